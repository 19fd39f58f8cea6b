import { type Static, Type } from "@sinclair/typebox";
import { ToolCard } from "./catalog.js";
import { Id, Lang, Nullable } from "./common.js";

export const LessonKind = Type.Union([
  Type.Literal("video"),
  Type.Literal("presentation"),
  Type.Literal("text"),
  Type.Literal("quiz"),
  Type.Literal("internal-test"),
]);
export type LessonKind = Static<typeof LessonKind>;
export const CourseType = Type.Union([Type.Literal("closed-test"), Type.Literal("final-work")]);
export type CourseType = Static<typeof CourseType>;
export const CourseStatus = Type.Union([
  Type.Literal("not-started"),
  Type.Literal("started"),
  Type.Literal("completed"),
]);

export const SublessonSummary = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  kind: LessonKind,
  durationMinutes: Type.Integer(),
});
export const LessonSummary = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  kind: LessonKind,
  durationMinutes: Type.Integer(),
  sublessons: Type.Array(SublessonSummary),
});
export type LessonSummary = Static<typeof LessonSummary>;

export const CourseCard = Type.Object({
  _id: Type.String(),
  programId: Type.String(),
  title: Type.String(),
  description: Type.String(),
  image: Type.String(),
  rank: Type.Integer(),
  courseType: CourseType,
  hasCertificate: Type.Boolean(),
  /** Minutes of everything in the course: its lessons and their parts. */
  durationMinutes: Type.Integer(),
  /** Lessons as the course's list numbers them (a lesson's sub-lessons are its parts, not lessons of their own). */
  lessonsCount: Type.Integer(),
  /**
   * Every lesson is completed: what is next is the course's ending (its closed test or final work), or nothing
   * once `status` is `completed`.
   */
  lessonsDone: Type.Boolean(),
  status: CourseStatus,
  progressPercentage: Type.Integer({ minimum: 0, maximum: 100 }),
  languages: Type.Array(Lang),
});
export type CourseCard = Static<typeof CourseCard>;

export const Course = Type.Composite([
  CourseCard,
  Type.Object({
    programTitle: Type.String(),
    lessons: Type.Array(LessonSummary),
    /**
     * The closed test or final work is open before the lessons are completed (a placement test); otherwise it
     * opens once every lesson is, and the server refuses it before with the lessons left (issue 40).
     */
    endingOpenFromStart: Type.Boolean(),
  }),
]);
export type Course = Static<typeof Course>;

export const InternalTestProgress = Type.Object({ isCompleted: Type.Boolean() });
export const SublessonProgress = Type.Object({
  id: Type.String(),
  isCompleted: Type.Boolean(),
  internalTestProgress: InternalTestProgress,
});
export const LessonProgress = Type.Object({
  id: Type.String(),
  isCompleted: Type.Boolean(),
  internalTestProgress: InternalTestProgress,
  sublessons: Type.Array(SublessonProgress),
});
/**
 * Where the learner last was in a course, kept by the server so that learning resumes exactly on any device:
 * the lesson and sub-lesson open and the playback time of its video, with when it was saved.
 */
export const LearningPosition = Type.Object({
  lessonId: Type.String(),
  sublessonId: Nullable(Type.String()),
  videoSeconds: Type.Number({ minimum: 0 }),
  savedAt: Type.String(),
});
export type LearningPosition = Static<typeof LearningPosition>;

export const Progress = Type.Object({
  _id: Type.String(),
  courseId: Type.String(),
  isStarted: Type.Boolean(),
  isCompleted: Type.Boolean(),
  currentLessonId: Nullable(Type.String()),
  currentSublessonId: Nullable(Type.String()),
  lessons: Type.Array(LessonProgress),
  percentage: Type.Integer({ minimum: 0, maximum: 100 }),
  /** Lessons completed, counted as the course's `lessonsCount` counts them (a lesson with parts once all are done). */
  completedLessonsCount: Type.Integer({ minimum: 0 }),
  closedTestPassed: Type.Boolean(),
  finishedAt: Nullable(Type.String()),
  certificateId: Nullable(Type.String()),
  /** The last place the learner was, on whichever device; null until one is saved. */
  position: Nullable(LearningPosition),
});
export type Progress = Static<typeof Progress>;

/**
 * `type` picks which recommended tools come with the course: `all` (default), `favorites` (only the
 * learner's favorites), `freemium` or `paid` (by licence).
 */
export const CourseQuery = Type.Object({
  type: Type.Optional(
    Type.Union([Type.Literal("all"), Type.Literal("favorites"), Type.Literal("freemium"), Type.Literal("paid")]),
  ),
});
export type CourseQuery = Static<typeof CourseQuery>;

