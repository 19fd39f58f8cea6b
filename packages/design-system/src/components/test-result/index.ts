export { TestResult, type TestResultProps } from "./test-result";
export { isTestPassed, testPercentage } from "./test-score";
