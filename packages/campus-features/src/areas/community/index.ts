export { CommunityPage } from "./community-page";
