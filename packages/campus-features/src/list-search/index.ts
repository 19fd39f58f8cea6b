export { ListPagination, type ListPaginationTexts } from "./list-pagination";
export { cleanSearch, ListSearch, SEARCH_MAX_LENGTH } from "./list-search";
export { useListPages } from "./use-list-pages";
