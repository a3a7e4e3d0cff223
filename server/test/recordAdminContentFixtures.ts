import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { materialAdminPaths, type AdminMaterialListResult, type AdminTerms } from '../../src/contract/materialAdmin';
import { materialPaths, type MaterialFile } from '../../src/contract/materials';
import { noticePaths, type NoticeDetail } from '../../src/contract/notice';
import type { AdminContentFixtureName } from '../../src/testing/fixtures/adminContent/manifest';
import { materialPng } from '../db/seed/materials';
import { multipartBody, type MaterialsTestContext } from './materialsTestKit';

/** Where the recorded admin content fixtures live (see its README.md). */
export const adminContentFixtureDir = join(import.meta.dirname, '../../src/testing/fixtures/adminContent');

export const readAdminContentFixture = (name: AdminContentFixtureName): unknown => {
  const file = join(adminContentFixtureDir, `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined;
};

export const writeAdminContentFixture = (name: AdminContentFixtureName, value: unknown): void => {
  writeFileSync(join(adminContentFixtureDir, `${name}.json`), `${JSON.stringify(value, null, 2)}\n`);
};

const result = <T>(response: { body: { code: number; result: T } }): T => {
  if (response.body.code !== 200) throw new Error(`refused: ${JSON.stringify(response.body)}`);
  return response.body.result;
};

/** Drives the console's content sections through the real API as an administrator (and a learner), keeping each answer by name. */
export const recordAdminContentAnswers = async (kit: MaterialsTestContext): Promise<Map<AdminContentFixtureName, unknown>> => {
  const recording = new Map<AdminContentFixtureName, unknown>();
  const ctx = kit.ctx;
  const admin = (await ctx.signedInUser({ role: 'admin' })).token;
  const learner = (await ctx.signedInUser()).token;

  // A learner agrees and downloads once, so the counts show something.
  result(await ctx.api('POST', materialPaths.agree, { token: learner, body: { version: 1 } }));
  const [first] = (await kit.list({ q: 'Battery-Data-Sheet' }, { token: learner })).list;
  await kit.raw('POST', materialPaths.download, { token: learner, body: { fileIds: [first?.fileId] } });

  recording.set('terms', result(await ctx.api<AdminTerms>('GET', materialAdminPaths.terms, { token: admin })));
  const png = materialPng({ slug: 'admin-fixture', kind: 'png', language: 'en', fileName: 'x.png', description: '', heading: '' });
  const { payload, contentType } = await multipartBody({ description: 'Roof banner for the showroom', language: 'en' }, { name: 'Roof-Banner.png', bytes: png });
  const uploaded = (await kit.raw('POST', materialPaths.upload, { token: admin, payload, headers: { 'content-type': contentType } })).json<{ result: MaterialFile }>().result;
  recording.set('materials.uploaded', uploaded);
  recording.set('materials.list', result(await ctx.api<AdminMaterialListResult>('GET', materialAdminPaths.list, { token: admin, query: { pageSize: '5' } })));
  recording.set('materials.list.empty', result(await ctx.api('GET', materialAdminPaths.list, { token: admin, query: { q: 'no such file anywhere' } })));
  recording.set('materials.forbidden', (await ctx.api('GET', materialAdminPaths.list, { token: learner })).body);
  recording.set('materials.forbidden.es', (await ctx.api('GET', materialAdminPaths.list, { token: learner, headers: { lang: 'es' } })).body);

  const edit = { fileId: uploaded.fileId, fileName: 'Roof-Banner-2027.png', description: 'Roof banner for the showroom, 2027', language: 'es' };
  recording.set('materials.updated', result(await ctx.api('POST', materialAdminPaths.update, { token: admin, body: edit })));
  recording.set('materials.update.invalid', (await ctx.api('POST', materialAdminPaths.update, { token: admin, body: { ...edit, fileName: 'a/b.png', description: ' ' } })).body);
  recording.set('materials.deleted', result(await ctx.api('POST', materialAdminPaths.remove, { token: admin, body: { fileId: uploaded.fileId } })));
  recording.set('materials.delete.gone', (await ctx.api('POST', materialAdminPaths.remove, { token: admin, body: { fileId: uploaded.fileId } })).body);

  const texts = {
    en: { title: 'Terms of use of the digital materials, 2027', body: 'Use the materials only to sell and install our products.\nDo not change the logos.' },
    es: { title: 'Términos de uso de los materiales digitales, 2027', body: 'Use los materiales solo para vender e instalar nuestros productos.\nNo modifique los logotipos.' },
  };
  recording.set('terms.published', result(await ctx.api('POST', materialAdminPaths.publishTerms, { token: admin, body: { basedOn: 1, ...texts } })));
  recording.set('terms.conflict', (await ctx.api('POST', materialAdminPaths.publishTerms, { token: admin, body: { basedOn: 1, ...texts } })).body);
  recording.set('terms.conflict.es', (await ctx.api('POST', materialAdminPaths.publishTerms, { token: admin, body: { basedOn: 1, ...texts }, headers: { lang: 'es' } })).body);

  // Notices: none yet, two published, one corrected, one taken down (and again).
  const page = { page: '1', pageSize: '10' };
  recording.set('notices.list.empty', result(await ctx.api('GET', noticePaths.adminList, { token: admin, query: page })));
  const warehouse = result(await ctx.api<NoticeDetail>('POST', noticePaths.create, { token: admin, body: { title: 'Warehouse closed on Friday', bodyHtml: '<p>The warehouse is closed on <strong>Friday</strong>.</p>' } }));
  ctx.clock.advance(60_000);
  const created = result(await ctx.api<NoticeDetail>('POST', noticePaths.create, { token: admin, body: { title: 'New battery firmware', bodyHtml: '<p>Version 2.1 is out.</p><ul><li>Faster charging</li></ul>' } }));
  recording.set('notices.created', created);
  recording.set('notices.create.invalid', (await ctx.api('POST', noticePaths.create, { token: admin, body: { title: 'Only a script', bodyHtml: '<script>alert(1)</script>' } })).body);
  ctx.clock.advance(60_000);
  recording.set('notices.updated', result(await ctx.api('POST', noticePaths.update, { token: admin, body: { noticeId: created.noticeId, title: 'New battery firmware 2.1', bodyHtml: '<p>Version 2.1 is out.</p>' } })));
  recording.set('notices.unpublished', result(await ctx.api('POST', noticePaths.unpublish, { token: admin, body: { noticeId: warehouse.noticeId } })));
  recording.set('notices.unpublish.gone', (await ctx.api('POST', noticePaths.unpublish, { token: admin, body: { noticeId: warehouse.noticeId } })).body);
  recording.set('notices.list', result(await ctx.api('GET', noticePaths.adminList, { token: admin, query: page })));
  return recording;
};
