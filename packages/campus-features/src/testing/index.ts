export { CampusStory, type CampusStoryProps, storyNow } from "./campus-story";
export * as certificateFixtures from "./certificate-fixtures";
export { certificateHandlers } from "./certificate-handlers";
export { closedTestHandlers } from "./closed-test-handlers";
export * as fixtures from "./fixtures";
export {
  answer,
  type CampusHandlersOptions,
  callLog,
  callPath,
  campusHandlers,
  expiredOnce,
  failure,
  lessonsLeftRefusal,
  outage,
  pending,
  refusalWith,
  translated,
} from "./handlers";
export * as learnersFixtures from "./learners-fixtures";
export { learnersHandlers } from "./learners-handlers";
export { pageA11yRules, pageParameters, renderCampus } from "./page-story";
export * as reviewFixtures from "./review-fixtures";
export { type ReviewHandlersOptions, reviewConflict, reviewHandlers } from "./review-handlers";
export { signedInSession } from "./signed-in-session";
export { storyRoutes } from "./story-routes";
export * as toolFixtures from "./tools-fixtures";
export { toolsHandlers } from "./tools-handlers";
