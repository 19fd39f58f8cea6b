import { type SchemaOptions, type Static, type TSchema, Type } from "@sinclair/typebox";

/** Content languages. The `lang` cookie picks one; Polish is the default. */
export const Lang = Type.Union([Type.Literal("pl"), Type.Literal("en")]);
export type Lang = Static<typeof Lang>;

export const Id = Type.String({ minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_-]+$" });
export const IdParams = Type.Object({ id: Id });
export type IdParams = Static<typeof IdParams>;

export const Nullable = <T extends TSchema>(schema: T, options?: SchemaOptions) =>
  Type.Union([schema, Type.Null()], options);

/**
 * Why a course's ending (its closed test or final work) is not open yet: lessons are left. `lessonsLeft` counts
 * them as the course's `lessonsCount` does (a lesson with sub-lessons is left until each of them is completed);
 * `next` is the first sub-lesson, or lesson without them, not completed in reading order, for the page to link to.
 */
export const LessonsLeftReason = Type.Object({
  code: Type.Literal("lessonsLeft"),
  lessonsLeft: Type.Integer({ minimum: 1 }),
  next: Type.Object({ lessonId: Type.String(), sublessonId: Nullable(Type.String()) }),
});
export type LessonsLeftReason = Static<typeof LessonsLeftReason>;

/**
 * Why a program or course above the learner's rank is refused (a 403 that keeps SPEC section 6's message): its
 * name and description, in the learner's language when it has them (otherwise in the one it has), and the rank
 * stage that opens it, for the page to show what is locked and which rank opens it.
 */
export const RankTooLowReason = Type.Object({
  code: Type.Literal("rankTooLow"),
  title: Type.String(),
  description: Type.String(),
  requiredRank: Type.Integer({ minimum: 1 }),
});
export type RankTooLowReason = Static<typeof RankTooLowReason>;

/** Why a course is refused in the learner's language (a 406): its name and the languages it is in. */
export const NotInLanguageReason = Type.Object({
  code: Type.Literal("notInLanguage"),
  title: Type.String(),
  languages: Type.Array(Lang, { minItems: 1 }),
});
export type NotInLanguageReason = Static<typeof NotInLanguageReason>;

/** Where a final work stands: waiting for a verdict, approved, or returned for correction. */
export const SubmitStatus = Type.Union([Type.Literal("pending"), Type.Literal("approved"), Type.Literal("rejected")]);
export type SubmitStatus = Static<typeof SubmitStatus>;

/** A reviewer as others see them on a claim or a verdict. */
export const Reviewer = Type.Object({ _id: Type.String(), firstName: Type.String(), lastName: Type.String() });
export type Reviewer = Static<typeof Reviewer>;

/** A claim's refusal: another reviewer holds the work (taking it over needs `takeOver`). */
export const ReviewClaimedReason = Type.Object({
  code: Type.Literal("reviewClaimed"),
  reviewer: Reviewer,
  until: Type.String({ format: "date-time" }),
});
export type ReviewClaimedReason = Static<typeof ReviewClaimedReason>;

/** A verdict's refusal: the work is not the version the reviewer saw (the learner resent it, or it was decided). */
export const ReviewChangedReason = Type.Object({
  code: Type.Literal("reviewChanged"),
  change: Type.Union([Type.Literal("resent"), Type.Literal("decided")]),
  status: SubmitStatus,
  /** Who decided (change `decided`), when known. */
  reviewer: Nullable(Reviewer),
});
export type ReviewChangedReason = Static<typeof ReviewChangedReason>;

/** A refusal's cause as data, so that a page can say in the learner's language what is left to do. */
export const RefusalReason = Type.Union([
  LessonsLeftReason,
  RankTooLowReason,
  NotInLanguageReason,
  ReviewClaimedReason,
  ReviewChangedReason,
]);
export type RefusalReason = Static<typeof RefusalReason>;

/**
 * Every error answer: the HTTP status, its name, and a message that says what is wrong; some refusals (a 403
 * for a course's ending before its lessons) carry their `reason` as data too.
 */
const errorAnswer = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  reason: Type.Optional(RefusalReason),
});
/**
 * Named, so that the type of `calls` (every call's error answers) refers to it rather than spelling it out each
 * time, which would pass the length the compiler writes into a declaration file.
 */
export interface ErrorAnswerSchema extends TypeOfErrorAnswer {}
type TypeOfErrorAnswer = typeof errorAnswer;
export const ErrorAnswer: ErrorAnswerSchema = errorAnswer;
export type ErrorAnswer = Static<typeof ErrorAnswer>;

export const SuccessAnswer = Type.Object({ success: Type.Boolean() });
export type SuccessAnswer = Static<typeof SuccessAnswer>;

/** Paging of every list (SPEC section 9: page size 9, courses of a program 12). */
export const PagingQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};
export const Order = Type.Union([Type.Literal("asc"), Type.Literal("desc")]);
/** Comma-joined list parameter, e.g. `rank=1,2` or `domainCategories=text,image`. */
export const CommaList = Type.String({ maxLength: 500, pattern: "^[A-Za-z0-9_,-]*$" });
export const Search = Type.String({ maxLength: 100 });
export const BooleanFlag = Type.Boolean();

export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    data: Type.Array(item),
    page: Type.Integer(),
    limit: Type.Integer(),
    totalCount: Type.Integer(),
    totalPages: Type.Integer(),
  });
