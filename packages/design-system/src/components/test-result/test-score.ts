/** The share of right answers in whole percent, 0 for a test without questions. */
export function testPercentage(correctCount: number, total: number): number {
  return total > 0 ? Math.round((correctCount / total) * 100) : 0;
}

/**
 * Whether the test is passed: at least `percentageToPass` percent right. The exact fraction is compared, in whole
 * numbers: rounding would let 2 of 3 (66.7%) pass a 67% threshold, and a float division would fail 29 of 50
 * against 58% (29 / 50 * 100 is 57.99999999999999).
 */
export function isTestPassed(correctCount: number, total: number, percentageToPass: number): boolean {
  return total > 0 && correctCount * 100 >= percentageToPass * total;
}
