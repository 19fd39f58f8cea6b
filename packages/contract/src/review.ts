import { type Static, Type } from "@sinclair/typebox";
import { Id, Nullable, Reviewer, SubmitStatus } from "./common.js";
import { REVIEW_FEEDBACK_MAX } from "./constants.js";
import { SubmitFile, SubmitVersion } from "./exam.js";

/**
 * The staff console's review of final works (SPEC section 9: a verdict within 3 business days). The queue is paged
 * by the server, oldest sent first; opening a pending work claims it for `REVIEW_CLAIM_MINUTES`, so two reviewers
 * never judge one work; a verdict names the version of the work it was made on, so a work that changed meanwhile
 * (resent, or decided by someone else) is refused rather than overwritten.
 */

/** Who is on a pending work, until when (renewed while their page is open), and whether it is the caller. */
export const ReviewClaim = Type.Object({
  reviewer: Reviewer,
  until: Type.String({ format: "date-time" }),
  mine: Type.Boolean(),
});
export type ReviewClaim = Static<typeof ReviewClaim>;

const Named = Type.Object({ _id: Type.String(), title: Type.String() });

/** The queue's filters; each is optional, and the status defaults to pending. */
export const ReviewQueueQuery = Type.Object(
  {
    status: Type.Optional(SubmitStatus),
    programId: Type.Optional(Id),
    courseId: Type.Optional(Id),
    taskId: Type.Optional(Id),
    /** Part of the learner's name or email, any letter case. */
    query: Type.Optional(Type.String({ maxLength: 200 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  },
  { additionalProperties: false },
);
export type ReviewQueueQuery = Static<typeof ReviewQueueQuery>;

/** A work in the queue: who sent what, when, and where it stands against the 3 business days. */
export const ReviewQueueItem = Type.Object({
  _id: Type.String(),
  status: SubmitStatus,
  learner: Type.Object({ _id: Type.String(), firstName: Type.String(), lastName: Type.String(), email: Type.String() }),
  program: Named,
  course: Named,
  task: Named,
  /** When the learner last sent it (a corrected work counts from its resend). */
  sentAt: Type.String({ format: "date-time" }),
  /** `sentAt` plus `EXAM_REVIEW_BUSINESS_DAYS` business days (Monday to Friday, the campus's time zone). */
  dueAt: Type.String({ format: "date-time" }),
  /** Pending past `dueAt`. */
  overdue: Type.Boolean(),
  /** Set while a reviewer holds the pending work. */
  claim: Nullable(ReviewClaim),
});
export type ReviewQueueItem = Static<typeof ReviewQueueItem>;

export const ReviewStatusCounts = Type.Object({
  pending: Type.Integer({ minimum: 0 }),
  approved: Type.Integer({ minimum: 0 }),
  rejected: Type.Integer({ minimum: 0 }),
  /** Pending past their due time. */
  overdue: Type.Integer({ minimum: 0 }),
});
export type ReviewStatusCounts = Static<typeof ReviewStatusCounts>;

/** What the queue's filters can choose from: every program, course and task with a final work. */
export const ReviewFilterOptions = Type.Object({
  programs: Type.Array(Named),
  courses: Type.Array(Type.Object({ _id: Type.String(), title: Type.String(), programId: Type.String() })),
  tasks: Type.Array(Type.Object({ _id: Type.String(), title: Type.String(), courseId: Type.String() })),
});
export type ReviewFilterOptions = Static<typeof ReviewFilterOptions>;

export const ReviewQueueAnswer = Type.Object({
  items: Type.Array(ReviewQueueItem),
  /** The works matching every filter, status included. */
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  /** Per status, under every filter but the status. */
  counts: ReviewStatusCounts,
  filters: ReviewFilterOptions,
});
export type ReviewQueueAnswer = Static<typeof ReviewQueueAnswer>;

/** The queue a work was opened from (its filters), for its position and neighbours in it. */
export const ReviewWorkQuery = Type.Omit(ReviewQueueQuery, ["page"], { additionalProperties: false });
export type ReviewWorkQuery = Static<typeof ReviewWorkQuery>;

/** Where a work sits in the queue it was opened from (the same filters): "4 of 37", and its neighbours. */
export const ReviewPosition = Type.Object({
  /** 1-based; 0 when the work no longer matches the filters (decided meanwhile). */
  index: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
  previousId: Nullable(Type.String()),
  nextId: Nullable(Type.String()),
});
export type ReviewPosition = Static<typeof ReviewPosition>;

/** A work as a reviewer reads it, beside the decision. */
export const ReviewWork = Type.Object({
  ...ReviewQueueItem.properties,
  /**
   * What the verdict must name (`version` of the decision): changes whenever the learner resends or someone
   * decides, so a verdict on what the reviewer no longer sees is refused.
   */
  version: Type.String(),
  /** The task as it read when the work was sent, in the reviewer's language (or the one it has). */
  taskDescription: Type.String(),
  /** The answer's text: sanitized HTML (paragraphs, lists, emphasis, links), or null. */
  text: Nullable(Type.String()),
  links: Type.Array(Type.String()),
  files: Type.Array(SubmitFile),
  /** The verdict's feedback (a decided work). */
  feedback: Nullable(Type.String()),
  reviewedAt: Nullable(Type.String({ format: "date-time" })),
  reviewedBy: Nullable(Reviewer),
  /** Earlier answers to this task with their feedback, oldest first. */
  history: Type.Array(SubmitVersion),
  position: ReviewPosition,
});
export type ReviewWork = Static<typeof ReviewWork>;
export const ReviewWorkAnswer = Type.Object({ work: ReviewWork });
export type ReviewWorkAnswer = Static<typeof ReviewWorkAnswer>;

export const ReviewClaimBody = Type.Object(
  {
    /** Take the work from the reviewer who holds it (after the console asked the caller to confirm). */
    takeOver: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ReviewClaimBody = Static<typeof ReviewClaimBody>;
export const ReviewClaimAnswer = Type.Object({ claim: ReviewClaim });
export type ReviewClaimAnswer = Static<typeof ReviewClaimAnswer>;

export const ReviewDecisionBody = Type.Object(
  {
    verdict: Type.Union([Type.Literal("approved"), Type.Literal("rejected")]),
    /** Required to return a work for correction; kept with an approval when given. */
    feedback: Type.Optional(Type.String({ maxLength: REVIEW_FEEDBACK_MAX })),
    /** The work's `version` as the reviewer saw it. */
    version: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type ReviewDecisionBody = Static<typeof ReviewDecisionBody>;
export const ReviewDecisionAnswer = Type.Object({ work: ReviewWork });
export type ReviewDecisionAnswer = Static<typeof ReviewDecisionAnswer>;
