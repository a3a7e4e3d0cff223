import type { AttemptAnswers, AttemptLayout } from '../../db/courseSchema';
import { BusinessError } from '../../lib/businessError';

export type AnswerInput = { questionId: string; optionIds: string[] };

// A kept attempt's layout is the same object at every save (keptSaves.ts): its questions are indexed once.
const layoutIndexes = new WeakMap<AttemptLayout, ReadonlyMap<string, AttemptLayout[number]>>();
const questionsOf = (layout: AttemptLayout): ReadonlyMap<string, AttemptLayout[number]> => {
  let questions = layoutIndexes.get(layout);
  if (!questions) {
    questions = new Map(layout.map((question) => [question.questionId, question]));
    layoutIndexes.set(layout, questions);
  }
  return questions;
};

/** Only the attempt's own question and option ids, duplicates dropped, one option for single and true/false. */
export const checkedAnswers = (layout: AttemptLayout, input: AnswerInput[]): AttemptAnswers => {
  const questions = questionsOf(layout);
  const answers: AttemptAnswers = {};
  for (const answer of input) {
    const question = questions.get(answer.questionId);
    if (!question) throw new BusinessError('invalidInput', { messageKey: 'answerNotInAttempt' });
    const optionIds = [...new Set(answer.optionIds)];
    if (optionIds.some((optionId) => !question.optionIds.includes(optionId))) throw new BusinessError('invalidInput', { messageKey: 'answerNotInAttempt' });
    if (question.kind !== 'multiple' && optionIds.length > 1) throw new BusinessError('invalidInput', { messageKey: 'oneAnswerOnly' });
    answers[answer.questionId] = optionIds;
  }
  return answers;
};

/** `checkedAnswers`, or undefined where it refuses them: for a caller not yet known to own the attempt, who is not told why. */
export const answersIn = (layout: AttemptLayout, input: AnswerInput[]): AttemptAnswers | undefined => {
  try {
    return checkedAnswers(layout, input);
  } catch (error) {
    if (error instanceof BusinessError) return undefined;
    throw error;
  }
};
