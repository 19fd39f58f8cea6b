import type { CallName, Refusal, RefusalReason } from "@campus/contract";

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
    /** Why a refusal was made, as data (lessons left before a course's ending, a rank too low, a language), for the page. */
    readonly reason?: RefusalReason,
    /**
     * The answer's `reason` as it came, unchecked: for a part of the campus that reads reasons of its own (the staff
     * console's 409s), which checks them itself so that a learner's scripts need not carry the checks.
     */
    readonly answerReason?: unknown,
  ) {
    super(message);
  }

  /**
   * Reads the error answer of the contract (`{statusCode, error, message}` with an optional `reason`, or
   * `{errors}` of a final work).
   */
  static async fromResponse(call: CallName, response: Response): Promise<ApiError> {
    let message = response.statusText || `HTTP ${response.status}`;
    let fieldErrors: Record<string, string> = {};
    let refusals: Record<string, Refusal> = {};
    let reason: RefusalReason | undefined;
    let answerReason: unknown;
    try {
      const answer = (await response.json()) as {
        message?: unknown;
        errors?: unknown;
        refusals?: unknown;
        reason?: unknown;
      };
      if (typeof answer.message === "string") message = answer.message;
      answerReason = answer.reason;
      if (isReason(answer.reason)) reason = answer.reason;
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
      reason,
      answerReason,
    );
  }
}

/** A reason the campus knows how to say; any other shape (a newer server's) is left to the message. */
function isReason(value: unknown): value is RefusalReason {
  if (!value || typeof value !== "object") return false;
  const reason = value as Record<string, unknown>;
  if (reason.code === "lessonsLeft") {
    const next = reason.next as { lessonId?: unknown } | null | undefined;
    return typeof reason.lessonsLeft === "number" && typeof next?.lessonId === "string";
  }
  if (reason.code === "rankTooLow") {
    return (
      typeof reason.title === "string" &&
      typeof reason.description === "string" &&
      typeof reason.requiredRank === "number"
    );
  }
  if (reason.code === "notInLanguage") {
    return (
      typeof reason.title === "string" &&
      Array.isArray(reason.languages) &&
      reason.languages.every((l) => typeof l === "string")
    );
  }
  return false;
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
