export * from "./i18n";
