import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/codes';
import { documentPaths, type DocumentCategoriesResult, type DocumentDetail, type DocumentListResult } from '../../../src/contract/document';
import { demoDocuments } from '../../db/seed/content/documents';
import { documentKey, seedDocuments } from '../../db/seed/documents';
import { hours } from '../../test/clock';
import { ok } from '../../test/courseTestKit';
import { databasesUnderTest } from '../../test/databases';
import { atOnce, parallelRequests } from '../../test/parallel';
import { useDocumentContext } from '../../test/documentTestKit';

const offeredIn = (country: string) => demoDocuments.filter((document) => document.countries.includes(country));

describe.each(databasesUnderTest())('documents on $name', ({ kind }) => {
  const kit = useDocumentContext(kind);

  it('lists the documents of the reader’s country a page at a time', async () => {
    const reader = await kit().reader('US');
    const expected = offeredIn('US');
    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const result = ok(await reader.get<DocumentListResult>(documentPaths.list, { page: String(page), pageSize: '4' }));
      expect(result.total).toBe(expected.length);
      expect(result.list.length).toBe(Math.min(4, expected.length - (page - 1) * 4));
      seen.push(...result.list.map((document) => document.title));
    }
    expect(new Set(seen).size).toBe(expected.length);
    expect(seen.sort()).toEqual(expected.map((document) => document.en.title).sort());
    const beyond = ok(await reader.get<DocumentListResult>(documentPaths.list, { page: '9', pageSize: '4' }));
    expect(beyond).toEqual({ list: [], total: expected.length });
  });

  it('filters by category and counts each category for the country', async () => {
    const reader = await kit().reader('US');
    const datasheets = ok(await reader.get<DocumentListResult>(documentPaths.list, { category: 'datasheets' }));
    expect(datasheets.list.map((document) => document.title).sort()).toEqual(['Home battery datasheet', 'Inverter datasheet']);
    expect(datasheets.list.every((document) => document.categoryTitle === 'Datasheets')).toBe(true);
    const categories = ok(await reader.get<DocumentCategoriesResult>(documentPaths.categories, {}, 'es'));
    expect(categories.list).toEqual([
      { slug: 'installation-manuals', title: 'Manuales de instalación', documentCount: 4 },
      { slug: 'datasheets', title: 'Fichas técnicas', documentCount: 2 },
      { slug: 'warranty-and-safety', title: 'Garantía y seguridad', documentCount: 3 },
    ]);
    expect(ok(await reader.get<DocumentListResult>(documentPaths.list, { category: 'no-such-category' }))).toEqual({ list: [], total: 0 });
  });

  it('searches every word as a prefix, in the language shown', async () => {
    const reader = await kit().reader('US');
    const titles = async (query: Record<string, string>) => ok(await reader.get<DocumentListResult>(documentPaths.list, query)).list.map((document) => document.title).sort();
    expect(await titles({ q: 'datash inver' })).toEqual(['Inverter datasheet']);
    expect(await titles({ q: 'WARRANTY' })).toEqual(['Limited warranty']);
    expect(await titles({ q: 'batt', category: 'datasheets' })).toEqual(['Home battery datasheet']);
    expect(await titles({ q: 'garantía', language: 'es' })).toEqual(['Garantía limitada']);
    // The Spanish word is not in the English texts.
    expect(await titles({ q: 'garantía', language: 'en' })).toEqual([]);
    expect(await titles({ q: 'zzqx' })).toEqual([]);
    expect(await titles({ q: "'&|!" })).toEqual([]);
    const searched = ok(await reader.get<DocumentListResult>(documentPaths.list, { q: 'inverter', pageSize: '1' }));
    expect(searched.total).toBe(2);
    expect(searched.list).toHaveLength(1);
  });

  it('shows each document in the asked language, in English when it has no translation', async () => {
    const reader = await kit().reader('MX');
    const spanish = ok(await reader.get<DocumentListResult>(documentPaths.list, { pageSize: '50' }, 'es'));
    const expected = offeredIn('MX');
    expect(spanish.total).toBe(expected.length);
    const bySlugTitle = new Map(spanish.list.map((document) => [document.title, document.language]));
    for (const document of expected) {
      const shown = document.es ?? document.en;
      expect(bySlugTitle.get(shown.title), shown.title).toBe(document.es ? 'es' : 'en');
    }
    // `language` wins over the UI language; the category title follows the UI language.
    const english = ok(await reader.get<DocumentListResult>(documentPaths.list, { language: 'en', category: 'datasheets' }, 'es'));
    expect(english.list.map((document) => [document.title, document.language, document.categoryTitle])).toContainEqual(['Gateway datasheet', 'en', 'Fichas técnicas']);
    // A search reaches the English fallback too.
    expect(ok(await reader.get<DocumentListResult>(documentPaths.list, { q: 'wiring', language: 'es' })).list.map((document) => document.language)).toEqual(['en']);
  });

  it('keeps each country to its own documents', async () => {
    const us = await kit().reader('US');
    const mx = await kit().reader('MX');
    const mexicoOnly = await kit().documentId('gateway-datasheet');
    const usOnly = await kit().documentId('solar-roof-mounting');
    expect((await us.get(documentPaths.detail, { documentId: mexicoOnly })).body).toEqual({ code: ResultCode.notFound, message: 'This document does not exist or is no longer offered.', result: null });
    expect((await mx.get(documentPaths.detail, { documentId: usOnly }, 'es')).body).toEqual({ code: ResultCode.notFound, message: 'Este documento no existe o ya no se ofrece.', result: null });
    expect(ok(await mx.get<DocumentDetail>(documentPaths.detail, { documentId: mexicoOnly })).title).toBe('Gateway datasheet');
    const download = await us.post(documentPaths.download, { documentId: mexicoOnly });
    expect(download.json()).toMatchObject({ code: ResultCode.notFound, message: 'This document does not exist or is no longer offered.' });
  });

  it('opens the detail with its languages and an inline preview that needs no header', async () => {
    const reader = await kit().reader('US');
    const documentId = await kit().documentId('battery-installation-guide');
    const detail = ok(await reader.get<DocumentDetail>(documentPaths.detail, { documentId, language: 'es' }));
    expect(detail).toMatchObject({ documentId, title: 'Guía de instalación de la batería', language: 'es', languages: ['en', 'es'], pageCount: 2 });
    const preview = await kit().fetchUrl(detail.previewUrl);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.headers['content-disposition']).toMatch(/^inline; filename="Gu_a de instalaci_n de la bater_a\.pdf"|^inline; filename="Gu\?a/);
    expect(preview.headers['content-disposition']).toContain("filename*=UTF-8''Gu%C3%ADa%20de%20instalaci%C3%B3n%20de%20la%20bater%C3%ADa.pdf");
    const stored = kit().storedFile(documentKey('battery-installation-guide', 'es'));
    expect(preview.rawPayload.equals(stored)).toBe(true);
    expect(preview.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(detail.fileSize).toBe(stored.length);
  });

  it('downloads the PDF as an attachment, whole or by range', async () => {
    const reader = await kit().reader('US');
    const documentId = await kit().documentId('limited-warranty');
    const stored = kit().storedFile(documentKey('limited-warranty', 'en'));
    const whole = await reader.post(documentPaths.download, { documentId });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({ 'content-type': 'application/pdf', 'accept-ranges': 'bytes', 'content-length': String(stored.length) });
    expect(whole.headers['content-disposition']).toBe('attachment; filename="Limited warranty.pdf"');
    expect(whole.rawPayload.equals(stored)).toBe(true);
    const part = await reader.post(documentPaths.download, { documentId }, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${stored.length}`);
    expect(part.rawPayload.equals(stored.subarray(100, 200))).toBe(true);
    const tail = await reader.post(documentPaths.download, { documentId }, { range: 'bytes=-50' });
    expect(tail.rawPayload.equals(stored.subarray(stored.length - 50))).toBe(true);
    const outside = await reader.post(documentPaths.download, { documentId }, { range: `bytes=${stored.length}-` });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${stored.length}`);
    // Spanish asked, no Spanish file: the English one.
    const fallback = await reader.post(documentPaths.download, { documentId: await kit().documentId('emergency-shutdown'), language: 'es' });
    expect(fallback.headers['content-disposition']).toBe('attachment; filename="Emergency shutdown procedure.pdf"');
  });

  it('answers every call without a valid session with the session code', async () => {
    const documentId = await kit().documentId('limited-warranty');
    const reader = await kit().reader('US');
    await kit().ctx.api('GET', '/loginOut', { token: reader.token });
    for (const token of [undefined, reader.token, 'not-a-token']) {
      for (const [path, query] of [
        [documentPaths.list, {}],
        [documentPaths.categories, {}],
        [documentPaths.detail, { documentId }],
      ] as const) {
        const response = await kit().ctx.api('GET', path, { token, query });
        expect(response.body, `${path} ${token}`).toMatchObject({ code: ResultCode.sessionExpired, result: null });
      }
      const download = await kit().ctx.api('POST', documentPaths.download, { token, body: { documentId } });
      expect(download.body.code).toBe(ResultCode.sessionExpired);
    }
  });

  it('refuses a forged, borrowed or expired preview address', async () => {
    const reader = await kit().reader('US');
    const documentId = await kit().documentId('battery-installation-guide');
    const detail = ok(await reader.get<DocumentDetail>(documentPaths.detail, { documentId }));
    const url = new URL(detail.previewUrl, 'http://localhost');
    const variant = (change: (params: URLSearchParams) => void, path = url.pathname) => {
      const params = new URLSearchParams(url.search);
      change(params);
      return `${path}?${params.toString()}`;
    };
    const forged = [
      variant((params) => params.set('uid', '00000000-0000-4000-8000-000000000000')),
      variant((params) => params.set('exp', String(Number(params.get('exp')) + 3600))),
      variant((params) => params.delete('sig')),
      // The signature of the English file does not open the Spanish one.
      variant(() => undefined, url.pathname.replace(/\/en$/, '/es')),
      variant(() => undefined, url.pathname.replace(documentId, await kit().documentId('limited-warranty'))),
    ];
    for (const address of forged) {
      const response = await kit().fetchUrl(address);
      expect(response.statusCode, address).toBe(403);
      expect(response.json()).toMatchObject({ code: ResultCode.forbidden, result: null });
    }
    kit().ctx.clock.advance(hours(6));
    const expired = await kit().fetchUrl(detail.previewUrl, { lang: 'es' });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toMatch(/caducado/);
  });

  it('never reaches outside the store, whatever id, language or category is sent', async () => {
    const reader = await kit().reader('US');
    const documentId = await kit().documentId('battery-installation-guide');
    const detail = ok(await reader.get<DocumentDetail>(documentPaths.detail, { documentId }));
    const query = new URL(detail.previewUrl, 'http://localhost').search;
    const attempts = ['../../../../etc/passwd', '..%2F..%2Fdb', `${documentId}/../../secret`, `${documentId}%00`, 'documents/battery-installation-guide.en.pdf'];
    for (const attempt of attempts) {
      const response = await reader.get(documentPaths.detail, { documentId: attempt });
      expect([ResultCode.notFound, ResultCode.invalidInput], attempt).toContain(response.body.code);
      const download = await reader.post(documentPaths.download, { documentId: attempt });
      expect([ResultCode.notFound, ResultCode.invalidInput], attempt).toContain(download.json().code);
      const file = await kit().fetchUrl(`/training-api${documentPaths.file}/${encodeURIComponent(attempt)}/en${query}`);
      expect(file.headers['content-type'], attempt).toMatch(/json/);
      expect([ResultCode.notFound, ResultCode.invalidInput], attempt).toContain(file.json().code);
    }
    for (const language of ['../en', 'en/../../x', 'fr']) {
      expect((await reader.get(documentPaths.detail, { documentId, language })).body.code, language).toBe(ResultCode.invalidInput);
      const file = await kit().fetchUrl(`/training-api${documentPaths.file}/${documentId}/${encodeURIComponent(language)}${query}`);
      expect(file.headers['content-type'], language).toMatch(/json/);
      expect(file.json().code).toBe(ResultCode.invalidInput);
    }
    for (const category of ['../datasheets', 'datasheets/..', '%']) {
      expect((await reader.get(documentPaths.list, { category })).body.code, category).toBe(ResultCode.invalidInput);
    }
  });

  it('seeds each document once, however often the seed runs', async () => {
    const before = await kit().db.selectFrom('document_files').select(kit().db.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(await seedDocuments(kit().db, { dataDir: kit().dataDir, now: kit().ctx.clock.now })).toEqual([]);
    const after = await kit().db.selectFrom('document_files').select(kit().db.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });

  it('creates a new document once when 50 seeds run at the same moment', async () => {
    const [template] = demoDocuments;
    const once = { ...template!, slug: 'parallel-seed-check', countries: ['US'] };
    const runs = await atOnce(parallelRequests, () => seedDocuments(kit().db, { dataDir: kit().dataDir, now: kit().ctx.clock.now, documents: [once], videos: [], images: [] }));
    expect(runs.flat().filter((slug) => slug === once.slug)).toHaveLength(1);
    const rows = await kit().db.selectFrom('documents').innerJoin('document_files', 'document_files.document_id', 'documents.id').select('language').where('slug', '=', once.slug).execute();
    expect(rows.map((row) => row.language).sort()).toEqual(['en', 'es']);
  });

  it('refuses pages outside the limits with a clear message', async () => {
    const reader = await kit().reader('US');
    for (const query of [{ page: '0' }, { pageSize: '51' }, { pageSize: 'ten' }, { q: 'x'.repeat(101) }] as Record<string, string>[]) {
      const response = await reader.get(documentPaths.list, query, 'es');
      expect(response.body.code, JSON.stringify(query)).toBe(ResultCode.invalidInput);
      expect(response.body.message).not.toBe('');
    }
  });
});
