import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { faqAdminPaths, type AdminFaqEntry } from '../../src/contract/faqAdmin';
import type { AdminFaqFixtureName } from '../../src/testing/fixtures/adminFaq/manifest';
import { seedFaq } from '../db/seed/faq';
import type { TestContext } from './testApp';

/** Where the recorded admin FAQ fixtures live (see its README.md). */
export const adminFaqFixtureDir = join(import.meta.dirname, '../../src/testing/fixtures/adminFaq');

export const readAdminFaqFixture = (name: AdminFaqFixtureName): unknown => {
  const file = join(adminFaqFixtureDir, `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined;
};

export const writeAdminFaqFixture = (name: AdminFaqFixtureName, value: unknown): void => {
  writeFileSync(join(adminFaqFixtureDir, `${name}.json`), `${JSON.stringify(value, null, 2)}\n`);
};

const result = <T>(response: { body: { code: number; result: T } }): T => {
  if (response.body.code !== 200) throw new Error(`refused: ${JSON.stringify(response.body)}`);
  return response.body.result;
};

/** Drives the console's FAQ section through the real API on the demo FAQ as an administrator (and a learner), keeping each answer by name. */
export const recordAdminFaqAnswers = async (ctx: TestContext): Promise<Map<AdminFaqFixtureName, unknown>> => {
  const recording = new Map<AdminFaqFixtureName, unknown>();
  await seedFaq(ctx.db, ctx.clock.now);
  const admin = (await ctx.signedInUser({ role: 'admin' })).token;
  const learner = (await ctx.signedInUser()).token;
  const page = { page: '1', pageSize: '10' };

  recording.set('list.empty', result(await ctx.api('GET', faqAdminPaths.list, { token: admin, query: { ...page, status: 'draft' } })));
  recording.set('forbidden', (await ctx.api('GET', faqAdminPaths.list, { token: learner })).body);
  recording.set(
    'create.invalid.es',
    (await ctx.api('POST', faqAdminPaths.create, { token: admin, headers: { lang: 'es' }, body: { category: 'account', questionEn: ' ', answerEn: 'Yes.', questionEs: '¿Sin respuesta?', answerEs: '' } })).body,
  );
  ctx.clock.advance(60_000);
  const form = {
    category: 'account',
    questionEn: 'Can two people share one account?',
    answerEn: 'No. Each person needs an own account, so the certificates name the right person.',
    questionEs: '¿Pueden dos personas compartir una cuenta?',
    answerEs: 'No. Cada persona necesita su propia cuenta, para que los certificados nombren a la persona correcta.',
  };
  const created = result(await ctx.api<AdminFaqEntry>('POST', faqAdminPaths.create, { token: admin, body: form }));
  recording.set('created', created);
  ctx.clock.advance(60_000);
  recording.set('updated', result(await ctx.api('POST', faqAdminPaths.update, { token: admin, body: { ...form, faqId: created.faqId, questionEn: 'Can colleagues share one account?' } })));
  recording.set('moved', result(await ctx.api('POST', faqAdminPaths.move, { token: admin, body: { faqId: created.faqId, direction: 'up' } })));
  recording.set('published', result(await ctx.api('POST', faqAdminPaths.publish, { token: admin, body: { faqId: created.faqId, published: true } })));
  recording.set('publish.again', (await ctx.api('POST', faqAdminPaths.publish, { token: admin, body: { faqId: created.faqId, published: true } })).body);
  recording.set('unpublished', result(await ctx.api('POST', faqAdminPaths.publish, { token: admin, body: { faqId: created.faqId, published: false } })));
  const first = result(await ctx.api<{ list: AdminFaqEntry[] }>('GET', faqAdminPaths.list, { token: admin, query: { ...page, category: 'account' } })).list[0]!;
  recording.set('move.edge', (await ctx.api('POST', faqAdminPaths.move, { token: admin, body: { faqId: first.faqId, direction: 'up' } })).body);

  // A second draft to delete, so the list keeps the corrected one.
  const doomed = result(await ctx.api<AdminFaqEntry>('POST', faqAdminPaths.create, { token: admin, body: { category: 'support', questionEn: 'Is this a duplicate?', answerEn: 'Yes, delete it.' } }));
  recording.set('deleted', result(await ctx.api('POST', faqAdminPaths.delete, { token: admin, body: { faqId: doomed.faqId } })));
  recording.set('delete.gone', (await ctx.api('POST', faqAdminPaths.delete, { token: admin, body: { faqId: doomed.faqId } })).body);
  recording.set('delete.gone.es', (await ctx.api('POST', faqAdminPaths.delete, { token: admin, body: { faqId: doomed.faqId }, headers: { lang: 'es' } })).body);
  recording.set('list', result(await ctx.api('GET', faqAdminPaths.list, { token: admin, query: page })));
  return recording;
};
