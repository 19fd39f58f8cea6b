export { detectLinkProvider, type LinkProvider, linkProviderNames } from "./detect-link-provider";
export { LinkListField, type LinkListFieldProps, type LinkListItem } from "./link-list-field";
