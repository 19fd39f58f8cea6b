export { AccessLabel, type AccessLabelProps, type AccessStatus } from "./access-label";
