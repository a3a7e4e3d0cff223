import type { SubmissionFilter } from '../../src/contract/questionnaire';
import { trainingTypes } from '../../src/contract/questionnaireTerms';
import { dayText, oneOf, type ListQuery, type ListQueryField } from '../../src/ui/listAddress';

/** An id as the address carries it: any short text (an unknown one shows no answers). */
const idText: ListQueryField = { fallback: '', valid: (value) => value.length <= 64 };

/**
 * The questionnaire whose answers are shown and their filters, as the page's address keeps them
 * (`?questionnaire=<id>&from=2031-03-01&to=2031-03-31&instructor=<id>&type=sales`).
 */
export const questionnaireListFields = {
  questionnaire: idText,
  from: dayText,
  to: dayText,
  instructor: idText,
  type: { fallback: '', valid: oneOf(trainingTypes) },
};

export type QuestionnaireQuery = ListQuery<typeof questionnaireListFields>;

/** The answers' filter the address names, as the server takes it: empty fields and an instructor not in `instructorIds` (a stale link) left out. */
export const submissionFilterOf = (query: QuestionnaireQuery, instructorIds: readonly string[]): SubmissionFilter => ({
  questionnaireId: query.questionnaire,
  ...(query.from ? { from: query.from } : {}),
  ...(query.to ? { to: query.to } : {}),
  ...(query.instructor && instructorIds.includes(query.instructor) ? { instructorId: query.instructor } : {}),
  ...(query.type ? { trainingType: query.type as SubmissionFilter['trainingType'] } : {}),
});
