import {
  INVALID_TOKEN_MESSAGE,
  NO_ACCESS_MESSAGE,
  NOT_IN_LANGUAGE_MESSAGE,
  type RefusalReason,
} from "@campus/contract";

const names: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  406: "Not Acceptable",
  409: "Conflict",
  413: "Payload Too Large",
  414: "URI Too Long",
  415: "Unsupported Media Type",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

/** An error a client can meet: its status and message reach the client as they are. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly headers: Record<string, string> = {},
    /** The refusal's cause as data (the contract's `reason`), for the page to say what is left to do. */
    public readonly reason?: RefusalReason,
  ) {
    super(message);
  }
  get error() {
    return names[this.statusCode] ?? "Error";
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (what: string) => new HttpError(404, `${what} not found.`);
export const noAccess = () => new HttpError(403, NO_ACCESS_MESSAGE);
export const notInLanguage = (reason?: RefusalReason) => new HttpError(406, NOT_IN_LANGUAGE_MESSAGE, {}, reason);
export const invalidToken = () => new HttpError(401, INVALID_TOKEN_MESSAGE);
/** A deactivated account: no new session starts for it (its sessions ended when it was deactivated). */
export const accountDeactivated = () => new HttpError(401, "This account is deactivated.");
/** A change refused because of the state it met; `reason` says which as data (a final work claimed or changed). */
export const conflict = (message: string, reason?: RefusalReason) => new HttpError(409, message, {}, reason);
/** A 403 that says why with data as well as words (a course's ending before its lessons, a rank too low). */
export const refusedFor = (message: string, reason: RefusalReason) => new HttpError(403, message, {}, reason);
export const errorName = (statusCode: number) => names[statusCode] ?? "Error";
