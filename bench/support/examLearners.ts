import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { apiBasePath, apiPaths } from '../../src/contract/paths';
import type { buildApp } from '../../server/app';
import type { Database } from '../../server/db/schema';

type App = Awaited<ReturnType<typeof buildApp>>;
export type BenchLearner = { id: string; account: string; token: string };
export type FinalExam = { courseId: string; examId: string; lessonIds: string[]; right: Map<string, string[]> };

/** Cheap scrypt for setup only: sign-in cost is not what the benchmarks measure. */
export const setupHashing = { N: 1024, r: 8, p: 1, keyLength: 64 };
export const benchPassword = 'bench1pw';

/** The certification course's final exam (US version), its lessons, and the right options of each question. */
export async function finalExamOf(db: Kysely<Database>): Promise<FinalExam> {
  const course = await db.selectFrom('courses').select('id').where('slug', '=', 'installation-certification').executeTakeFirstOrThrow();
  const exam = await db.selectFrom('exams').select('id').where('course_id', '=', course.id).where('kind', '=', 'final').where('version_code', '=', 'US').executeTakeFirstOrThrow();
  const lessons = await db.selectFrom('lessons').select('id').where('course_id', '=', course.id).execute();
  const rightRows = await db
    .selectFrom('question_options')
    .innerJoin('questions', 'questions.id', 'question_options.question_id')
    .select(['question_options.question_id', 'question_options.id'])
    .where('questions.exam_id', '=', exam.id)
    .where('question_options.is_right', '=', true)
    .execute();
  const right = new Map<string, string[]>();
  for (const row of rightRows) right.set(row.question_id, [...(right.get(row.question_id) ?? []), row.id]);
  return { courseId: course.id, examId: exam.id, lessonIds: lessons.map((lesson) => lesson.id), right };
}

/** Signs in through the real login route; returns the bearer token. */
export async function logIn(base: string, account: string, password = benchPassword): Promise<string> {
  const login = await fetch(`${base}${apiBasePath}${apiPaths.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password }),
  });
  const { result } = (await login.json()) as { result: { token: string } };
  return result.token;
}

/** `count` learners (installers, US) created with the admin service, not signed in yet. */
export async function createLearners(app: App, count: number): Promise<Omit<BenchLearner, 'token'>[]> {
  const suffix = randomBytes(3).toString('hex');
  const learners: Omit<BenchLearner, 'token'>[] = [];
  for (let index = 0; index < count; index += 1) {
    const account = `bench.${suffix}.${index}`;
    const user = await app.services.admin.createUser({
      account,
      email: `${account}@example.test`,
      password: benchPassword,
      role: 'learner',
      audience: 'installer',
      versionCode: 'US',
      name: 'Bench Learner',
      company: 'Bench Solar',
      companyNumber: 'B-1',
    });
    learners.push({ id: user.id, account });
  }
  return learners;
}

/** Every lesson test of the course passed (written as graded attempts), so the final exam is open. */
export async function passLessonTests(db: Kysely<Database>, courseId: string, userIds: string[]): Promise<void> {
  const lessonExams = await db.selectFrom('exams').select('id').where('course_id', '=', courseId).where('kind', '=', 'lesson').execute();
  const passedAt = new Date();
  const rows = userIds.flatMap((userId) =>
    lessonExams.map((exam) => ({
      id: randomUUID(),
      exam_id: exam.id,
      user_id: userId,
      cycle: 1,
      attempt_number: 1,
      status: 'graded' as const,
      layout: '[]',
      answers: '{}',
      question_count: 5,
      started_at: passedAt,
      completed_at: passedAt,
      correct_count: 5,
      correct_percent: 100,
      passed: true,
      results: '{}',
    })),
  );
  // Chunks keep each statement under PostgreSQL's 65,535 parameters.
  for (let start = 0; start < rows.length; start += 1000) await db.insertInto('exam_attempts').values(rows.slice(start, start + 1000)).execute();
}
