import type { CallRoute } from "./routes.js";

/**
 * The calls only staff make (review, certificates, organizations, accounts). Apart from the learner's, so that the
 * campus's client, which routes the learner's calls by `learnerCallRoutes`, ships none of these addresses; a module of
 * its own, so that the staff console's chunk alone carries them (a bundler places a module in one chunk).
 */
export const staffCallRoutes = {
  staffSubmissions: { method: "GET", url: "/staff/submissions", access: "staff" },
  staffApprove: { method: "POST", url: "/staff/submissions/:id/approve", access: "staff" },
  staffReject: { method: "POST", url: "/staff/submissions/:id/reject", access: "staff" },
  reviewQueue: { method: "GET", url: "/staff/reviews", access: "staff" },
  reviewWork: { method: "GET", url: "/staff/reviews/:id", access: "staff" },
  reviewFile: {
    method: "GET",
    url: "/staff/reviews/:id/files/:fileId",
    access: "staff",
    binary: "application/octet-stream",
  },
  claimReview: { method: "POST", url: "/staff/reviews/:id/claim", access: "staff" },
  releaseReview: { method: "DELETE", url: "/staff/reviews/:id/claim", access: "staff" },
  decideReview: { method: "POST", url: "/staff/reviews/:id/decision", access: "staff" },
  staffHandoffLink: { method: "POST", url: "/staff/handoff-links", access: "staff" },
  revokeCertificate: { method: "POST", url: "/staff/certificates/:id/revoke", access: "staff" },
  organizations: { method: "GET", url: "/staff/organizations", access: "staff" },
  createOrganization: { method: "POST", url: "/staff/organizations", access: "staff" },
  changeOrganization: { method: "PUT", url: "/staff/organizations/:id", access: "staff" },
  learners: { method: "GET", url: "/staff/learners", access: "staff" },
  inviteLearner: { method: "POST", url: "/staff/learners", access: "staff" },
  importLearners: { method: "POST", url: "/staff/learners/import", access: "staff" },
  changeLearner: { method: "PUT", url: "/staff/learners/:id", access: "staff" },
  resendInvitation: { method: "POST", url: "/staff/learners/:id/invitation", access: "staff" },
  deactivateLearner: { method: "POST", url: "/staff/learners/:id/deactivate", access: "staff" },
  reactivateLearner: { method: "POST", url: "/staff/learners/:id/reactivate", access: "staff" },
  auditLog: { method: "GET", url: "/staff/audit", access: "staff" },
  exportLearner: {
    method: "GET",
    url: "/staff/learners/:id/export",
    access: "staff",
    binary: "application/zip",
  },
  eraseLearner: { method: "POST", url: "/staff/learners/:id/erase", access: "staff" },
} as const satisfies Record<string, CallRoute>;
