export { PartnerCard, type PartnerCardProps } from "./partner-card";
