export { cleanSearch, ListSearch, SEARCH_MAX_LENGTH } from "./list-search";
