import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { instructorAdminPaths } from '../../src/contract/instructorAdmin';
import { questionnairePaths, type AdminInstructor } from '../../src/contract/questionnaire';
import type { AdminInstructorFixtureName } from '../../src/testing/fixtures/adminInstructors/manifest';
import { everyTypeQuestionnaire } from './questionnaireTestKit';
import type { TestContext } from './testApp';

/** Where the recorded admin instructor fixtures live (see its README.md). */
export const adminInstructorFixtureDir = join(import.meta.dirname, '../../src/testing/fixtures/adminInstructors');

export const readAdminInstructorFixture = (name: AdminInstructorFixtureName): unknown => {
  const file = join(adminInstructorFixtureDir, `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined;
};

export const writeAdminInstructorFixture = (name: AdminInstructorFixtureName, value: unknown): void => {
  writeFileSync(join(adminInstructorFixtureDir, `${name}.json`), `${JSON.stringify(value, null, 2)}\n`);
};

const result = <T>(response: { body: { code: number; result: T } }): T => {
  if (response.body.code !== 200) throw new Error(`refused: ${JSON.stringify(response.body)}`);
  return response.body.result;
};

/** Drives the console's Instructors section through the real API as an administrator (and a learner), keeping each answer by name. */
export const recordAdminInstructorAnswers = async (ctx: TestContext): Promise<Map<AdminInstructorFixtureName, unknown>> => {
  const recording = new Map<AdminInstructorFixtureName, unknown>();
  const admin = (await ctx.signedInUser({ role: 'admin' })).token;
  const learner = (await ctx.signedInUser()).token;
  const page = { page: '1', pageSize: '10' };
  const list = (query: Record<string, string> = {}) => ctx.api('GET', instructorAdminPaths.list, { token: admin, query: { ...page, ...query } });
  const create = (body: unknown, lang = 'en') => ctx.api<AdminInstructor>('POST', instructorAdminPaths.create, { token: admin, body, headers: { lang } });

  recording.set('list.empty', result(await list()));
  const maria = result(await create({ name: 'María Pérez', email: 'maria.perez@example.test', kind: 'internal' }));
  recording.set('created', maria);
  const tom = result(await create({ name: 'Tom Baker', email: 'tom.baker@example.test', kind: 'external' }));
  result(await create({ name: 'Lena Ortiz', email: 'lena.ortiz@example.test', kind: 'external' }));
  recording.set('create.duplicate', (await create({ name: 'María P.', email: 'maria.perez@example.test', kind: 'external' })).body);
  recording.set('create.duplicate.es', (await create({ name: 'María P.', email: 'maria.perez@example.test', kind: 'external' }, 'es')).body);
  recording.set('create.invalid.es', (await create({ name: ' ', email: 'not an address', kind: 'internal' }, 'es')).body);

  // A training session running now gives María a QR code.
  const { questionnaireId } = result(await ctx.api<{ questionnaireId: string }>('POST', questionnairePaths.adminCreate, { token: admin, body: everyTypeQuestionnaire }));
  const now = ctx.clock.now().getTime();
  const hour = 3_600_000;
  const startsAt = new Date(Math.floor(now / hour) * hour - hour).toISOString();
  const endsAt = new Date(Math.floor(now / hour) * hour + 3 * hour).toISOString();
  const session = result(await ctx.api<{ sessionId: string; code: string }>('POST', questionnairePaths.adminCreateSession, { token: admin, body: { questionnaireId, instructorId: maria.instructorId, place: 'Houston, TX', startsAt, endsAt } }));

  ctx.clock.advance(60_000);
  recording.set('updated', result(await ctx.api('POST', instructorAdminPaths.update, { token: admin, body: { instructorId: tom.instructorId, name: 'Tom Baker Jr.', email: 'tom.baker@example.test', kind: 'internal' } })));
  recording.set('regenerated', result(await ctx.api('POST', instructorAdminPaths.regenerateQr, { token: admin, body: { instructorId: maria.instructorId, sessionId: session.sessionId, code: session.code } })));
  recording.set('regenerate.stale', (await ctx.api('POST', instructorAdminPaths.regenerateQr, { token: admin, body: { instructorId: maria.instructorId, sessionId: session.sessionId, code: session.code } })).body);
  recording.set('deactivated', result(await ctx.api('POST', instructorAdminPaths.deactivate, { token: admin, body: { instructorId: tom.instructorId } })));
  recording.set('deactivate.again', (await ctx.api('POST', instructorAdminPaths.deactivate, { token: admin, body: { instructorId: tom.instructorId } })).body);
  recording.set('list', result(await list()));
  recording.set('list.search', result(await list({ search: 'maría', status: 'active' })));
  recording.set('list.none', result(await list({ search: 'nobody by that name' })));
  recording.set('reactivated', result(await ctx.api('POST', instructorAdminPaths.reactivate, { token: admin, body: { instructorId: tom.instructorId } })));
  recording.set('forbidden', (await ctx.api('GET', instructorAdminPaths.list, { token: learner })).body);
  recording.set('forbidden.es', (await ctx.api('GET', instructorAdminPaths.list, { token: learner, headers: { lang: 'es' } })).body);
  return recording;
};
