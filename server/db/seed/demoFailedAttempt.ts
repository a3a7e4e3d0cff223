import { randomUUID } from 'node:crypto';
import type { AttemptLayout, AttemptResults, ExamRow, LessonRow } from '../courseSchema';
import type { Db } from '../transaction';
import { watchedLessonRow } from './watchedLesson';

const hour = 3_600_000;

/**
 * The users console's demo (issue 13): a technician watched the next lesson and failed its test once,
 * every answer wrong, so the console shows one attempt to reset.
 */
export async function seedFailedLessonAttempt(tx: Db, userId: string, lesson: LessonRow, test: ExamRow, at: Date): Promise<void> {
  await tx.insertInto('lesson_progress').values(watchedLessonRow(userId, lesson, at)).execute();
  const questions = await tx.selectFrom('questions').select(['id', 'kind']).where('exam_id', '=', test.id).orderBy('position').limit(test.question_count).execute();
  const options = questions.length === 0 ? [] : await tx.selectFrom('question_options').select(['id', 'question_id', 'is_right']).where('question_id', 'in', questions.map((question) => question.id)).orderBy('position').execute();
  const layout: AttemptLayout = questions.map((question) => ({ questionId: question.id, kind: question.kind, optionIds: options.filter((option) => option.question_id === question.id).map((option) => option.id) }));
  const answers = Object.fromEntries(questions.map((question) => [question.id, options.filter((option) => option.question_id === question.id && !option.is_right).slice(0, 1).map((option) => option.id)]));
  const results: AttemptResults = Object.fromEntries(questions.map((question) => [question.id, 'wrong' as const]));
  await tx
    .insertInto('exam_attempts')
    .values({
      id: randomUUID(),
      exam_id: test.id,
      user_id: userId,
      cycle: 1,
      attempt_number: 1,
      status: 'graded',
      layout: JSON.stringify(layout),
      answers: JSON.stringify(answers),
      question_count: questions.length,
      started_at: new Date(at.getTime() + hour),
      completed_at: new Date(at.getTime() + hour + 10 * 60_000),
      correct_count: 0,
      correct_percent: 0,
      passed: false,
      results: JSON.stringify(results),
    })
    .execute();
}
