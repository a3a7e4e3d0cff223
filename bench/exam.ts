/**
 * Exam-day load: BENCH_LEARNERS learners (default 100), created, signed in and brought to the
 * final exam beforehand, then all at once start the final exam, save answers BENCH_SAVES times
 * (default 3) and submit. Runs on PGlite (a data folder, as `npm start` uses it) and on PostgreSQL
 * (TEST_DATABASE_URL, started by scripts/with-postgres.mjs). Loopback only, bounded in count
 * (learners × (saves + 2) requests) and in time (BENCH_TIMEOUT seconds, default 120).
 * Run: `npm run bench:exam`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import { coursePaths, type Attempt, type AttemptGrade } from '../src/contract/course';
import { apiBasePath, apiPaths } from '../src/contract/paths';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { pgliteDatabase } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import type { Database } from '../server/db/schema';
import { seedCourses } from '../server/db/seed/courses';
import { seedCountryVersions } from '../server/db/seed/seed';
import { withPostgresDatabase } from './postgresDatabase';

const learnerCount = Number(process.env.BENCH_LEARNERS ?? 100);
const savesPerLearner = Number(process.env.BENCH_SAVES ?? 3);
const timeoutMs = Number(process.env.BENCH_TIMEOUT ?? 120) * 1000;
// Setup only: sign-in cost is not what this benchmark measures.
const setupHashing = { N: 1024, r: 8, p: 1, keyLength: 64 };

type CallKind = 'start' | 'save' | 'submit';
type Sample = { kind: CallKind; ms: number; ok: boolean };
type Envelope<T> = { code: number; message: string; result: T };

const percentile = (sorted: number[], share: number) => (sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0));

/** Learners who passed every lesson of the certification course (written as graded attempts). */
async function prepareLearners(db: Kysely<Database>, app: Awaited<ReturnType<typeof buildApp>>, base: string) {
  const course = await db.selectFrom('courses').select('id').where('slug', '=', 'installation-certification').executeTakeFirstOrThrow();
  const lessonExams = await db.selectFrom('exams').select('id').where('course_id', '=', course.id).where('kind', '=', 'lesson').execute();
  const finalExam = await db.selectFrom('exams').select('id').where('course_id', '=', course.id).where('version_code', '=', 'US').executeTakeFirstOrThrow();
  const suffix = randomBytes(3).toString('hex');
  const learners: { id: string; token: string }[] = [];
  for (let index = 0; index < learnerCount; index += 1) {
    const account = `bench.${suffix}.${index}`;
    const user = await app.services.admin.createUser({
      account,
      email: `${account}@example.test`,
      password: 'bench1pw',
      role: 'learner',
      audience: 'installer',
      versionCode: 'US',
      name: 'Bench Learner',
      company: 'Bench Solar',
      companyNumber: 'B-1',
    });
    const login = await fetch(`${base}${apiBasePath}${apiPaths.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account, password: 'bench1pw' }),
    });
    const { result } = (await login.json()) as Envelope<{ token: string }>;
    learners.push({ id: user.id, token: result.token });
  }
  const passedAt = new Date();
  await db
    .insertInto('exam_attempts')
    .values(
      learners.flatMap((learner) =>
        lessonExams.map((exam) => ({
          id: randomUUID(),
          exam_id: exam.id,
          user_id: learner.id,
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
      ),
    )
    .execute();
  const rightRows = await db
    .selectFrom('question_options')
    .innerJoin('questions', 'questions.id', 'question_options.question_id')
    .select(['question_options.question_id', 'question_options.id'])
    .where('questions.exam_id', '=', finalExam.id)
    .where('question_options.is_right', '=', true)
    .execute();
  const right = new Map<string, string[]>();
  for (const row of rightRows) right.set(row.question_id, [...(right.get(row.question_id) ?? []), row.id]);
  return { learners, examId: finalExam.id, right };
}

/** Every learner at once: start, save a few times, submit; each call timed. */
async function examDay(base: string, examId: string, learners: { token: string }[], right: Map<string, string[]>) {
  const samples: Sample[] = [];
  const deadline = AbortSignal.timeout(timeoutMs);
  const call = async <T>(kind: CallKind, token: string, path: string, init: RequestInit = {}): Promise<T | undefined> => {
    const started = performance.now();
    try {
      const response = await fetch(`${base}${apiBasePath}${path}`, {
        ...init,
        signal: deadline,
        headers: { authorization: `Bearer ${token}`, lang: 'en', ...(init.body ? { 'content-type': 'application/json' } : {}) },
      });
      const body = (await response.json()) as Envelope<T>;
      const ok = response.status === 200 && body.code === 200;
      samples.push({ kind, ms: performance.now() - started, ok });
      return ok ? body.result : undefined;
    } catch {
      samples.push({ kind, ms: performance.now() - started, ok: false });
      return undefined;
    }
  };
  const started = performance.now();
  await Promise.all(
    learners.map(async ({ token }) => {
      const attempt = await call<Attempt>('start', token, `${coursePaths.startAttempt}?examId=${examId}`);
      if (!attempt) return;
      const answers = attempt.questions.map((question) => ({ questionId: question.questionId, optionIds: right.get(question.questionId) ?? [] }));
      const perSave = Math.ceil(answers.length / savesPerLearner);
      for (let save = 0; save < savesPerLearner; save += 1) {
        const body = JSON.stringify({ attemptId: attempt.attemptId, answers: answers.slice(save * perSave, (save + 1) * perSave), final: false });
        await call<AttemptGrade>('save', token, coursePaths.submitAnswer, { method: 'POST', body });
      }
      await call<AttemptGrade>('submit', token, coursePaths.submitAnswer, { method: 'POST', body: JSON.stringify({ attemptId: attempt.attemptId, answers: [], final: true }) });
    }),
  );
  return { samples, seconds: (performance.now() - started) / 1000 };
}

async function bench(target: string, db: Kysely<Database>): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tc-bench-exam-files-'));
  await migrateToLatest(db);
  await seedCountryVersions(db);
  await seedCourses(db, { dataDir, now: () => new Date() });
  const app = await buildApp({ db, config: { ...loadConfig({}), dataDir, logLevel: 'warn', passwordHashing: setupHashing } });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const { learners, examId, right } = await prepareLearners(db, app, base);
    const { samples, seconds } = await examDay(base, examId, learners, right);
    const graded = await db.selectFrom('exam_attempts').select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count')).where('exam_id', '=', examId).where('status', '=', 'graded').executeTakeFirstOrThrow();
    const certificates = await db.selectFrom('certificates').select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count')).executeTakeFirstOrThrow();
    const lines = [
      `${target}: ${samples.length} requests in ${seconds.toFixed(2)} s = ${(samples.length / seconds).toFixed(0)} req/s; ${Number(graded.count)} graded, ${Number(certificates.count)} certificates`,
      `  ${'call'.padEnd(7)} ${'count'.padStart(5)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`,
    ];
    for (const kind of ['start', 'save', 'submit'] as const) {
      const ofKind = samples.filter((sample) => sample.kind === kind);
      const sorted = ofKind.map((sample) => sample.ms).sort((a, b) => a - b);
      const cells = [kind.padEnd(7), String(ofKind.length).padStart(5), ...[0.5, 0.95, 0.99].map((share) => percentile(sorted, share).toFixed(1).padStart(8))];
      lines.push(`  ${cells.join(' ')} ${String(ofKind.filter((sample) => !sample.ok).length).padStart(7)}`);
    }
    return lines;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}


const main = async () => {
  console.log(`Exam day: ${learnerCount} learners at once, each start + ${savesPerLearner} saves + submit of the final exam; loopback\n`);
  const pgliteDir = mkdtempSync(join(tmpdir(), 'tc-bench-exam-db-'));
  const pglite = pgliteDatabase(new PGlite(pgliteDir));
  try {
    console.log((await bench('PGlite', pglite)).join('\n'));
  } finally {
    await pglite.destroy();
    rmSync(pgliteDir, { recursive: true, force: true });
  }
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) console.log((await withPostgresDatabase(postgresUrl, (db) => bench('PostgreSQL', db))).join('\n'));
  else console.warn('TEST_DATABASE_URL is not set: PostgreSQL skipped (npm run bench:exam starts one).');
};

await main();
