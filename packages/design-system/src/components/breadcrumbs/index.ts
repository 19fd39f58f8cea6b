export { type BreadcrumbItem, Breadcrumbs, type BreadcrumbsProps } from "./breadcrumbs";
