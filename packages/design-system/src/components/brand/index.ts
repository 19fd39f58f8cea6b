export { CampusLogo } from "./campus-logo";
export { FlagEn, FlagPl } from "./flags";
