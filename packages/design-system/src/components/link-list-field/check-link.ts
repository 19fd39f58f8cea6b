import { detectLinkProvider } from "./detect-link-provider";

/**
 * The provider of a row's address, and the error for an address of no allowed provider, shown only once
 * the learner has left the row.
 */
export function checkLink(url: string, isTouched: boolean, invalidProviderMessage: string) {
  const provider = url.trim() === "" ? null : detectLinkProvider(url);
  const error = isTouched && url.trim() !== "" && provider === null ? invalidProviderMessage : undefined;
  return { provider, error };
}
