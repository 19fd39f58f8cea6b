export * from "./auth.js";
export * from "./calls.js";
export * from "./catalog.js";
export * from "./common.js";
export * from "./course.js";
export * from "./drawers.js";
export * from "./exam.js";
export * from "./home.js";
