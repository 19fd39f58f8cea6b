import { isApiError } from "../../api";
import { useCall } from "../../data";

/** What the API accepts as an id (the contract's CertificateId); anything else cannot name a certificate. */
const POSSIBLE_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * A certificate's public record by its id. An unknown id is an answer of its own (`isUnknown`), not a load error:
 * the page says so plainly instead of offering a retry. An id that cannot be one is not even asked for.
 */
export function useCertificate(id: string) {
  const isPossible = POSSIBLE_ID.test(id);
  const result = useCall("certificate", isPossible ? { id } : null);
  const isUnknown =
    !isPossible || (isApiError(result.error) && (result.error.status === 404 || result.error.status === 400));
  return {
    answer: result.data,
    isUnknown,
    error: isUnknown ? undefined : result.error,
    retry: () => void result.mutate(),
  };
}
