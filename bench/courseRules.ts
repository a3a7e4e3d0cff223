/**
 * The course calls' own JavaScript, measured alone: the course list, a course detail and a progress
 * report of a learner who passed every lesson test, through `CourseService`, with each statement's
 * answer recorded once on PGlite and then replayed (JSON columns as text, as PGlite hands them over;
 * the content already held, as on every call after the first). No I/O in the loop, so a busy machine
 * disturbs it little; the lowest of several rounds is the figure. Run: `npx tsx bench/courseRules.ts`
 * (BENCH_CALLS per round, default 20000; BENCH_ROUNDS, default 6).
 */
import { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { pgliteDatabase } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import type { Database } from '../server/db/schema';
import { seedCourses } from '../server/db/seed/courses';
import { seedCountryVersions } from '../server/db/seed/seed';
import { CourseService } from '../server/modules/course';
import { createLearners, finalExamOf, passLessonTests, setupHashing } from './support/examLearners';

const callsPerRound = Number(process.env.BENCH_CALLS ?? 20_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 6);

type Rows = Record<string, unknown>[];

/** The database, recording each statement's rows by its SQL (the last answer of each is kept). */
const recorder = (db: Kysely<Database>, answers: Map<string, Rows>) =>
  new Proxy(db, {
    get: (target, key) => {
      if (key === 'executeQuery')
        return async (query: { sql: string }) => {
          const result = await target.executeQuery(query as never);
          answers.set(query.sql, result.rows as Rows);
          return result;
        };
      const value: unknown = Reflect.get(target, key);
      // Kysely's methods read private fields: they run on the database itself, not on the proxy.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });

/** Replays the recorded rows: a fresh row object each call, a JSON column as its text. */
const replayer = (answers: Map<string, Rows>) => {
  const asText = new Map(
    [...answers].map(([sql, rows]) => [
      sql,
      rows.map((row) => Object.fromEntries(Object.entries(row).map(([column, value]) => [column, typeof value === 'object' && value !== null && !(value instanceof Date) ? JSON.stringify(value) : value]))),
    ]),
  );
  return {
    executeQuery: async (query: { sql: string }) => {
      const rows = asText.get(query.sql);
      if (!rows) throw new Error(`no recorded answer for ${query.sql}`);
      return { rows: rows.map((row) => ({ ...row })) };
    },
  };
};

const dataDir = mkdtempSync(join(tmpdir(), 'tc-bench-rules-'));
const db = pgliteDatabase(new PGlite());
try {
  await migrateToLatest(db);
  await seedCountryVersions(db);
  await seedCourses(db, { dataDir, now: () => new Date() });
  const app = await buildApp({ db, config: { ...loadConfig({}), dataDir, logLevel: 'warn', passwordHashing: setupHashing } });
  try {
    const exam = await finalExamOf(db);
    const [created] = await createLearners(app, 1);
    if (!created) throw new Error('no learner');
    await passLessonTests(db, exam.courseId, [created.id]);
    const learner = { id: created.id, version_code: 'US', audience: 'installer' as const };
    const [lessonId = ''] = exam.lessonIds;
    const report = { courseId: exam.courseId, lessonId, positionSeconds: 30, event: 'progress' as const };
    const signer = app.services.mediaSigner;
    const answers = new Map<string, Rows>();
    const recording = new CourseService({ db: recorder(db, answers) as never, signer, now: () => new Date() });
    // Each call twice: the second answer is the one every later call gets (the content held, not sent).
    for (let time = 0; time < 2; time += 1) {
      await recording.list(learner, {}, 'en');
      await recording.detail(learner, exam.courseId, 'en');
      await recording.reportProgress(learner, report, 'en');
    }
    const service = new CourseService({ db: replayer(answers) as never, signer, now: () => new Date() });
    const calls: [string, () => Promise<unknown>][] = [
      ['course list', () => service.list(learner, {}, 'en')],
      ['course detail', () => service.detail(learner, exam.courseId, 'en')],
      ['progress update', () => service.reportProgress(learner, report, 'en')],
    ];
    console.log(`Course calls' own JavaScript, statements replayed: µs a call, lowest of ${rounds} rounds of ${callsPerRound} (every round)`);
    for (const [name, call] of calls) {
      const perCall: number[] = [];
      for (let round = 0; round < rounds; round += 1) {
        const started = process.hrtime.bigint();
        for (let index = 0; index < callsPerRound; index += 1) await call();
        perCall.push(Number(process.hrtime.bigint() - started) / callsPerRound / 1000);
      }
      console.log(`${name.padEnd(16)} ${Math.min(...perCall).toFixed(1).padStart(6)}   (${perCall.map((value) => value.toFixed(1)).join(' ')})`);
    }
  } finally {
    await app.close();
  }
} finally {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
