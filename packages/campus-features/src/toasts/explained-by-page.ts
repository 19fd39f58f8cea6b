import { isApiError } from "../api";

/**
 * The load failures a page explains by itself, without a toast: a refusal, a language, a 404 or 'too many
 * calls' (any answer under 500). A toast is for a failure of the server or of the connection.
 */
export const explainedByPage = (error: unknown): boolean =>
  isApiError(error) && error.kind !== "network" && error.status < 500;
