export { type SubmissionState, SubmissionStatus, type SubmissionStatusProps } from "./submission-status";
