export {
  type AccessGroup,
  type CampusLevels,
  type CampusPages,
  campusTree,
  type Level,
  type PageRoute,
  publicPages,
  shellPages,
  signedOutPages,
} from "./campus-routes";
