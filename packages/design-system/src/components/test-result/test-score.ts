/** The share of right answers in whole percent, 0 for a test without questions. */
export function testPercentage(correctCount: number, total: number): number {
  return total > 0 ? Math.round((correctCount / total) * 100) : 0;
}

/**
 * Whether the test is passed: at least `percentageToPass` percent right. Compared before rounding,
 * so 69.5% does not pass a 70% threshold.
 */
export function isTestPassed(correctCount: number, total: number, percentageToPass: number): boolean {
  return total > 0 && (correctCount / total) * 100 >= percentageToPass;
}
