import { questionnaireLimits, type QuestionKind } from '../../../src/contract/questionnaireTerms';
import type { QuestionOption, StoredAnswers } from '../../db/questionnaireSchema';

/** What scoring needs of a question. */
export type ScoredQuestion = { id: string; kind: QuestionKind; weight: number; options: readonly QuestionOption[] };
type StoredAnswer = StoredAnswers[string];

const roundToTenth = (value: number): number => Math.round(value * 10) / 10;

/**
 * How well one answer did, 0 to 1; undefined when the question scores nothing or was left empty.
 * Rating: stars out of the maximum; single choice: the option's points out of the best option's;
 * multiple choice: the chosen points out of all points (never above 1). Typed answers score nothing.
 */
export const answerFraction = (question: ScoredQuestion, answer: StoredAnswer | undefined): number | undefined => {
  if (!answer) return undefined;
  if (question.kind === 'rating') return answer.rating ? Math.min(answer.rating, questionnaireLimits.ratingMax) / questionnaireLimits.ratingMax : undefined;
  if (question.kind !== 'singleChoice' && question.kind !== 'multipleChoice') return undefined;
  const chosen = answer.optionIds ?? [];
  if (chosen.length === 0) return undefined;
  const points = question.options.map((option) => option.points);
  const chosenPoints = question.options.filter((option) => chosen.includes(option.id)).reduce((sum, option) => sum + option.points, 0);
  const best = question.kind === 'singleChoice' ? Math.max(0, ...points) : points.reduce((sum, value) => sum + value, 0);
  if (best <= 0) return undefined;
  return Math.min(1, chosenPoints / best);
};

/**
 * A submission's score, 0 to 100 with one decimal: the weighted mean of the answered questions that
 * score (weight above 0); null when none does.
 */
export const submissionScore = (questions: readonly ScoredQuestion[], answers: StoredAnswers): number | null => {
  let weighted = 0;
  let weights = 0;
  for (const question of questions) {
    if (question.weight <= 0) continue;
    const fraction = answerFraction(question, answers[question.id]);
    if (fraction === undefined) continue;
    weighted += question.weight * fraction;
    weights += question.weight;
  }
  return weights === 0 ? null : roundToTenth((100 * weighted) / weights);
};

/** The satisfaction rating: mean stars of every rating answer (1 to 5, one decimal); null without any. */
export const satisfactionRating = (questions: readonly ScoredQuestion[], submissions: readonly StoredAnswers[]): number | null => {
  const stars = submissions.flatMap((answers) =>
    questions.filter((question) => question.kind === 'rating').flatMap((question) => (answers[question.id]?.rating ? [answers[question.id]!.rating!] : [])),
  );
  return stars.length === 0 ? null : roundToTenth(stars.reduce((sum, value) => sum + value, 0) / stars.length);
};

/** A questionnaire's score: the mean of its submissions' scores (one decimal); null when none scored. */
export const questionnaireScore = (scores: readonly (number | null)[]): number | null => {
  const scored = scores.filter((score): score is number => score !== null);
  return scored.length === 0 ? null : roundToTenth(scored.reduce((sum, value) => sum + value, 0) / scored.length);
};

/** An answer as text for the provider's view and the CSV: option labels, typed text, stars as `4/5`. */
export const answerText = (question: Pick<ScoredQuestion, 'kind' | 'options'>, answer: StoredAnswer | undefined): string => {
  if (!answer) return '';
  if (question.kind === 'rating') return answer.rating ? `${answer.rating}/${questionnaireLimits.ratingMax}` : '';
  if (question.kind === 'fillIn' || question.kind === 'text') return answer.text ?? '';
  const chosen = answer.optionIds ?? [];
  return question.options
    .filter((option) => chosen.includes(option.id))
    .map((option) => option.label)
    .join('; ');
};
