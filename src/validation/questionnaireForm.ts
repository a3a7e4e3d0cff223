import * as z from 'zod/mini';
import { productTrainings, questionnaireLimits, trainingMethods, trainingTypes, type QuestionKind } from '../contract/questionnaireTerms';
import type { ValidationMessageKey } from './messages';
import { email, requiredText, text } from './rules';

const key = (k: ValidationMessageKey) => ({ error: k });
const short = (requiredKey: ValidationMessageKey) => requiredText(requiredKey).check(z.maxLength(questionnaireLimits.shortTextMax, key('textTooLong')));
const { min, max } = questionnaireLimits.cellPhoneDigits;

/** Spec 5: cell phone required, numbers only. */
export const cellPhone = requiredText('cellPhoneRequired').check(
  z.regex(/^\d+$/, key('cellPhoneDigits')),
  z.minLength(min, key('cellPhoneLength')),
  z.maxLength(max, key('cellPhoneLength')),
);

/**
 * The attendee's part of the training questionnaire (spec 3 and 5), in the order the form shows it:
 * type of training, company name, name, position, cell phone, e-mail, product training, training method.
 */
export const attendeeForm = z.object({
  trainingType: z.enum(trainingTypes, key('trainingTypeRequired')),
  companyName: short('companyNameRequired'),
  name: short('nameRequired'),
  position: short('positionRequired'),
  cellPhone,
  email,
  productTraining: z.enum(productTrainings, key('productTrainingRequired')),
  trainingMethod: z.enum(trainingMethods, key('trainingMethodRequired')),
});
export type AttendeeForm = z.infer<typeof attendeeForm>;
export const attendeeFields = ['trainingType', 'companyName', 'name', 'position', 'cellPhone', 'email', 'productTraining', 'trainingMethod'] as const;
export type AttendeeField = (typeof attendeeFields)[number];

/** One answer: chosen option ids (single/multiple choice), typed text (fill-in, text) or stars (rating). */
export const questionAnswer = z.object({
  questionId: text().check(z.minLength(1), z.maxLength(64)),
  optionIds: z.optional(z.array(text().check(z.maxLength(64))).check(z.maxLength(questionnaireLimits.optionsMax))),
  text: z.optional(text().check(z.maxLength(questionnaireLimits.longTextMax, key('textTooLong')))),
  rating: z.optional(z.int().check(z.gte(0), z.lte(questionnaireLimits.ratingMax))),
});
export type QuestionAnswer = z.infer<typeof questionAnswer>;

export const questionAnswers = z.array(questionAnswer).check(z.maxLength(questionnaireLimits.questionsMax));

/** What the answer rules need to know of a question. */
export type AnswerRuleQuestion = { questionId: string; kind: QuestionKind; required: boolean; optionIds: readonly string[] };

export type AnswerIssue = {
  questionId: string;
  /** 1-based position of the question in the questionnaire (spec 5: 'Please fill in question {index}'). */
  index: number;
  key: Extract<ValidationMessageKey, 'questionRequired' | 'answerNotAnOption' | 'oneOptionOnly' | 'textTooLong'>;
};

const isBlank = (answer: QuestionAnswer | undefined, kind: QuestionKind): boolean => {
  if (!answer) return true;
  switch (kind) {
    case 'singleChoice':
    case 'multipleChoice':
      return (answer.optionIds ?? []).length === 0;
    case 'fillIn':
    case 'text':
      return (answer.text ?? '').trim() === '';
    case 'rating':
      return !answer.rating;
  }
};

/**
 * The rules of the questionnaire's own questions, in question order: every required question answered
 * ('The question is required.'), choices among the question's options, one option for a single choice,
 * a fill-in answer as short as a field. The browser shows them; the server decides with the same function.
 */
export const answerIssues = (questions: readonly AnswerRuleQuestion[], answers: readonly QuestionAnswer[]): AnswerIssue[] => {
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer]));
  const issues: AnswerIssue[] = [];
  questions.forEach((question, position) => {
    const index = position + 1;
    const answer = byQuestion.get(question.questionId);
    if (isBlank(answer, question.kind)) {
      if (question.required) issues.push({ questionId: question.questionId, index, key: 'questionRequired' });
      return;
    }
    const chosen = answer?.optionIds ?? [];
    if ((question.kind === 'singleChoice' || question.kind === 'multipleChoice') && chosen.some((id) => !question.optionIds.includes(id)))
      issues.push({ questionId: question.questionId, index, key: 'answerNotAnOption' });
    else if (question.kind === 'singleChoice' && chosen.length > 1) issues.push({ questionId: question.questionId, index, key: 'oneOptionOnly' });
    else if (question.kind === 'fillIn' && (answer?.text ?? '').trim().length > questionnaireLimits.shortTextMax)
      issues.push({ questionId: question.questionId, index, key: 'textTooLong' });
  });
  return issues;
};

/** The form field an answer's message belongs to, e.g. `answers.<questionId>`. */
export const answerField = (questionId: string): string => `answers.${questionId}`;
