/**
 * The per-request CPU of two pieces of the hot path, measured alone (no I/O, so a busy machine
 * disturbs it little): writing a success envelope with zod's encode + JSON.stringify (what
 * fastify-type-provider-zod does) against the precompiled writer (server/lib/responseSerializer.ts),
 * on the recorded answers of the hot calls; and building + compiling the session lookup with Kysely
 * on every call against compiling it once. Run: `npx tsx bench/serializer.ts` (BENCH_MS per case, default 1000).
 */
import { readFileSync } from 'node:fs';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { z } from 'zod';
import { userInfo } from '../src/contract/auth';
import { attempt, attemptGrade, courseDetail, courseListResult, progressResult } from '../src/contract/course';
import type { Database } from '../server/db/schema';
import { ok, replies } from '../server/lib/envelope';
import { responseSerializerCompiler } from '../server/lib/responseSerializer';
import { perCall } from './support/perCall';

/** A recorded answer (src/testing/fixtures), as the real API wrote it. */
const recorded = (family: string, name: string): unknown => JSON.parse(readFileSync(new URL(`../src/testing/fixtures/${family}/${name}.json`, import.meta.url), 'utf8'));

const answers: { call: string; schema: z.ZodType; result: unknown }[] = [
  { call: 'getUserInfo', schema: userInfo, result: recorded('auth', 'userInfo.learner') },
  { call: 'course list', schema: courseListResult, result: recorded('course', 'courseList.fresh') },
  { call: 'course detail', schema: courseDetail, result: recorded('course', 'courseDetail.fresh') },
  { call: 'progress update', schema: progressResult, result: recorded('course', 'progress.play') },
  { call: 'answer save', schema: attemptGrade, result: recorded('course', 'grade.lessonFailed1') },
  { call: 'exam start', schema: attempt, result: recorded('course', 'attempt.final') },
];

const rows: string[][] = [['work', 'before µs', 'after µs', 'after/before']];
for (const { call, schema, result } of answers) {
  const route = { schema: replies(schema)[200], method: 'POST', url: '/bench', httpStatus: '200' };
  const viaZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]) as (data: unknown) => string;
  const precompiled = responseSerializerCompiler(route) as (data: unknown) => string;
  const body = ok(result);
  if (viaZod(body) !== precompiled(body)) throw new Error(`${call}: the two writers disagree`);
  const before = perCall(() => viaZod(body));
  const after = perCall(() => precompiled(body));
  rows.push([`write ${call} answer`, before.toFixed(1), after.toFixed(1), `${((100 * after) / before).toFixed(0)}%`]);
}

const db = new Kysely<Database>({
  dialect: { createAdapter: () => new PostgresAdapter(), createDriver: () => new DummyDriver(), createIntrospector: (kysely) => new PostgresIntrospector(kysely), createQueryCompiler: () => new PostgresQueryCompiler() },
});
const sessionLookup = (hash: unknown, now: unknown) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.id as session_id', 'sessions.expires_at as session_expires_at'])
    .where('sessions.token_hash', '=', hash as string)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now as Date)
    .where('users.deactivated_at', 'is', null)
    .compile();
const once = sessionLookup('slot', 'slot');
const compileEach = perCall(() => sessionLookup('hash', new Date()));
const compiledOnce = perCall(() => ({ sql: once.sql, parameters: once.parameters.map((value) => (value === 'slot' ? 'hash' : value)) }));
rows.push(['session lookup query', compileEach.toFixed(1), compiledOnce.toFixed(1), `${((100 * compiledOnce) / compileEach).toFixed(0)}%`]);

const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
console.log(rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')).join('\n'));
await db.destroy();
