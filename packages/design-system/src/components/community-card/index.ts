export { CommunityCard, type CommunityCardProps } from "./community-card";
