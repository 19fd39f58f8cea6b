export { ProgramCard, type ProgramCardProps } from "./program-card";
