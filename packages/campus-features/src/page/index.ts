export { pageColumn } from "./page-column";
export { PageHeader } from "./page-header";
