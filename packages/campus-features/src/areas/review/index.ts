export { LearnersPage } from "./learners/learners-page";
export { ReviewQueuePage } from "./review-queue-page";
export { ReviewWorkPage } from "./review-work-page";
