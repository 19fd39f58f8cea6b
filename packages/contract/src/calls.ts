import { type Static, type TSchema, Type } from "@sinclair/typebox";
import * as Ac from "./accounts.js";
import { callRoutes } from "./all-routes.js";
import * as A from "./auth.js";
import * as C from "./catalog.js";
import * as Ce from "./certificate.js";
import { ErrorAnswer, Id, IdParams, SuccessAnswer } from "./common.js";
import * as Co from "./course.js";
import * as D from "./drawers.js";
import * as E from "./exam.js";
import * as Ed from "./exam-draft.js";
import * as H from "./home.js";
import * as Ml from "./my-learning.js";
import * as Pb from "./promptbook.js";
import * as R from "./review.js";
import type { Access } from "./routes.js";

interface CallSchema {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response: Record<number, unknown>;
}
export interface Call {
  method: "GET" | "POST" | "PUT" | "DELETE";
  url: string;
  access: Access;
  summary: string;
  tags: string[];
  /** The answer is a file (image, zip...), not JSON. */
  binary?: string;
  /** The body is multipart/form-data (files as parts), not JSON. */
  multipart?: true;
  schema: CallSchema;
}

/**
 * What any call may answer besides its success. 429: every call is counted per session (or, without one, per
 * address), and the sign-in calls are also throttled per account; the answer carries `Retry-After`.
 */
const errors = {
  400: ErrorAnswer,
  401: ErrorAnswer,
  403: ErrorAnswer,
  404: ErrorAnswer,
  406: ErrorAnswer,
  409: ErrorAnswer,
  429: ErrorAnswer,
};
const ok = <T>(answer: T) => ({ 200: answer, ...errors });
/** A call a browser navigates to, answered with a redirect (`Location`) rather than JSON. */
const redirect = (description: string) => ({ 302: Type.Null({ description }), ...errors });
/** A file answer (image, zip, download); typed as bytes so servers can send a Buffer. */
const Binary = Type.Unsafe<Uint8Array>({ type: "string", format: "binary" });

const define = <T extends Record<string, Call>>(calls: T) => calls;

