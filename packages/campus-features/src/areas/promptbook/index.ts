export { PromptbookPage } from "./promptbook-page";
