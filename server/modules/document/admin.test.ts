import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/codes';
import { documentPaths, type DocumentDetail, type DocumentListResult } from '../../../src/contract/document';
import { documentAdminPaths, maxDocumentBytes, type AdminDocument, type AdminDocumentCategory, type AdminDocumentListResult, type AdminDocumentOptions } from '../../../src/contract/documentAdmin';
import { errorMessages } from '../../../src/contract/messages';
import { validationMessages } from '../../../src/validation/messages';
import { ok } from '../../test/courseTestKit';
import { databasesUnderTest } from '../../test/databases';
import { samplePdf } from '../../test/documentAdminKit';
import { multipartBody } from '../../test/materialsTestKit';
import { atOnce, codeTally, parallelRequests } from '../../test/parallel';
import { useTestContext } from '../../test/testApp';

describe.each(databasesUnderTest())('documents in the admin console on $name', ({ kind }) => {
  const ctx = useTestContext(kind);
  const admin = async () => (await ctx().signedInUser({ role: 'admin' })).token;
  const auditOf = (id: string) => ctx().db.selectFrom('audit_log').select(['action', 'actor_account']).where('target_id', '=', id).orderBy('created_at').execute();
  const upload = async (token: string, fields: Record<string, string>, file: { name: string; bytes: Buffer }, lang = 'en') => {
    const { payload, contentType } = await multipartBody(fields, { ...file, type: 'application/pdf' });
    const response = await ctx().app.inject({ method: 'POST', url: `/training-api${documentAdminPaths.upload}`, headers: { authorization: `Bearer ${token}`, 'content-type': contentType, lang }, payload });
    return response.json<{ code: number; message: string; result: AdminDocument & { fields?: Record<string, string> } }>();
  };
  const storedKeys = async (documentId: string) =>
    (await ctx().db.selectFrom('document_files').select('file_key').where('document_id', '=', documentId).execute()).flatMap((row) => (row.file_key ? [row.file_key] : []));
  const newCategory = async (token: string, titleEn: string) => ok(await ctx().api<AdminDocumentCategory>('POST', documentAdminPaths.categoryCreate, { token, body: { titleEn, titleEs: `${titleEn} (es)` } }));

  it('creates a document, uploads its PDFs, publishes it for learners, unpublishes and deletes it once; every step audited', async () => {
    const token = await admin();
    const learner = await ctx().signedInUser();
    const category = await newCategory(token, 'Wiring guides');
    const form = { categoryId: category.categoryId, titleEn: 'Roof wiring guide', descriptionEn: 'How to wire a roof array.', titleEs: '', descriptionEs: '', versionCodes: ['US'] };
    const created = ok(await ctx().api<AdminDocument>('POST', documentAdminPaths.create, { token, body: form }));
    expect(created).toMatchObject({ titleEn: 'Roof wiring guide', titleEs: '', files: { en: null, es: null }, publishedAt: null, versionCodes: ['US'], categoryTitle: 'Wiring guides' });

    const notYet = await ctx().api('POST', documentAdminPaths.publish, { token, body: { documentId: created.documentId, published: true }, headers: { lang: 'es' } });
    expect(notYet.body).toMatchObject({ code: ResultCode.documentNotPublishable, message: errorMessages.es.documentNotPublishable });

    // The name says PDF, the bytes say PNG: refused, nothing stored.
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const fake = await upload(token, { documentId: created.documentId, language: 'en' }, { name: 'guide.pdf', bytes: png });
    expect(fake).toMatchObject({ code: ResultCode.fileTypeRefused, message: errorMessages.en.documentNotPdf });
    expect(await storedKeys(created.documentId)).toEqual([]);
    // Spanish PDF without Spanish texts: refused.
    const noSpanish = await upload(token, { documentId: created.documentId, language: 'es' }, { name: 'guia.pdf', bytes: await samplePdf(1) }, 'es');
    expect(noSpanish).toMatchObject({ code: ResultCode.documentLanguageMissing, message: errorMessages.es.documentLanguageMissing });
    expect(await storedKeys(created.documentId)).toEqual([]);

    const uploaded = await upload(token, { documentId: created.documentId, language: 'en' }, { name: 'roof-wiring.pdf', bytes: await samplePdf(3) });
    expect(uploaded.code).toBe(ResultCode.success);
    expect(uploaded.result.files.en).toMatchObject({ fileName: 'roof-wiring.pdf', pageCount: 3 });
    const firstKey = (await storedKeys(created.documentId))[0]!;
    // Replacing the file drops the old bytes.
    const replaced = await upload(token, { documentId: created.documentId, language: 'en' }, { name: 'roof-wiring-v2.pdf', bytes: await samplePdf(2) });
    expect(replaced.result.files.en).toMatchObject({ fileName: 'roof-wiring-v2.pdf', pageCount: 2 });
    expect(await ctx().app.services.documents['deps'].files.stat(firstKey)).toBeUndefined();

    const learnerSees = async (q: string) => ok(await ctx().api<DocumentListResult>('GET', documentPaths.list, { token: learner.token, query: { q } })).list.map((item) => item.documentId);
    expect(await learnerSees('roof wiring')).not.toContain(created.documentId);
    const published = ok(await ctx().api<AdminDocument>('POST', documentAdminPaths.publish, { token, body: { documentId: created.documentId, published: true } }));
    expect(published.publishedAt).toEqual(expect.any(String));
    expect(await learnerSees('roof wiring')).toContain(created.documentId);
    const detail = ok(await ctx().api<DocumentDetail>('GET', documentPaths.detail, { token: learner.token, query: { documentId: created.documentId }, headers: { lang: 'es' } }));
    expect(detail).toMatchObject({ title: 'Roof wiring guide', language: 'en', pageCount: 2, languages: ['en'] });

    // A Spanish version: texts first, then its PDF; Spanish learners read it.
    ok(await ctx().api('POST', documentAdminPaths.update, { token, body: { ...form, documentId: created.documentId, titleEs: 'Guía de cableado del tejado', descriptionEs: 'Cómo cablear.' } }));
    expect((await upload(token, { documentId: created.documentId, language: 'es' }, { name: 'guia.pdf', bytes: await samplePdf(1) })).code).toBe(ResultCode.success);
    const spanish = ok(await ctx().api<DocumentListResult>('GET', documentPaths.list, { token: learner.token, query: { q: 'cableado' }, headers: { lang: 'es' } }));
    expect(spanish.list.map((item) => [item.documentId, item.language])).toEqual([[created.documentId, 'es']]);
    const dropSpanish = await ctx().api<{ fields: Record<string, string> }>('POST', documentAdminPaths.update, { token, body: { ...form, documentId: created.documentId } });
    expect(dropSpanish.body.code).toBe(ResultCode.documentLanguageMissing);
    const halfSpanish = await ctx().api<{ fields: Record<string, string> }>('POST', documentAdminPaths.update, { token, body: { ...form, documentId: created.documentId, titleEs: 'Sólo título' }, headers: { lang: 'es' } });
    expect(halfSpanish.body).toMatchObject({ code: ResultCode.invalidInput, result: { fields: { titleEs: validationMessages.es.documentSpanishIncomplete } } });

    ok(await ctx().api('POST', documentAdminPaths.publish, { token, body: { documentId: created.documentId, published: false } }));
    expect(await learnerSees('roof wiring')).not.toContain(created.documentId);
    const keys = await storedKeys(created.documentId);
    expect(keys).toHaveLength(2);

    const answers = await atOnce(parallelRequests, () => ctx().api('POST', documentAdminPaths.remove, { token, body: { documentId: created.documentId } }));
    expect(codeTally(answers)).toEqual({ [ResultCode.success]: 1, [ResultCode.notFound]: parallelRequests - 1 });
    for (const key of keys) expect(await ctx().app.services.documents['deps'].files.stat(key)).toBeUndefined();

    const actions = (await auditOf(created.documentId)).map((entry) => entry.action);
    expect([...actions].sort()).toEqual(['document.create', 'document.delete', 'document.publish', 'document.unpublish', 'document.update', 'document.upload', 'document.upload', 'document.upload'].sort());
  });

  it('answers every change to a document that does not exist with 40004 naming the document, in the admin\'s language', async () => {
    const token = await admin();
    const category = await newCategory(token, 'Vanishing');
    const form = { categoryId: category.categoryId, titleEn: 'Vanishing guide', descriptionEn: 'Deleted below.', titleEs: '', descriptionEs: '', versionCodes: ['US'] };
    const created = ok(await ctx().api<AdminDocument>('POST', documentAdminPaths.create, { token, body: form }));
    ok(await ctx().api('POST', documentAdminPaths.remove, { token, body: { documentId: created.documentId } }));
    for (const [documentId, lang] of [[created.documentId, 'en'], [created.documentId, 'es'], ['not-an-id', 'es']] as const) {
      const gone = { code: ResultCode.notFound, message: errorMessages[lang].documentUnknown, result: null };
      expect((await ctx().api('POST', documentAdminPaths.update, { token, body: { ...form, documentId }, headers: { lang } })).body).toEqual(gone);
      expect((await ctx().api('POST', documentAdminPaths.publish, { token, body: { documentId, published: true }, headers: { lang } })).body).toEqual(gone);
      expect((await ctx().api('POST', documentAdminPaths.remove, { token, body: { documentId }, headers: { lang } })).body).toEqual(gone);
      expect(await upload(token, { documentId, language: 'en' }, { name: 'replacement.pdf', bytes: await samplePdf(1) }, lang)).toEqual(gone);
    }
    expect(errorMessages.es.documentUnknown).toBe('Este documento fue eliminado o no existe.');
  });

  it('answers a download whose PDF is no longer stored with 40004 naming the file, in the reader\'s language', async () => {
    const token = await admin();
    const category = await newCategory(token, 'Lost files');
    const created = ok(await ctx().api<AdminDocument>('POST', documentAdminPaths.create, { token, body: { categoryId: category.categoryId, titleEn: 'Lost file guide', descriptionEn: 'Its PDF goes missing.', titleEs: '', descriptionEs: '', versionCodes: ['US'] } }));
    await upload(token, { documentId: created.documentId, language: 'en' }, { name: 'lost.pdf', bytes: await samplePdf(1) });
    ok(await ctx().api('POST', documentAdminPaths.publish, { token, body: { documentId: created.documentId, published: true } }));
    for (const key of await storedKeys(created.documentId)) await ctx().app.services.documents['deps'].files.delete(key);
    for (const lang of ['en', 'es'] as const) {
      const download = await ctx().app.inject({ method: 'POST', url: `/training-api${documentPaths.download}`, headers: { authorization: `Bearer ${token}`, lang }, payload: { documentId: created.documentId, language: 'en' } });
      expect(download.json()).toEqual({ code: ResultCode.notFound, message: errorMessages[lang].documentFileMissing, result: null });
    }
  });

  it('refuses a PDF over the size limit and keeps nothing', async () => {
    const token = await admin();
    const category = await newCategory(token, 'Big files');
    const created = ok(await ctx().api<AdminDocument>('POST', documentAdminPaths.create, { token, body: { categoryId: category.categoryId, titleEn: 'Huge', descriptionEn: 'Too big.', titleEs: '', descriptionEs: '', versionCodes: ['US'] } }));
    const pdf = await samplePdf(1);
    const huge = Buffer.concat([pdf, Buffer.alloc(maxDocumentBytes + 1 - pdf.length, 0x20)]);
    const answer = await upload(token, { documentId: created.documentId, language: 'en' }, { name: 'huge.pdf', bytes: huge }, 'es');
    expect(answer).toMatchObject({ code: ResultCode.fileTooLarge, message: errorMessages.es.fileTooLarge.replace('{{megabytes}}', '50') });
    expect(await storedKeys(created.documentId)).toEqual([]);
  });

  it('lists every document on the server: search, category, language, published state, sort and pages', async () => {
    const token = await admin();
    const category = await newCategory(token, 'Listing');
    const make = async (titleEn: string) =>
      ok(await ctx().api<AdminDocument>('POST', documentAdminPaths.create, { token, body: { categoryId: category.categoryId, titleEn, descriptionEn: 'Listing test.', titleEs: '', descriptionEs: '', versionCodes: ['US'] } }));
    const [b, a, c] = [await make('Zeta listing B'), await make('Zeta listing A'), await make('Zeta listing C')];
    await upload(token, { documentId: a!.documentId, language: 'en' }, { name: 'a.pdf', bytes: await samplePdf(1) });
    ok(await ctx().api('POST', documentAdminPaths.publish, { token, body: { documentId: a!.documentId, published: true } }));
    const list = async (query: Record<string, string>) => ok(await ctx().api<AdminDocumentListResult>('GET', documentAdminPaths.list, { token, query: { q: 'zeta listing', ...query } }));
    expect((await list({ sort: 'title' })).list.map((item) => item.titleEn)).toEqual(['Zeta listing A', 'Zeta listing B', 'Zeta listing C']);
    expect((await list({ sort: '-title', pageSize: '2', page: '2' })).list.map((item) => item.documentId)).toEqual([a!.documentId]);
    expect(await list({ published: 'published' })).toMatchObject({ total: 1, list: [{ documentId: a!.documentId }] });
    expect((await list({ published: 'unpublished' })).list.map((item) => item.documentId).sort()).toEqual([b!.documentId, c!.documentId].sort());
    expect((await list({ language: 'en' })).total).toBe(1);
    expect((await list({ categoryId: category.categoryId })).total).toBe(3);
    expect((await list({ categoryId: 'not-an-id' })).total).toBe(0);
    const options = ok(await ctx().api<AdminDocumentOptions>('GET', documentAdminPaths.options, { token }));
    expect(options.categories.find((item) => item.categoryId === category.categoryId)?.documentCount).toBe(3);
    expect(options.countries.map((country) => country.versionCode)).toContain('US');
    const spanish = ok(await ctx().api<AdminDocumentOptions>('GET', documentAdminPaths.options, { token, headers: { lang: 'es' } }));
    expect(spanish.countries).toEqual(expect.arrayContaining([{ versionCode: 'US', name: 'Estados Unidos' }, { versionCode: 'MX', name: 'México' }]));
    expect(options.countries).toEqual(expect.arrayContaining([{ versionCode: 'US', name: 'United States' }, { versionCode: 'MX', name: 'Mexico' }]));
    expect((await ctx().api('GET', documentAdminPaths.list, { token: (await ctx().signedInUser()).token })).body.code).toBe(ResultCode.forbidden);
  });

  it('answers renaming or deleting a category that no longer exists with 40004 naming the category, in the admin\'s language, and changes nothing', async () => {
    const token = await admin();
    const category = await newCategory(token, 'Short-lived');
    ok(await ctx().api('POST', documentAdminPaths.categoryRemove, { token, body: { categoryId: category.categoryId } }));
    for (const [categoryId, lang] of [[category.categoryId, 'en'], [category.categoryId, 'es'], ['not-an-id', 'es']] as const) {
      const gone = { code: ResultCode.notFound, message: errorMessages[lang].categoryUnknown, result: null };
      expect((await ctx().api('POST', documentAdminPaths.categoryRename, { token, body: { categoryId, titleEn: 'Back again', titleEs: '' }, headers: { lang } })).body).toEqual(gone);
      expect((await ctx().api('POST', documentAdminPaths.categoryRemove, { token, body: { categoryId }, headers: { lang } })).body).toEqual(gone);
    }
    expect(errorMessages.es.categoryUnknown).toBe('Esta categoría ya no existe.');
    const options = ok(await ctx().api<AdminDocumentOptions>('GET', documentAdminPaths.options, { token }));
    expect(options.categories.map((item) => item.categoryId)).not.toContain(category.categoryId);
    expect((await auditOf(category.categoryId)).map((entry) => entry.action)).toEqual(['document.category.create', 'document.category.delete']);
  });

  it('creates and renames categories, and refuses deleting one that holds documents', async () => {
    const token = await admin();
    const category = await newCategory(token, 'Brochures');
    const renamed = ok(await ctx().api<AdminDocumentCategory>('POST', documentAdminPaths.categoryRename, { token, body: { categoryId: category.categoryId, titleEn: 'Sales brochures', titleEs: 'Folletos' } }));
    expect(renamed).toMatchObject({ titleEn: 'Sales brochures', titleEs: 'Folletos', documentCount: 0 });
    const held = ok(await ctx().api<AdminDocument>('POST', documentAdminPaths.create, { token, body: { categoryId: category.categoryId, titleEn: 'Brochure', descriptionEn: 'A brochure.', titleEs: '', descriptionEs: '', versionCodes: ['US'] } }));
    const refused = await ctx().api('POST', documentAdminPaths.categoryRemove, { token, body: { categoryId: category.categoryId }, headers: { lang: 'es' } });
    expect(refused.body).toMatchObject({ code: ResultCode.documentCategoryInUse, message: errorMessages.es.documentCategoryInUse.replace('{{count}}', '1') });
    ok(await ctx().api('POST', documentAdminPaths.remove, { token, body: { documentId: held.documentId } }));
    const answers = await atOnce(parallelRequests, () => ctx().api('POST', documentAdminPaths.categoryRemove, { token, body: { categoryId: category.categoryId } }));
    expect(codeTally(answers)).toEqual({ [ResultCode.success]: 1, [ResultCode.notFound]: parallelRequests - 1 });
    expect(new Set(answers.filter((answer) => answer.body.code === ResultCode.notFound).map((answer) => answer.body.message))).toEqual(new Set([errorMessages.en.categoryUnknown]));
    expect((await auditOf(category.categoryId)).map((entry) => entry.action)).toEqual(['document.category.create', 'document.category.rename', 'document.category.delete']);
    const invalid = await ctx().api<{ fields: Record<string, string> }>('POST', documentAdminPaths.create, { token, body: { categoryId: '', titleEn: '', descriptionEn: 'x', titleEs: '', descriptionEs: '', versionCodes: [] } });
    expect(invalid.body).toMatchObject({ code: ResultCode.invalidInput, result: { fields: { titleEn: validationMessages.en.titleRequired, versionCodes: validationMessages.en.documentCountriesRequired } } });
  });
});
