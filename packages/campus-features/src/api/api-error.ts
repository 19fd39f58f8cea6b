import type { CallName, Refusal } from "@campus/contract";

/** What went wrong: the server answered with an error status, or no answer came at all. */
export type ApiErrorKind = "http" | "network" | "timeout";

/**
 * Every failed call, typed: the HTTP status (0 when no answer came), the server's message, the per-link
 * (or per-part) errors of a final-work submission, and how long to wait after a 429.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly call: CallName,
    readonly status: number,
    message: string,
    readonly kind: ApiErrorKind = "http",
    /** A final work's refusals, keyed by the link (or `text`, `links`, `files`) they concern. */
    readonly fieldErrors: Readonly<Record<string, string>> = {},
    /** Seconds to wait before trying again, from `Retry-After` on a 429. */
    readonly retryAfterSeconds?: number,
    /** The same refusals as codes, for the campus to say them in the learner's language. */
    readonly refusals: Readonly<Record<string, Refusal>> = {},
  ) {
    super(message);
  }

  /** Reads the error answer of the contract (`{statusCode, error, message}`, or `{errors}` of a final work). */
  static async fromResponse(call: CallName, response: Response): Promise<ApiError> {
    let message = response.statusText || `HTTP ${response.status}`;
    let fieldErrors: Record<string, string> = {};
    let refusals: Record<string, Refusal> = {};
    try {
      const answer = (await response.json()) as { message?: unknown; errors?: unknown; refusals?: unknown };
      if (typeof answer.message === "string") message = answer.message;
      if (answer.errors && typeof answer.errors === "object") fieldErrors = answer.errors as Record<string, string>;
      if (answer.refusals && typeof answer.refusals === "object") refusals = answer.refusals as Record<string, Refusal>;
    } catch {
      // Not JSON (a proxy's error page): the status says enough.
    }
    const retryAfter = Number(response.headers.get("retry-after"));
    return new ApiError(
      call,
      response.status,
      message,
      "http",
      fieldErrors,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
      refusals,
    );
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
