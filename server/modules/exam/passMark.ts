/** Share of right answers shown to the learner: rounded down, so a failing score never reads as the pass mark. */
export const correctPercent = (correctCount: number, questionCount: number): number =>
  questionCount === 0 ? 0 : Math.floor((100 * correctCount) / questionCount);

/** Passed when right / count >= passPercent / 100, compared exactly in integers (no rounding). */
export const hasPassed = (correctCount: number, questionCount: number, passPercent: number): boolean =>
  questionCount > 0 && 100 * correctCount >= passPercent * questionCount;
