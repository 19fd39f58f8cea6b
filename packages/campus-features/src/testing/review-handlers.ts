import type {
  ReviewChangedReason,
  ReviewClaimBody,
  ReviewClaimedReason,
  ReviewDecisionBody,
  ReviewQueueAnswer,
  ReviewWork,
} from "@campus/contract";
import { type HttpHandler, HttpResponse, http } from "msw";
import { answer, answerFound, callLog, callPath } from "./handlers";
import * as review from "./review-fixtures";

/** The id after `/staff/reviews/` in a call's path. */
const workIdOf = (request: Request) => decodeURIComponent(new URL(request.url).pathname.split("/")[4] ?? "");

/** MSW's pattern of a call's path (`:id` stays a parameter). */
const pattern = (name: Parameters<typeof callPath>[0]) => callPath(name);

/** A 409 of the contract's shape with its reason, as the server refuses a claim or a stale verdict. */
export function reviewConflict(reason: ReviewClaimedReason | ReviewChangedReason, message: string): Response {
  return HttpResponse.json({ statusCode: 409, error: "Conflict", message, reason }, { status: 409 });
}

/** The queue narrowed by the request's status and learner search, as the server pages it. */
function narrowed(queue: ReviewQueueAnswer, request: Request): ReviewQueueAnswer {
  const query = new URL(request.url).searchParams;
  const status = query.get("status") ?? "pending";
  const search = (query.get("query") ?? "").toLocaleLowerCase("pl");
  const items = queue.items.filter(
    (item) =>
      item.status === status &&
      (!search ||
        `${item.learner.firstName} ${item.learner.lastName} ${item.learner.email}`
          .toLocaleLowerCase("pl")
          .includes(search)),
  );
  const narrowedBy = status !== "pending" || search !== "";
  return narrowedBy ? { ...queue, items, total: items.length } : queue;
}

/** The caller's claim, as the server answers it. */
const myClaim = { reviewer: review.me, until: "2026-11-22T10:15:00.000Z", mine: true };

/**
 * A work as the story's calls before the `upTo`th left it: decided by a verdict, claimed by the caller (when no
 * colleague held it, or by taking it over).
 */
function workAfterCalls(start: ReviewWork, upTo = callLog.length): ReviewWork {
  let work = start;
  for (const call of callLog.slice(0, upTo)) {
    if (!call.url.includes(`/staff/reviews/${encodeURIComponent(start._id)}/`)) continue;
    const takesOver = (call.body as ReviewClaimBody | undefined)?.takeOver === true;
    if (call.name === "claimReview" && (!work.claim || work.claim.mine || takesOver)) {
      work = { ...work, claim: myClaim };
    }
    if (call.name === "decideReview") {
      const { verdict, feedback } = call.body as ReviewDecisionBody;
      work = {
        ...work,
        status: verdict,
        feedback: feedback ?? null,
        claim: null,
        reviewedAt: "2026-11-22T10:00:00.000Z",
        reviewedBy: review.me,
        version: String(Number(work.version) + 1),
      };
    }
  }
  return work;
}

export interface ReviewHandlersOptions {
  queue?: ReviewQueueAnswer;
  works?: ReviewWork[];
}

/**
 * The staff console's review over the fixtures: the queue (narrowed by status and learner), each work by id, its
 * files' bytes, claims (a colleague's is refused unless taken over) and verdicts, which later answers reflect.
 */
export function reviewHandlers({
  queue = review.queueAnswer(),
  works = [review.work(), review.claimedWork, review.longTextWork, review.approvedWork],
}: ReviewHandlersOptions = {}): HttpHandler[] {
  const byId = new Map(works.map((work) => [work._id, work]));
  return [
    answer("reviewQueue", (request: Request) => narrowed(queue, request)),
    answerFound("reviewWork", (request) => {
      const work = byId.get(workIdOf(request));
      return work ? { work: workAfterCalls(work) } : null;
    }),
    http.get(pattern("reviewFile"), ({ params }) => {
      const file = review.fileBytes[String(params.fileId)];
      if (!file)
        return HttpResponse.json({ statusCode: 404, error: "Not Found", message: "No such file." }, { status: 404 });
      const body = file.base64 ? Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0)) : file.text;
      return new HttpResponse(body, { headers: { "content-type": file.type } });
    }),
    answerFound("claimReview", async (request) => {
      const work = byId.get(workIdOf(request));
      if (!work) return null;
      const { takeOver } = (await request.clone().json()) as ReviewClaimBody;
      // As it stood before this call (the log already holds it).
      const current = workAfterCalls(work, callLog.length - 1);
      if (current.claim && !current.claim.mine && !takeOver) {
        throw reviewConflict(
          { code: "reviewClaimed", reviewer: current.claim.reviewer, until: current.claim.until },
          "Another reviewer holds this work.",
        );
      }
      return { claim: myClaim };
    }),
    answer("releaseReview", { success: true }),
    answerFound("decideReview", (request) => {
      const work = byId.get(workIdOf(request));
      return work ? { work: workAfterCalls(work) } : null;
    }),
  ];
}
