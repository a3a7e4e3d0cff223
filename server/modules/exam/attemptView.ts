import type { AnswerReview, Attempt, AttemptGrade } from '../../../src/contract/course';
import type { Language } from '../../../src/contract/languages';
import type { AttemptRow, ExamRow } from '../../db/courseSchema';
import { localize } from '../course';
import type { QuestionContent } from './examRepository';

const options = (layoutOptionIds: string[], content: QuestionContent | undefined, lang: Language) => {
  const texts = new Map(content?.options.map((option) => [option.optionId, option.text]));
  return layoutOptionIds.map((optionId) => {
    const text = texts.get(optionId);
    return { optionId, text: text ? localize(text, lang) : '' };
  });
};

/** The attempt as the learner takes it: the drawn order, the answers so far, nothing about which option is right. */
export const toAttempt = (attempt: AttemptRow, content: Map<string, QuestionContent>, lang: Language): Attempt => ({
  attemptId: attempt.id,
  examId: attempt.exam_id,
  startTime: attempt.started_at.toISOString(),
  questions: attempt.layout.map((question) => {
    const text = content.get(question.questionId)?.text;
    return {
      questionId: question.questionId,
      kind: question.kind,
      text: text ? localize(text, lang) : '',
      options: options(question.optionIds, content.get(question.questionId), lang),
      chosenOptionIds: attempt.answers[question.questionId] ?? [],
    };
  }),
});

export type GradeContext = { attemptsUsed: number; certificateId: string | null };

/** The grade of a graded attempt, or the saved state of one in progress (score fields null). */
export const toAttemptGrade = (attempt: AttemptRow, exam: ExamRow, context: GradeContext): AttemptGrade => {
  const graded = attempt.status === 'graded' && attempt.completed_at !== null;
  return {
    attemptId: attempt.id,
    examId: attempt.exam_id,
    passed: graded ? attempt.passed : null,
    correctPercent: graded ? attempt.correct_percent : null,
    correctCount: graded ? attempt.correct_count : null,
    questionCount: attempt.question_count,
    attemptsUsed: context.attemptsUsed,
    attemptsAllowed: exam.attempts_allowed,
    startTime: attempt.started_at.toISOString(),
    completionTime: graded ? (attempt.completed_at?.toISOString() ?? null) : null,
    timeTakenSeconds: graded && attempt.completed_at ? timeTakenSeconds(attempt.started_at, attempt.completed_at) : null,
    certificateId: context.certificateId,
  };
};

export const timeTakenSeconds = (startedAt: Date, completedAt: Date): number => Math.max(0, Math.floor((completedAt.getTime() - startedAt.getTime()) / 1000));

/** After grading: per question right or wrong and what was chosen, never which options are right. */
export const toAnswerReviews = (attempt: AttemptRow, content: Map<string, QuestionContent>, lang: Language): AnswerReview[] =>
  attempt.layout.map((question) => {
    const text = content.get(question.questionId)?.text;
    return {
      questionId: question.questionId,
      text: text ? localize(text, lang) : '',
      options: options(question.optionIds, content.get(question.questionId), lang),
      chosenOptionIds: attempt.answers[question.questionId] ?? [],
      result: attempt.results?.[question.questionId] ?? 'wrong',
    };
  });
