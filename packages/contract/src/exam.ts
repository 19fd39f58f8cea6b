import { type Static, Type } from "@sinclair/typebox";
import { Id, Nullable, SubmitStatus } from "./common.js";

export const AnswerType = Type.Union([Type.Literal("text"), Type.Literal("links"), Type.Literal("files")]);

/** Limits of a final-work answer; the uploader and editor show them. */
export const EXAM_LIMITS = {
  maxTextLength: 5000,
  maxLinks: 5,
  maxFiles: 3,
  maxFileSizeMB: 5,
  fileFormats: ["pdf", "png", "jpg", "jpeg", "docx", "pptx", "txt"],
} as const;

export const ExamTask = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  answerTypes: Type.Array(AnswerType),
});
export const SubmitFile = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  mimeType: Type.String(),
  size: Type.Integer(),
});
/** An earlier answer to a task, kept when a rejected one is corrected: what was sent and what the reviewer said. */
export const SubmitVersion = Type.Object({
  _id: Type.String(),
  status: SubmitStatus,
  text: Nullable(Type.String()),
  links: Type.Array(Type.String()),
  files: Type.Array(Type.Object({ name: Type.String(), mimeType: Type.String(), size: Type.Integer() })),
  feedback: Nullable(Type.String()),
  /** When it was reviewed (the verdict the learner corrected). */
  reviewedAt: Type.String(),
});
export type SubmitVersion = Static<typeof SubmitVersion>;
export const ExamSubmit = Type.Object({
  _id: Type.String(),
  examTaskId: Type.String(),
  status: SubmitStatus,
  text: Nullable(Type.String()),
  links: Type.Array(Type.String()),
  files: Type.Array(SubmitFile),
  feedback: Nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  /** The earlier answers to this task with their feedback, oldest first (none until a correction is sent). */
  history: Type.Optional(Type.Array(SubmitVersion)),
});
export type ExamSubmit = Static<typeof ExamSubmit>;

/** A final work; `id` in its path is the course id. */
export const ExamAnswer = Type.Object({
  _id: Type.String(),
  courseId: Type.String(),
  courseTitle: Type.String(),
  /** The program the course belongs to, for the page's breadcrumbs. */
  programId: Type.String(),
  programTitle: Type.String(),
  title: Type.String(),
  description: Type.String(),
  reviewBusinessDays: Type.Integer(),
  isSingleTask: Type.Boolean(),
  limits: Type.Object({
    maxTextLength: Type.Integer(),
    maxLinks: Type.Integer(),
    maxFiles: Type.Integer(),
    maxFileSizeMB: Type.Integer(),
    fileFormats: Type.Array(Type.String()),
  }),
  tasks: Type.Array(ExamTask),
  submitData: Type.Array(ExamSubmit),
  isSubmittedByUser: Type.Boolean(),
});
export type ExamAnswer = Static<typeof ExamAnswer>;

/**
 * A file part of a multipart body: its bytes, named and typed by the part's own headers (`filename`, `Content-Type`).
 * A `Blob` (a browser `File`) on the client; the server reads it as a stream.
 */
const FilePart = Type.Unsafe<Blob>({ type: "string", contentMediaType: "application/octet-stream" });
const SubmitContent = {
  text: Type.Optional(Type.String({ maxLength: 100_000 })),
  /** One part per link, in order. */
  links: Type.Optional(Type.Array(Type.String({ maxLength: 2000 }), { maxItems: 20 })),
  /** One file part per file, each at most `EXAM_LIMITS.maxFileSizeMB`: a bigger one is refused with a 413 as it arrives. */
  files: Type.Optional(Type.Array(FilePart, { maxItems: EXAM_LIMITS.maxFiles })),
  /**
   * Chosen by the client once per answer and sent with every try of it: a repeated key is answered with the
   * submission it already made (a double click, a retry after a lost answer, two tabs), never a second one.
   */
  idempotencyKey: Type.Optional(Type.String({ minLength: 8, maxLength: 100, pattern: "^[A-Za-z0-9_-]+$" })),
};
/**
 * The answer of create-exam-submit, sent as `multipart/form-data` (never JSON): text parts for the ids, the text,
 * each link and the key, a file part per file, so files travel as they are and the server streams them.
 */
