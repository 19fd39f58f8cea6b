import { isApiError } from "../api";

/**
 * What the tools pages explain by themselves, without a toast: a refusal, a 404 or 'too many calls'. A toast
 * is for a failure of the server or the connection.
 */
export const hasOwnMessage = (error: unknown) => isApiError(error) && error.kind !== "network" && error.status < 500;