/** A learner's review of a finished course: 1 to 5 stars and an optional comment. */
export const CourseReview = Type.Object({
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Type.String({ maxLength: 2000 }),
});
export type CourseReview = Static<typeof CourseReview>;
export const CourseReviewAnswer = Type.Object({ review: CourseReview });
export type CourseReviewAnswer = Static<typeof CourseReviewAnswer>;
export const ReviewOfferedAnswer = Type.Object({ reviewOffered: Type.Literal(true) });
export type ReviewOfferedAnswer = Static<typeof ReviewOfferedAnswer>;

export const CourseAnswer = Type.Object({
  data: Type.Object({
    course: Course,
    progress: Nullable(Progress),
    recommendedTools: Type.Array(ToolCard),
    /** The learner's review of this course; null until they give one (offered once the course is finished). */
    review: Nullable(CourseReview),
    /**
     * Whether the review has opened by itself for this learner and course (on any device): it is offered once,
     * after the course is finished; `markReviewOffered` records the offer.
     */
    reviewOffered: Type.Boolean(),
  }),
});
export type CourseAnswer = Static<typeof CourseAnswer>;

export const ProgressAnswer = Type.Object({ data: Type.Object({ progress: Progress }) });
export type ProgressAnswer = Static<typeof ProgressAnswer>;

export const Answer = Type.Object({ id: Type.String(), label: Type.String() });
export const QuestionType = Type.Union([Type.Literal("single"), Type.Literal("multiple")]);
export const Question = Type.Object({
  _id: Type.String(),
  question: Type.String(),
  type: QuestionType,
  answers: Type.Array(Answer),
});
export type Question = Static<typeof Question>;

export const VideoVariant = Type.Object({
  quality: Type.String(),
  url: Type.String(),
  mimeType: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});
/** Captions of a lesson video in one language (a WebVTT file). */
export const CaptionTrack = Type.Object({ lang: Lang, label: Type.String(), url: Type.String() });
export type CaptionTrack = Static<typeof CaptionTrack>;

export const Resource = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  mimeType: Type.String(),
  size: Type.Integer(),
});
export type Resource = Static<typeof Resource>;

/** One lesson or sub-lesson. Only the part of its kind is filled; quiz and test answers are never included. */
export const LessonContent = Type.Object({
  _id: Type.String(),
  courseId: Type.String(),
  lessonId: Type.String(),
  sublessonId: Nullable(Type.String()),
  title: Type.String(),
  kind: LessonKind,
  durationMinutes: Type.Integer(),
  text: Nullable(Type.String()),
  video: Nullable(
    Type.Object({ poster: Type.String(), variants: Type.Array(VideoVariant), captions: Type.Array(CaptionTrack) }),
  ),
  presentation: Nullable(Type.Object({ slides: Type.Array(Type.Object({ url: Type.String(), alt: Type.String() })) })),
  quiz: Nullable(Type.Object({ questions: Type.Array(Question) })),
  internalTest: Nullable(Type.Object({ questions: Type.Array(Question) })),
  resources: Type.Array(Resource),
  sublessons: Type.Array(SublessonSummary),
});
export type LessonContent = Static<typeof LessonContent>;

export const LessonParams = Type.Object({ lessonId: Id });
export const SublessonQuery = Type.Object({ sublessonId: Type.Optional(Id) });
export const LessonAnswer = Type.Object({ content: LessonContent });
export type LessonAnswer = Static<typeof LessonAnswer>;

export const UpdateProgressBody = Type.Object({
  progressId: Id,
  lessonId: Id,
  sublessonId: Type.Optional(Nullable(Id)),
});
export type UpdateProgressBody = Static<typeof UpdateProgressBody>;

const AnswerIds = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 20 });

export const QuizProgressBody = Type.Object({
  data: Type.Object({
    progressId: Id,
    lessonId: Id,
    sublessonId: Type.Optional(Nullable(Id)),
    questionId: Id,
    answers: AnswerIds,
  }),
});
export type QuizProgressBody = Static<typeof QuizProgressBody>;
export const QuizProgressAnswer = Type.Object({
  isCorrect: Type.Boolean(),
  correctAnswers: Type.Array(Type.String()),
  progress: Progress,
});
export type QuizProgressAnswer = Static<typeof QuizProgressAnswer>;

export const InternalTestProgressBody = Type.Object({
  data: Type.Object({
    progressId: Id,
    lessonId: Id,
    sublessonId: Type.Optional(Nullable(Id)),
    questionId: Id,
    answer: AnswerIds,
  }),
});
export type InternalTestProgressBody = Static<typeof InternalTestProgressBody>;
export const InternalTestProgressAnswer = Type.Object({
  answersFeedback: Type.Array(
    Type.Object({ id: Type.String(), isSelected: Type.Boolean(), isCorrect: Type.Boolean() }),
  ),
  isQuestionPassed: Type.Boolean(),
  progress: Progress,
});
export type InternalTestProgressAnswer = Static<typeof InternalTestProgressAnswer>;

/**
 * Saves where the learner is (`savePosition`): sent when a lesson opens and every few seconds of playback.
 * `videoSeconds` is at most a day; the lesson and sub-lesson must belong to the course.
 */
