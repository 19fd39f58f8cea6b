import { isApiError } from "../api";

/** Another try cannot change a refusal (403) or a language the content is not in (406); anything else may pass. */
export const canRetry = (error: unknown): boolean =>
  !(isApiError(error) && (error.status === 403 || error.status === 406));