/** Every call of SPEC section 7 plus the drawers, promptbook list, sign-in and staff review. Paths are under `/api`. */
export const calls = define({
  authorize: {
    ...callRoutes.authorize,
    tags: ["auth"],
    summary: "Built-in sign-in: email and password for a one-time code bound to a PKCE S256 challenge",
    schema: { body: A.AuthorizeBody, response: ok(A.AuthorizeAnswer) },
  },
  exchangeCode: {
    ...callRoutes.exchangeCode,
    tags: ["auth"],
    summary: "Exchange a one-time code and its PKCE verifier for a session",
    schema: { body: A.ExchangeCodeBody, response: ok(A.LoginAnswer) },
  },
  urlLogin: {
    ...callRoutes.urlLogin,
    tags: ["auth"],
    summary: "Sign in with a one-time hand-off link (accessToken + refreshToken)",
    schema: { body: A.UrlLoginBody, response: ok(A.LoginAnswer) },
  },
  refreshToken: {
    ...callRoutes.refreshToken,
    tags: ["auth"],
    summary: "Rotate the refresh cookie; a rotated token presented again revokes its family",
    schema: { response: ok(A.RefreshAnswer) },
  },
  destroyToken: {
    ...callRoutes.destroyToken,
    tags: ["auth"],
    summary: "End the session on the server and clear its cookies",
    schema: { response: ok(SuccessAnswer) },
  },
  getUserData: {
    ...callRoutes.getUserData,
    tags: ["auth"],
    summary: "The signed-in user and organization settings",
    schema: { response: ok(A.LoginAnswer) },
  },
  savePreferences: {
    ...callRoutes.savePreferences,
    tags: ["auth"],
    summary: "Save the learner's interface language and theme, so that they apply on every device",
    schema: { body: A.PreferencesBody, response: ok(A.PreferencesAnswer) },
  },
  course: {
    ...callRoutes.course,
    tags: ["course"],
    summary: "A course with the learner's progress and recommended tools",
    schema: { params: IdParams, querystring: Co.CourseQuery, response: ok(Co.CourseAnswer) },
  },
  joinCourse: {
    ...callRoutes.joinCourse,
    tags: ["course"],
    summary: "Join a course: starts progress at its first lesson",
    schema: { params: IdParams, response: ok(Co.ProgressAnswer) },
  },
  lesson: {
    ...callRoutes.lesson,
    tags: ["course"],
    summary: "Content of a lesson or one of its sub-lessons",
    schema: { params: Co.LessonParams, querystring: Co.SublessonQuery, response: ok(Co.LessonAnswer) },
  },
  updateProgress: {
    ...callRoutes.updateProgress,
    tags: ["course"],
    summary: "Complete a lesson or sub-lesson and move to the next",
    schema: { body: Co.UpdateProgressBody, response: ok(Co.ProgressAnswer) },
  },
  savePosition: {
    ...callRoutes.savePosition,
    tags: ["course"],
    summary:
      "Keep where the learner is in a course (lesson, sub-lesson, video time), so that another device resumes there",
    schema: { params: IdParams, body: Co.SavePositionBody, response: ok(Co.SavePositionAnswer) },
  },
  reviewCourse: {
    ...callRoutes.reviewCourse,
    tags: ["course"],
    summary: "Review a finished course (stars and an optional comment); a second review replaces the first",
    schema: { params: IdParams, body: Co.CourseReview, response: ok(Co.CourseReviewAnswer) },
  },
  markReviewOffered: {
    ...callRoutes.markReviewOffered,
    tags: ["course"],
    summary: "Remember with the account that the review of a finished course was offered (it opens by itself once)",
    schema: { params: IdParams, response: ok(Co.ReviewOfferedAnswer) },
  },
  updateQuizProgress: {
    ...callRoutes.updateQuizProgress,
    tags: ["course"],
    summary: "Check one quiz answer on the server",
    schema: { body: Co.QuizProgressBody, response: ok(Co.QuizProgressAnswer) },
  },
  updateInternalTestProgress: {
    ...callRoutes.updateInternalTestProgress,
    tags: ["course"],
    summary: "Check one internal-test answer on the server",
    schema: { body: Co.InternalTestProgressBody, response: ok(Co.InternalTestProgressAnswer) },
  },
  downloadResource: {
    ...callRoutes.downloadResource,
    tags: ["course"],
    summary: "Download one lesson resource",
    schema: { params: IdParams, response: ok(Binary) },
  },
  downloadResources: {
    ...callRoutes.downloadResources,
    tags: ["course"],
    summary: "Download every resource of a lesson (or sub-lesson) as a zip",
    schema: { params: Co.LessonParams, querystring: Co.SublessonQuery, response: ok(Binary) },
  },
  addPromptbookItem: {
    ...callRoutes.addPromptbookItem,
    tags: ["course"],
    summary: "Save a prompt to the learner's Promptbook",
    schema: { body: Co.PromptbookBody, response: ok(Co.PromptbookItemAnswer) },
  },
  promptbook: {
    ...callRoutes.promptbook,
    tags: ["course"],
    summary: "The learner's Promptbook, newest first",
    schema: { response: ok(Co.PromptbookListAnswer) },
  },
  deletePromptbookItem: {
    ...callRoutes.deletePromptbookItem,
    tags: ["course"],
    summary: "Delete a prompt from the learner's Promptbook; it can be brought back for a day",
    schema: { params: Pb.PromptbookItemParams, response: ok(Pb.PromptbookDeleteAnswer) },
  },
  restorePromptbookItem: {
    ...callRoutes.restorePromptbookItem,
    tags: ["course"],
    summary: "Bring back a prompt deleted from the Promptbook (undo), with its date and lesson",
    schema: { params: Pb.PromptbookItemParams, response: ok(Co.PromptbookItemAnswer) },
  },
  markTutorialSeen: {
    ...callRoutes.markTutorialSeen,
    tags: ["auth"],
    summary: "Remember with the account that the learner has seen the home tutorial",
    schema: { response: ok(Pb.TutorialSeenAnswer) },
  },
  generateCertificate: {
    ...callRoutes.generateCertificate,
    tags: ["course"],
    summary: "Certificate image (PNG) of a finished course whose closed test was passed",
    schema: { params: Co.CourseIdParams, response: ok(Binary) },
  },
  generateCertificatePdf: {
    ...callRoutes.generateCertificatePdf,
    tags: ["course"],
    summary:
      "Certificate as a PDF for printing (A4 landscape, the image's layout) of a course whose closed test was passed",
    schema: { params: Co.CourseIdParams, response: ok(Binary) },
  },
  finishWithoutCertificate: {
    ...callRoutes.finishWithoutCertificate,
    tags: ["course"],
    summary: "Finish a course whose closed test was passed, without a certificate",
    schema: { params: Co.CourseIdParams, response: ok(Co.ProgressAnswer) },
  },
  closedTest: {
    ...callRoutes.closedTest,
    tags: ["closed test"],
    summary: "The closed test of a course (id = course id), without its answers",
    schema: { params: IdParams, response: ok(Co.ClosedTest) },
  },
  checkClosedTest: {
    ...callRoutes.checkClosedTest,
    tags: ["closed test"],
    summary: "Check a closed test; retakes are unlimited; the answer key only with a passed check",
    schema: { params: IdParams, body: Co.ClosedTestCheckBody, response: ok(Co.ClosedTestCheckAnswer) },
  },
  exam: {
    ...callRoutes.exam,
    tags: ["final work"],
    summary: "The final work of a course (id = course id) with the learner's submissions",
    schema: { params: IdParams, response: ok(E.ExamAnswer) },
  },
  createExamSubmit: {
    ...callRoutes.createExamSubmit,
    tags: ["final work"],
    summary: "Submit the answer to a final-work task (multipart/form-data: files as parts, streamed)",
    schema: {
      body: E.CreateExamSubmitBody,
      response: { ...ok(E.ExamSubmitAnswer), 413: E.FileRefusedAnswer, 415: ErrorAnswer, 422: E.ExamSubmitAnswer },
    },
  },
  updateExamSubmit: {
    ...callRoutes.updateExamSubmit,
    tags: ["final work"],
    summary: "Replace a rejected submission (multipart/form-data, like the first answer)",
    schema: {
      params: E.SubmitIdParams,
      body: E.UpdateExamSubmitBody,
      response: { ...ok(E.ExamSubmitAnswer), 413: E.FileRefusedAnswer, 415: ErrorAnswer, 422: E.ExamSubmitAnswer },
    },
  },
  examDraft: {
    ...callRoutes.examDraft,
    tags: ["final work"],
    summary: "The learner's unsent answer to a final-work task (id = course id), saved from any device; null when none",
    schema: { params: Ed.ExamTaskParams, response: ok(Ed.ExamDraftAnswer) },
  },
  saveExamDraft: {
    ...callRoutes.saveExamDraft,
    tags: ["final work"],
    summary:
      "Keep the unsent answer to a task (text, link rows, file names; the files stay on the device), replacing the one kept; sending the answer deletes it",
    schema: {
      params: Ed.ExamTaskParams,
      body: Ed.ExamDraftContent,
      response: { ...ok(Ed.ExamDraftAnswer), 413: ErrorAnswer },
    },
  },
  deleteExamDraft: {
    ...callRoutes.deleteExamDraft,
    tags: ["final work"],
    summary: "Forget the unsent answer to a task (the learner discarded it)",
    schema: { params: Ed.ExamTaskParams, response: ok(SuccessAnswer) },
  },
  modules: {
    ...callRoutes.modules,
    tags: ["programs"],
    summary: "Programs, paged, sorted and filtered",
    schema: { querystring: C.ModulesQuery, response: ok(C.ModulesAnswer) },
  },
  module: {
    ...callRoutes.module,
    tags: ["programs"],
    summary: "A program (403 below its rank)",
    schema: { params: IdParams, response: ok(C.ModuleAnswer) },
  },
  moduleCourses: {
    ...callRoutes.moduleCourses,
    tags: ["programs"],
    summary: "Courses of a program (403 below its rank), 12 a page",
    schema: { params: IdParams, querystring: H.ModuleCoursesQuery, response: ok(H.ModuleCoursesAnswer) },
  },
  homepage: {
    ...callRoutes.homepage,
    tags: ["home"],
    summary: "The course to start with, the started courses and the next 12 not-started ones with their total",
    schema: { response: ok(H.HomepageAnswer) },
  },
  myLearning: {
    ...callRoutes.myLearning,
    tags: ["home"],
    summary: "The learner's joined courses: in progress, ready for the ending and completed, with certificates",
    schema: { response: ok(Ml.MyLearningAnswer) },
  },
  tools: {
    ...callRoutes.tools,
    tags: ["tools"],
    summary: "Tools, paged (9), sorted by name, filtered",
    schema: { querystring: C.ToolsQuery, response: ok(C.ToolsAnswer) },
  },
  tool: {
    ...callRoutes.tool,
    tags: ["tools"],
    summary: "One tool",
    schema: { params: C.ToolIdParams, response: ok(C.ToolAnswer) },
  },
  relatedTools: {
    ...callRoutes.relatedTools,
    tags: ["tools"],
    summary: "Tools sharing a category with this one",
    schema: { params: C.ToolIdParams, response: ok(C.RelatedToolsAnswer) },
  },
  visitTool: {
    ...callRoutes.visitTool,
    tags: ["tools"],
    summary:
      "Record that the learner opened a tool's page (the day's 'use a tool' streak task), answering the streak; " +
      "reading the tool changes nothing",
    schema: { params: C.ToolIdParams, response: ok(D.SessionStreakAnswer) },
  },
  addFavorite: {
    ...callRoutes.addFavorite,
    tags: ["tools"],
    summary: "Add a tool to the learner's favorites",
    schema: { params: C.ToolIdParams, response: ok(C.FavoriteAnswer) },
  },
  removeFavorite: {
    ...callRoutes.removeFavorite,
    tags: ["tools"],
    summary: "Remove a tool from the learner's favorites",
    schema: { params: C.ToolIdParams, response: ok(C.FavoriteAnswer) },
  },
  community: {
    ...callRoutes.community,
    tags: ["community"],
    summary: "Community cards, 9 a page",
    schema: { querystring: C.CommunityQuery, response: ok(C.CommunityAnswer) },
  },
  toolbar: {
    ...callRoutes.toolbar,
    tags: ["home"],
    summary: "Programs for the menu",
    schema: { response: ok(C.ToolbarAnswer) },
  },
  partners: {
    ...callRoutes.partners,
    tags: ["benefits"],
    summary: "Partners, paged (9), filtered by category and search",
    schema: { querystring: C.PartnersQuery, response: ok(C.PartnersAnswer) },
  },
  partner: {
    ...callRoutes.partner,
    tags: ["benefits"],
    summary: "One partner",
    schema: { params: IdParams, response: ok(C.PartnerAnswer) },
  },
  filters: {
    ...callRoutes.filters,
    tags: ["home"],
    summary: "Option lists of every filter panel",
    schema: { response: ok(C.FiltersAnswer) },
  },
  about: {
    ...callRoutes.about,
    tags: ["pages"],
    summary: "The about page",
    schema: { response: ok(C.AboutAnswer) },
  },
  onboarding: {
    ...callRoutes.onboarding,
    tags: ["onboarding"],
    summary: "Onboarding content",
    schema: { response: ok(C.OnboardingAnswer) },
  },
  completeOnboarding: {
    ...callRoutes.completeOnboarding,
    tags: ["onboarding"],
    summary: "Finish onboarding: rank stage 1 becomes 2",
    schema: { response: ok(A.LoginAnswer) },
  },
  notifications: {
    ...callRoutes.notifications,
    tags: ["drawers"],
    summary: "The learner's notifications, newest first",
    schema: { response: ok(D.NotificationsAnswer) },
  },
  readNotifications: {
    ...callRoutes.readNotifications,
    tags: ["drawers"],
    summary: "Mark every notification read",
    schema: { response: ok(D.NotificationsAnswer) },
  },
  rankStages: {
    ...callRoutes.rankStages,
    tags: ["drawers"],
    summary: "Rank stages and the learner's current one",
    schema: { response: ok(D.RankStagesAnswer) },
  },
  sessionStreak: {
    ...callRoutes.sessionStreak,
    tags: ["drawers"],
    summary: "Today's streak tasks and the streak length in days",
    schema: { response: ok(D.SessionStreakAnswer) },
  },
  studyTime: {
    ...callRoutes.studyTime,
    tags: ["drawers"],
    summary: "Report study time (seconds) for today's streak",
    schema: { body: D.StudyTimeBody, response: ok(D.SessionStreakAnswer) },
  },
  staffSubmissions: {
    ...callRoutes.staffSubmissions,
    tags: ["staff"],
    summary: "Final-work submissions to review (default: pending)",
    schema: { querystring: E.StaffSubmissionsQuery, response: ok(E.StaffSubmissionsAnswer) },
  },
  staffApprove: {
    ...callRoutes.staffApprove,
    tags: ["staff"],
    summary: "Approve a submission",
    schema: { params: IdParams, response: ok(E.StaffReviewAnswer) },
  },
  staffReject: {
    ...callRoutes.staffReject,
    tags: ["staff"],
    summary: "Reject a submission with feedback",
    schema: { params: IdParams, body: E.StaffRejectBody, response: ok(E.StaffReviewAnswer) },
  },
  reviewQueue: {
    ...callRoutes.reviewQueue,
    tags: ["staff"],
    summary:
      "The review queue: final works by status, program, course, task and learner, oldest sent first, a page at a time",
    schema: { querystring: R.ReviewQueueQuery, response: ok(R.ReviewQueueAnswer) },
  },
  reviewWork: {
    ...callRoutes.reviewWork,
    tags: ["staff"],
    summary:
      "A final work beside its task as sent, its history, its claim and its place in the queue of the given filters",
    schema: { params: IdParams, querystring: R.ReviewWorkQuery, response: ok(R.ReviewWorkAnswer) },
  },
  reviewFile: {
    ...callRoutes.reviewFile,
    tags: ["staff"],
    summary: "A file of a final work: images and PDFs to show in place, any other type as a download",
    schema: { params: Type.Object({ id: Id, fileId: Id }), response: ok(Binary) },
  },
  claimReview: {
    ...callRoutes.claimReview,
    tags: ["staff"],
    summary: `Hold a pending work for REVIEW_CLAIM_MINUTES (renewed by calling again); another reviewer's claim is a 409 unless takeOver`,
    schema: { params: IdParams, body: R.ReviewClaimBody, response: ok(R.ReviewClaimAnswer) },
  },
  releaseReview: {
    ...callRoutes.releaseReview,
    tags: ["staff"],
    summary: "Let go of one's claim on a work (leaving it undecided)",
    schema: { params: IdParams, response: ok(SuccessAnswer) },
  },
  decideReview: {
    ...callRoutes.decideReview,
    tags: ["staff"],
    summary:
      "Approve a work, or return it for correction with feedback; refused (409) when it changed since its version",
    schema: { params: IdParams, body: R.ReviewDecisionBody, response: ok(R.ReviewDecisionAnswer) },
  },
  staffHandoffLink: {
    ...callRoutes.staffHandoffLink,
    tags: ["staff"],
    summary: "A one-time hand-off link that signs a learner into the campus (15 minutes, works once)",
    schema: { body: A.HandoffLinkBody, response: ok(A.HandoffLinkAnswer) },
  },
  certificate: {
    ...callRoutes.certificate,
    tags: ["certificates"],
    summary: "A certificate's public record (anyone): its snapshot, status and signed Open Badges 3.0 credential",
    schema: { params: Ce.CertificateParams, response: ok(Ce.CertificateAnswer) },
  },
  revokeCertificate: {
    ...callRoutes.revokeCertificate,
    tags: ["staff"],
    summary: "Revoke a certificate with a reason; it stays verifiable as revoked",
    schema: { params: Ce.CertificateParams, body: Ce.RevokeCertificateBody, response: ok(Ce.CertificateAnswer) },
  },
  signInOptions: {
    ...callRoutes.signInOptions,
    tags: ["auth"],
    summary: "How the login page offers to sign in: the password form, and the identity provider by name",
    schema: { response: ok(A.SignInOptionsAnswer) },
  },
  ssoStart: {
    ...callRoutes.ssoStart,
    tags: ["auth"],
    summary: "Single sign-on: the browser goes to the identity provider (authorization code flow, PKCE, state, nonce)",
    schema: {
      querystring: A.SsoStartQuery,
      response: redirect("To the identity provider, or to /login?sso=unavailable when it does not answer"),
    },
  },
  ssoCallback: {
    ...callRoutes.ssoCallback,
    tags: ["auth"],
    summary:
      "The identity provider's answer: to the campus with its one-time code and state, or to /login?sso=<reason>",
    schema: {
      querystring: A.SsoCallbackQuery,
      response: redirect("To /?code=...&state=... signed in, or /login?sso=<reason> when refused"),
    },
  },
  requestPasswordReset: {
    ...callRoutes.requestPasswordReset,
    tags: ["auth"],
    summary: "Forgot password: mail a one-hour link to choose a new one (the same answer for an unknown email)",
    schema: { body: Ac.PasswordResetBody, response: ok(SuccessAnswer) },
  },
  passwordLink: {
    ...callRoutes.passwordLink,
    tags: ["auth"],
    summary: "What a one-time password link (invitation or reset) is for, while it can still be used",
    schema: { params: Ac.PasswordLinkParams, response: ok(Ac.PasswordLinkAnswer) },
  },
  setPassword: {
    ...callRoutes.setPassword,
    tags: ["auth"],
    summary: "Choose a password through a one-time link; signs in and ends the account's other sessions",
    schema: { body: Ac.SetPasswordBody, response: ok(A.LoginAnswer) },
  },
  organizations: {
    ...callRoutes.organizations,
    tags: ["staff"],
    summary: "The provider's organizations, with their access flags and number of accounts",
    schema: { response: ok(Ac.OrganizationsAnswer) },
  },
  createOrganization: {
    ...callRoutes.createOrganization,
    tags: ["staff"],
    summary: "Create an organization",
    schema: { body: Ac.OrganizationBody, response: ok(Ac.Organization) },
  },
  changeOrganization: {
    ...callRoutes.changeOrganization,
    tags: ["staff"],
    summary: "Rename an organization or change its flags (its learners get them on their next call)",
    schema: { params: IdParams, body: Ac.OrganizationChangeBody, response: ok(Ac.Organization) },
  },
  learners: {
    ...callRoutes.learners,
    tags: ["staff"],
    summary: "Accounts, by name or email, organization and status, a page at a time",
    schema: { querystring: Ac.LearnersQuery, response: ok(Ac.LearnersAnswer) },
  },
  inviteLearner: {
    ...callRoutes.inviteLearner,
    tags: ["staff"],
    summary: "Invite a learner: the account is made and an email brings a 7-day link to choose a password",
    schema: { body: Ac.InviteBody, response: ok(Ac.LearnerAccount) },
  },
  importLearners: {
    ...callRoutes.importLearners,
    tags: ["staff"],
    summary: "Import learners from CSV: a dry run first, then a report per row (created, updated, unchanged, refused)",
    schema: { body: Ac.LearnerImportBody, response: ok(Ac.LearnerImportAnswer) },
  },
  changeLearner: {
    ...callRoutes.changeLearner,
    tags: ["staff"],
    summary: "Change a learner's rank stage or organization",
    schema: { params: IdParams, body: Ac.LearnerChangeBody, response: ok(Ac.LearnerAccount) },
  },
  resendInvitation: {
    ...callRoutes.resendInvitation,
    tags: ["staff"],
    summary: "Send an invited learner a new invitation (the older link stops working)",
    schema: { params: IdParams, response: ok(Ac.LearnerAccount) },
  },
  deactivateLearner: {
    ...callRoutes.deactivateLearner,
    tags: ["staff"],
    summary: "Deactivate an account: its sessions end at once and it cannot sign in; its work is kept",
    schema: { params: IdParams, response: ok(Ac.LearnerAccount) },
  },
  reactivateLearner: {
    ...callRoutes.reactivateLearner,
    tags: ["staff"],
    summary: "Reactivate a deactivated account",
    schema: { params: IdParams, response: ok(Ac.LearnerAccount) },
  },
  exportLearner: {
    ...callRoutes.exportLearner,
    tags: ["staff"],
    summary: "Everything the campus holds about one account (GDPR articles 15 and 20), as a zip of JSON and files",
    schema: { params: IdParams, response: ok(Binary) },
  },
  eraseLearner: {
    ...callRoutes.eraseLearner,
    tags: ["staff"],
    summary: "Erase an account (GDPR article 17); its certificates stay verifiable, revoked without the holder's name",
    schema: { params: IdParams, body: Ac.EraseBody, response: ok(Ac.EraseAnswer) },
  },
  auditLog: {
    ...callRoutes.auditLog,
    tags: ["staff"],
    summary: "What staff did, newest first (optionally about one account)",
    schema: { querystring: Ac.AuditQuery, response: ok(Ac.AuditAnswer) },
  },
});
export type CallName = keyof typeof calls;

type SchemaOf<N extends CallName> = (typeof calls)[N]["schema"];
type StaticOr<T, Fallback = undefined> = T extends TSchema ? Static<T> : Fallback;
/** The success answer of a call, e.g. `AnswerOf<"homepage">`. */
export type AnswerOf<N extends CallName> = StaticOr<SchemaOf<N>["response"] extends { 200: infer A } ? A : undefined>;
/** The JSON body of a call (undefined when it takes none). */
export type BodyOf<N extends CallName> = StaticOr<SchemaOf<N> extends { body: infer B } ? B : undefined>;
/** The query parameters of a call. */
export type QueryOf<N extends CallName> = StaticOr<SchemaOf<N> extends { querystring: infer Q } ? Q : undefined>;
/** The path parameters of a call. */
export type ParamsOf<N extends CallName> = StaticOr<SchemaOf<N> extends { params: infer P } ? P : undefined>;