export const SavePositionBody = Type.Object({
  lessonId: Id,
  sublessonId: Type.Optional(Nullable(Id)),
  videoSeconds: Type.Number({ minimum: 0, maximum: 86400 }),
});
export type SavePositionBody = Static<typeof SavePositionBody>;
export const SavePositionAnswer = Type.Object({ position: LearningPosition });
export type SavePositionAnswer = Static<typeof SavePositionAnswer>;

export const PromptbookBody = Type.Object({
  prompt: Type.String({ minLength: 1, maxLength: 4000 }),
  lessonId: Type.Optional(Id),
});
export type PromptbookBody = Static<typeof PromptbookBody>;
/**
 * The lesson a prompt was saved from, in the learner's language, for the Promptbook's link back to it:
 * `/course/{courseId}?lesson={lessonId}` (and `&sublesson={sublessonId}` for a sub-lesson).
 */
export const PromptSource = Type.Object({
  courseId: Type.String(),
  courseTitle: Type.String(),
  lessonId: Type.String(),
  sublessonId: Nullable(Type.String()),
  lessonTitle: Type.String(),
});
export type PromptSource = Static<typeof PromptSource>;
export const PromptbookItem = Type.Object({
  _id: Type.String(),
  prompt: Type.String(),
  lessonId: Nullable(Type.String()),
  createdAt: Type.String(),
  /** Null for a prompt saved on its own, or from a lesson that no longer exists. */
  source: Nullable(PromptSource),
});
export type PromptbookItem = Static<typeof PromptbookItem>;
export const PromptbookItemAnswer = Type.Object({ success: Type.Boolean(), item: PromptbookItem });
export const PromptbookListAnswer = Type.Object({ items: Type.Array(PromptbookItem) });
export type PromptbookListAnswer = Static<typeof PromptbookListAnswer>;

export const CourseIdParams = Type.Object({ courseId: Id });

/** Closed test of a course; `id` in its paths is the course id. */
export const ClosedTest = Type.Object({
  _id: Type.String(),
  courseTitle: Type.String(),
  course: Type.Object({ _id: Type.String() }),
  percentageToPass: Type.Integer({ minimum: 0, maximum: 100 }),
  timeLimitMinutes: Type.Integer(),
  hasCertificate: Type.Boolean(),
  questions: Type.Array(Question),
});
export type ClosedTest = Static<typeof ClosedTest>;

/**
 * `idempotencyKey` (optional, 16-64 letters, digits, `_` or `-`, e.g. a UUID) names one check: the server
 * grades and records it once per learner and key, and a retry with the same key and answers gets the stored
 * result (a retry with other answers is refused with 409), so a check resent after a lost reply or a dropped
 * connection never counts as a second attempt.
 */
export const ClosedTestCheckBody = Type.Object({
  answers: Type.Array(
    Type.Object({ q: Id, a: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 20 }) }),
    {
      maxItems: 200,
    },
  ),
  idempotencyKey: Type.Optional(Type.String({ minLength: 16, maxLength: 64, pattern: "^[A-Za-z0-9_-]+$" })),
});
export type ClosedTestCheckBody = Static<typeof ClosedTestCheckBody>;
export const TestResult = Type.Object({
  correctCount: Type.Integer(),
  totalQuestions: Type.Integer(),
  percentage: Type.Integer(),
  passed: Type.Boolean(),
  hasCertificate: Type.Boolean(),
});
export type TestResult = Static<typeof TestResult>;
/**
 * The lesson a closed-test question comes from (`sublessonId` when it is a sub-lesson's), in the learner's
 * language: where a learner who answered it wrongly goes back to.
 */
export const QuestionLesson = Type.Object({
  lessonId: Type.String(),
  sublessonId: Nullable(Type.String()),
  title: Type.String(),
});
export type QuestionLesson = Static<typeof QuestionLesson>;
/**
 * A question as checked: what the learner answered and whether it was right, and the lesson it comes from
 * (null when the test does not name one). `correctAnswers` (the answer key) comes with a passed check only: a
 * failed check's answer never carries it, as the retake asks the same questions and the key would make the
 * certificate cost one deliberate failure.
 */
export const CheckedQuestion = Type.Composite([
  Question,
  Type.Object({
    userAnswer: Type.Array(Type.String()),
    isCorrect: Type.Boolean(),
    lesson: Nullable(QuestionLesson, { description: "The lesson the question comes from; null when none is named." }),
    correctAnswers: Type.Optional(
      Type.Array(Type.String(), { description: "The right answers' ids: only in a passed check's answer." }),
    ),
  }),
]);
export type CheckedQuestion = Static<typeof CheckedQuestion>;
export const ClosedTestCheckAnswer = Type.Object({
  result: TestResult,
  questions: Type.Array(CheckedQuestion),
  hasCertificate: Type.Boolean(),
});
export type ClosedTestCheckAnswer = Static<typeof ClosedTestCheckAnswer>;
