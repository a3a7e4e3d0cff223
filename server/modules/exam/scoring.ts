import type { AttemptAnswers, AttemptLayout, AttemptResults } from '../../db/courseSchema';

/** A question is right when the chosen set equals the right set: for multiple answer, all and only the right ones. */
export const isRightAnswer = (chosen: readonly string[], right: ReadonlySet<string>): boolean =>
  chosen.length === right.size && new Set(chosen).size === right.size && chosen.every((optionId) => right.has(optionId));

export type Score = { correctCount: number; results: AttemptResults };

/** Scores every question of the attempt; an unanswered question is wrong. */
export const scoreAttempt = (layout: AttemptLayout, answers: AttemptAnswers, rightOptions: ReadonlyMap<string, ReadonlySet<string>>): Score => {
  const results: AttemptResults = {};
  let correctCount = 0;
  for (const { questionId } of layout) {
    const right = isRightAnswer(answers[questionId] ?? [], rightOptions.get(questionId) ?? new Set());
    results[questionId] = right ? 'right' : 'wrong';
    if (right) correctCount += 1;
  }
  return { correctCount, results };
};
