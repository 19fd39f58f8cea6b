/** Who may make a call: anyone, a signed-in user, or staff. */
export type Access = "public" | "user" | "staff";

export interface CallRoute {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Under `/api`, with `:name` path parameters. */
  url: string;
  access: Access;
  /** The answer is a file of this type (image, zip...), not JSON. */
  binary?: string;
  /** The body is multipart/form-data (files travel as parts), not JSON. */
  multipart?: true;
}

/**
 * Where each call of the contract lives: its method, path, access and whether it answers a file. The
 * one place a URL is written; `calls` adds the schemas. Kept apart from them so the campus client
 * routes calls without shipping the schema library to the browser. These are the calls anyone or a
 * signed-in learner makes; `staffCallRoutes` (staff-routes.ts) the staff's, and `callRoutes` (all-routes.ts) both.
 */
export const learnerCallRoutes = {
  authorize: { method: "POST", url: "/auth/authorize", access: "public" },
  exchangeCode: { method: "POST", url: "/auth/exchange-code", access: "public" },
  urlLogin: { method: "POST", url: "/auth/url-login", access: "public" },
  refreshToken: { method: "POST", url: "/auth/refresh-token", access: "public" },
  destroyToken: { method: "POST", url: "/auth/destroy-token", access: "public" },
  getUserData: { method: "GET", url: "/auth/get-user-data", access: "user" },
  savePreferences: { method: "PUT", url: "/auth/preferences", access: "user" },
  course: { method: "GET", url: "/course/:id", access: "user" },
  joinCourse: { method: "POST", url: "/course/join/:id", access: "user" },
  lesson: { method: "GET", url: "/course/lesson/:lessonId", access: "user" },
  updateProgress: { method: "POST", url: "/course/update-progress", access: "user" },
  savePosition: { method: "PUT", url: "/course/position/:id", access: "user" },
  reviewCourse: { method: "PUT", url: "/course/review/:id", access: "user" },
  markReviewOffered: { method: "PUT", url: "/course/review-offered/:id", access: "user" },
  updateQuizProgress: { method: "POST", url: "/course/update-quiz-progress", access: "user" },
  updateInternalTestProgress: { method: "POST", url: "/course/update-internal-test-progress", access: "user" },
  downloadResource: {
    method: "GET",
    url: "/course/download-resource/:id",
    access: "user",
    binary: "application/octet-stream",
  },
  downloadResources: {
    method: "GET",
    url: "/course/download-resources/:lessonId",
    access: "user",
    binary: "application/zip",
  },
  addPromptbookItem: { method: "POST", url: "/course/add-promptbook-item", access: "user" },
  promptbook: { method: "GET", url: "/course/promptbook", access: "user" },
  deletePromptbookItem: { method: "DELETE", url: "/course/promptbook/:id", access: "user" },
  restorePromptbookItem: { method: "POST", url: "/course/promptbook/:id/restore", access: "user" },
  markTutorialSeen: { method: "PUT", url: "/auth/tutorial-seen", access: "user" },
  generateCertificate: {
    method: "POST",
    url: "/course/generate-certificate/:courseId",
    access: "user",
    binary: "image/png",
  },
  generateCertificatePdf: {
    method: "POST",
    url: "/course/generate-certificate-pdf/:courseId",
    access: "user",
    binary: "application/pdf",
  },
  finishWithoutCertificate: { method: "POST", url: "/course/finish-without-certificate/:courseId", access: "user" },
  closedTest: { method: "GET", url: "/closed-test/:id", access: "user" },
  checkClosedTest: { method: "POST", url: "/closed-test/check/:id", access: "user" },
  exam: { method: "GET", url: "/course-exams/:id", access: "user" },
  createExamSubmit: { method: "POST", url: "/course-exams/create-exam-submit", access: "user", multipart: true },
  updateExamSubmit: {
    method: "PUT",
    url: "/course-exams/update-exam-submit/:submitId",
    access: "user",
    multipart: true,
  },
  examDraft: { method: "GET", url: "/course-exams/:id/tasks/:taskId/draft", access: "user" },
  saveExamDraft: { method: "PUT", url: "/course-exams/:id/tasks/:taskId/draft", access: "user" },
  deleteExamDraft: { method: "DELETE", url: "/course-exams/:id/tasks/:taskId/draft", access: "user" },
  modules: { method: "GET", url: "/modules", access: "user" },
  module: { method: "GET", url: "/modules/:id", access: "user" },
  moduleCourses: { method: "GET", url: "/modules/:id/courses", access: "user" },
  homepage: { method: "GET", url: "/homepage-data", access: "user" },
  myLearning: { method: "GET", url: "/my-learning", access: "user" },
  tools: { method: "GET", url: "/tools", access: "user" },
  tool: { method: "GET", url: "/tools/:id", access: "user" },
  relatedTools: { method: "GET", url: "/tools/:id/related", access: "user" },
  visitTool: { method: "POST", url: "/tools/:id/visit", access: "user" },
  addFavorite: { method: "POST", url: "/tools/add-to-favorites/:id", access: "user" },
  removeFavorite: { method: "POST", url: "/tools/remove-from-favorites/:id", access: "user" },
  community: { method: "GET", url: "/community", access: "user" },
  toolbar: { method: "GET", url: "/toolbar", access: "user" },
  partners: { method: "GET", url: "/partners", access: "user" },
  partner: { method: "GET", url: "/partners/:id", access: "user" },
  filters: { method: "GET", url: "/filters", access: "user" },
  about: { method: "GET", url: "/pages/about-campus", access: "user" },
  onboarding: { method: "GET", url: "/onboarding/get-onboarding-data", access: "user" },
  completeOnboarding: { method: "POST", url: "/onboarding/complete-onboarding", access: "user" },
  notifications: { method: "GET", url: "/notifications", access: "user" },
  readNotifications: { method: "POST", url: "/notifications/read-all", access: "user" },
  rankStages: { method: "GET", url: "/rank-stages", access: "user" },
  sessionStreak: { method: "GET", url: "/session-streak", access: "user" },
  studyTime: { method: "POST", url: "/session-streak/study-time", access: "user" },
  certificate: { method: "GET", url: "/certificates/:id", access: "public" },
  signInOptions: { method: "GET", url: "/auth/sign-in-options", access: "public" },
  ssoStart: { method: "GET", url: "/auth/sso/start", access: "public" },
  ssoCallback: { method: "GET", url: "/auth/sso/callback", access: "public" },
  requestPasswordReset: { method: "POST", url: "/auth/password-reset", access: "public" },
  passwordLink: { method: "GET", url: "/auth/password-link/:token", access: "public" },
  setPassword: { method: "POST", url: "/auth/set-password", access: "public" },
} as const satisfies Record<string, CallRoute>;

/** The route of a learner's call, or undefined for a staff call (which the campus's client never makes). */
export const learnerCallRoute = (name: string): CallRoute | undefined =>
  (learnerCallRoutes as Record<string, CallRoute>)[name];