export const CreateExamSubmitBody = Type.Object({ examId: Id, examTaskId: Id, ...SubmitContent });
export type CreateExamSubmitBody = Static<typeof CreateExamSubmitBody>;
/** The corrected answer of update-exam-submit, as `multipart/form-data` like the first one. */
export const UpdateExamSubmitBody = Type.Object(SubmitContent);
export type UpdateExamSubmitBody = Static<typeof UpdateExamSubmitBody>;
export const SubmitIdParams = Type.Object({ submitId: Id });

/**
 * Why a part of an answer was refused, for the campus to say in the learner's language: `errors` says it in
 * English for other clients, `refusals` as a code with what the sentence needs.
 */
export const RefusalCode = Type.Union([
  Type.Literal("empty"),
  Type.Literal("notTaken"),
  Type.Literal("textTooLong"),
  Type.Literal("tooManyLinks"),
  Type.Literal("invalidUrl"),
  Type.Literal("youtubeNotVideo"),
  Type.Literal("vimeoNotVideo"),
  Type.Literal("driveNotFile"),
  Type.Literal("onedriveNotFile"),
  Type.Literal("otherService"),
  Type.Literal("tooManyFiles"),
  Type.Literal("invalidFormat"),
  Type.Literal("fileTooLarge"),
]);
export type RefusalCode = Static<typeof RefusalCode>;
export const Refusal = Type.Object({
  code: RefusalCode,
  /** The file concerned (invalidFormat, fileTooLarge). */
  fileName: Type.Optional(Type.String()),
  /** The limit passed: characters, links, files, or megabytes for fileTooLarge. */
  max: Type.Optional(Type.Integer()),
  /** What the task takes (notTaken). */
  answerTypes: Type.Optional(Type.Array(AnswerType)),
});
export type Refusal = Static<typeof Refusal>;

/**
 * Answer of create and update. `success: false` (status 422) comes with `errors`: keyed by link for
 * link problems, or by `text` / `links` / `files` for the other parts, and `refusals` under the same keys.
 */
export const ExamSubmitAnswer = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  submit: Nullable(ExamSubmit),
  errors: Type.Record(Type.String(), Type.String()),
  refusals: Type.Optional(Type.Record(Type.String(), Refusal)),
});
export type ExamSubmitAnswer = Static<typeof ExamSubmitAnswer>;

/** A file refused as it arrived (413): the error answer, with the file named in `errors` and `refusals`. */
export const FileRefusedAnswer = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  errors: Type.Record(Type.String(), Type.String()),
  refusals: Type.Record(Type.String(), Refusal),
});
export type FileRefusedAnswer = Static<typeof FileRefusedAnswer>;

export const StaffSubmission = Type.Composite([
  ExamSubmit,
  Type.Object({
    learner: Type.Object({
      _id: Type.String(),
      email: Type.String(),
      firstName: Type.String(),
      lastName: Type.String(),
    }),
    courseId: Type.String(),
    taskTitle: Type.String(),
  }),
]);
export type StaffSubmission = Static<typeof StaffSubmission>;
export const StaffSubmissionsQuery = Type.Object({ status: Type.Optional(SubmitStatus) });
export const StaffSubmissionsAnswer = Type.Object({ submissions: Type.Array(StaffSubmission) });
export type StaffSubmissionsAnswer = Static<typeof StaffSubmissionsAnswer>;
export const StaffRejectBody = Type.Object({ feedback: Type.String({ minLength: 1, maxLength: 4000 }) });
export const StaffReviewAnswer = Type.Object({ success: Type.Boolean(), submission: StaffSubmission });
