import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentAdminPaths, type AdminDocument, type AdminDocumentCategory } from '../../src/contract/documentAdmin';
import type { AdminDocumentFixtureName } from '../../src/testing/fixtures/adminDocuments/manifest';
import { minutes } from './clock';
import { samplePdf } from './documentAdminKit';
import { multipartBody } from './materialsTestKit';
import type { TestContext } from './testApp';

/** Where the recorded fixtures of the console's Documents section live (see its README.md). */
export const adminDocumentFixtureDir = join(import.meta.dirname, '../../src/testing/fixtures/adminDocuments');

export const readAdminDocumentFixture = (name: AdminDocumentFixtureName): unknown => {
  const file = join(adminDocumentFixtureDir, `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined;
};

export const writeAdminDocumentFixture = (name: AdminDocumentFixtureName, value: unknown): void => {
  writeFileSync(join(adminDocumentFixtureDir, `${name}.json`), `${JSON.stringify(value, null, 2)}\n`);
};

const result = <T>(response: { body: { code: number; result: T } }): T => {
  if (response.body.code !== 200) throw new Error(`refused: ${JSON.stringify(response.body)}`);
  return response.body.result;
};

/** Drives the Documents section through the real API as an administrator (and a learner), keeping each answer by name. */
export const recordAdminDocumentAnswers = async (ctx: TestContext): Promise<Map<AdminDocumentFixtureName, unknown>> => {
  const recording = new Map<AdminDocumentFixtureName, unknown>();
  const admin = (await ctx.signedInUser({ role: 'admin' })).token;
  const learner = (await ctx.signedInUser()).token;

  const category = result(await ctx.api<AdminDocumentCategory>('POST', documentAdminPaths.categoryCreate, { token: admin, body: { titleEn: 'Installation manuals', titleEs: 'Manuales de instalación' } }));
  recording.set('category.created', category);
  const form = { categoryId: category.categoryId, titleEn: 'Inverter installation manual', descriptionEn: 'Mounting, wiring and first start of the inverter.', titleEs: 'Manual de instalación del inversor', descriptionEs: 'Montaje, cableado y primer arranque del inversor.', versionCodes: ['US'] };
  const kept = result(await ctx.api<AdminDocument>('POST', documentAdminPaths.create, { token: admin, body: form }));
  const created = result(await ctx.api<AdminDocument>('POST', documentAdminPaths.create, { token: admin, body: { ...form, titleEn: 'Battery quick start', descriptionEn: 'The first hour with the home battery.', titleEs: '', descriptionEs: '' } }));
  recording.set('created', created);
  const invalid = { ...form, titleEn: '', versionCodes: [] };
  recording.set('create.invalid', (await ctx.api('POST', documentAdminPaths.create, { token: admin, body: invalid })).body);
  recording.set('create.invalid.es', (await ctx.api('POST', documentAdminPaths.create, { token: admin, body: invalid, headers: { lang: 'es' } })).body);
  recording.set('publish.refused', (await ctx.api('POST', documentAdminPaths.publish, { token: admin, body: { documentId: created.documentId, published: true } })).body);

  const uploadPdf = async (documentId: string, language: string, name: string, pages: number) => {
    const { payload, contentType } = await multipartBody({ documentId, language }, { name, bytes: await samplePdf(pages, name), type: 'application/pdf' });
    const response = await ctx.app.inject({ method: 'POST', url: `/training-api${documentAdminPaths.upload}`, headers: { authorization: `Bearer ${admin}`, 'content-type': contentType }, payload });
    return result({ body: response.json<{ code: number; result: AdminDocument }>() });
  };
  await uploadPdf(kept.documentId, 'en', 'inverter-manual.pdf', 3);
  await uploadPdf(kept.documentId, 'es', 'manual-inversor.pdf', 3);
  result(await ctx.api('POST', documentAdminPaths.publish, { token: admin, body: { documentId: kept.documentId, published: true } }));
  // A minute later: the list orders by the last change, and two changes in the same instant would tie (then the random ids decide).
  ctx.clock.advance(minutes(1));
  recording.set('uploaded', await uploadPdf(created.documentId, 'en', 'battery-quick-start.pdf', 2));
  recording.set('published', result(await ctx.api('POST', documentAdminPaths.publish, { token: admin, body: { documentId: created.documentId, published: true } })));
  recording.set('unpublished', result(await ctx.api('POST', documentAdminPaths.publish, { token: admin, body: { documentId: created.documentId, published: false } })));

  recording.set('list', result(await ctx.api('GET', documentAdminPaths.list, { token: admin, query: { pageSize: '5' } })));
  recording.set('list.empty', result(await ctx.api('GET', documentAdminPaths.list, { token: admin, query: { q: 'no such document anywhere' } })));
  recording.set('options', result(await ctx.api('GET', documentAdminPaths.options, { token: admin })));
  recording.set('options.es', result(await ctx.api('GET', documentAdminPaths.options, { token: admin, headers: { lang: 'es' } })));
  recording.set('forbidden', (await ctx.api('GET', documentAdminPaths.list, { token: learner })).body);
  recording.set('forbidden.es', (await ctx.api('GET', documentAdminPaths.list, { token: learner, headers: { lang: 'es' } })).body);
  recording.set('category.inUse', (await ctx.api('POST', documentAdminPaths.categoryRemove, { token: admin, body: { categoryId: category.categoryId } })).body);
  recording.set('category.inUse.es', (await ctx.api('POST', documentAdminPaths.categoryRemove, { token: admin, body: { categoryId: category.categoryId }, headers: { lang: 'es' } })).body);

  const scratch = result(await ctx.api<AdminDocument>('POST', documentAdminPaths.create, { token: admin, body: { ...form, titleEn: 'Scratch' } }));
  recording.set('deleted', result(await ctx.api('POST', documentAdminPaths.remove, { token: admin, body: { documentId: scratch.documentId } })));
  recording.set('delete.gone', (await ctx.api('POST', documentAdminPaths.remove, { token: admin, body: { documentId: scratch.documentId } })).body);
  recording.set('publish.gone.es', (await ctx.api('POST', documentAdminPaths.publish, { token: admin, body: { documentId: scratch.documentId, published: true }, headers: { lang: 'es' } })).body);
  recording.set('update.gone', (await ctx.api('POST', documentAdminPaths.update, { token: admin, body: { ...form, titleEn: 'Scratch', documentId: scratch.documentId } })).body);
  const shortLived = result(await ctx.api<AdminDocumentCategory>('POST', documentAdminPaths.categoryCreate, { token: admin, body: { titleEn: 'Old brochures', titleEs: '' } }));
  result(await ctx.api('POST', documentAdminPaths.categoryRemove, { token: admin, body: { categoryId: shortLived.categoryId } }));
  recording.set('category.rename.gone', (await ctx.api('POST', documentAdminPaths.categoryRename, { token: admin, body: { categoryId: shortLived.categoryId, titleEn: 'Brochures', titleEs: '' } })).body);
  recording.set('category.delete.gone.es', (await ctx.api('POST', documentAdminPaths.categoryRemove, { token: admin, body: { categoryId: shortLived.categoryId }, headers: { lang: 'es' } })).body);
  return recording;
};
