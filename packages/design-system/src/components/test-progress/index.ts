export { TestProgress, type TestProgressProps } from "./test-progress";
