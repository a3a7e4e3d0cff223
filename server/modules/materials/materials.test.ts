import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/codes';
import { errorMessages } from '../../../src/contract/messages';
import { materialPaths, type AgreeResult, type MaterialTerms, type PartnerResult } from '../../../src/contract/materials';
import { databasesUnderTest } from '../../test/databases';
import { demoWebsite, otherWebsite, unzipEntries, useMaterialsContext } from '../../test/materialsTestKit';
import { atOnce, codeTally, parallelRequests } from '../../test/parallel';
import { freshIp } from '../../test/testApp';
import { materialThrottleRules } from '.';

describe.each(databasesUnderTest())('materials package on $name', ({ kind }) => {
  const kit = useMaterialsContext(kind);
  const api = <T>(method: 'GET' | 'POST', path: string, call: Parameters<ReturnType<typeof kit>['ctx']['api']>[2] = {}) => kit().ctx.api<T>(method, path, call);

  const agreeAsUser = async (token: string) => {
    const terms = await api<MaterialTerms>('GET', materialPaths.terms, { token });
    const agreed = await api<AgreeResult>('POST', materialPaths.agree, { token, body: { version: terms.body.result.version } });
    expect(agreed.body.code).toBe(ResultCode.success);
  };

  const agreeAsVisitor = async (website: string, session?: string) => {
    const headers: Record<string, string> = session ? { 'materials-session': session } : {};
    const agreed = await api<AgreeResult>('POST', materialPaths.agree, { body: { version: 1, website }, headers, ip: freshIp() });
    expect(agreed.body.code).toBe(ResultCode.success);
    return agreed.body.result.session ?? '';
  };

  it('names the installer of a partner website, however it is written, and refuses an unknown one', async () => {
    for (const website of [demoWebsite, 'https://www.Sunrise-Solar.example/', 'SUNRISE-SOLAR.EXAMPLE']) {
      const answer = await api<PartnerResult>('GET', materialPaths.partner, { query: { website } });
      expect(answer.body.result, website).toEqual({ website: demoWebsite, companyName: 'Sunrise Solar Installers LLC' });
    }
    for (const website of ['nobody.example', '../../etc/passwd', 'a b']) {
      const answer = await api('GET', materialPaths.partner, { query: { website }, headers: { lang: 'es' } });
      expect(answer.body, website).toEqual({ code: ResultCode.websiteNotFound, message: errorMessages.es.websiteNotFound, result: null });
    }
  });

  it('lists 32 demo files in English and Spanish, sorted, filtered, searched and paged on the server', async () => {
    const { token } = await kit().ctx.signedInUser();
    const all = await kit().list({}, { token });
    expect(all.total).toBe(32);
    expect(new Set(all.list.map((file) => file.language))).toEqual(new Set(['en', 'es']));
    // Newest first by default.
    const times = all.list.map((file) => file.createTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.list[0]).toMatchObject({ fileId: expect.any(String), fileName: expect.any(String), description: expect.any(String), fileSize: expect.any(Number) });

    const byName = await kit().list({ sort: 'fileName' }, { token });
    expect(byName.list.map((file) => file.fileName)).toEqual(all.list.map((file) => file.fileName).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const bySize = await kit().list({ sort: '-fileSize' }, { token });
    expect(bySize.list.map((file) => file.fileSize)).toEqual(all.list.map((file) => file.fileSize).sort((a, b) => b - a));

    const spanish = await kit().list({ language: 'es' }, { token });
    expect(spanish.total).toBe(16);
    expect(spanish.list.every((file) => file.language === 'es')).toBe(true);

    const search = await kit().list({ q: 'BROCHURE' }, { token });
    expect(search.list.map((file) => file.fileName)).toEqual(['Home-Battery-Brochure.pdf']);
    expect((await kit().list({ q: 'garantía' }, { token })).total).toBe(1);
    expect((await kit().list({ q: '100%_' }, { token })).total).toBe(0);

    const pages = [1, 2, 3, 4].map((page) => kit().list({ page: String(page), pageSize: '10' }, { token }));
    const ids = (await Promise.all(pages)).flatMap((page) => page.list.map((file) => file.fileId));
    expect(ids).toEqual(all.list.map((file) => file.fileId));

    // Partner visitors see the same table; nobody else does.
    expect((await kit().list({ website: demoWebsite })).total).toBe(32);
    expect((await api('GET', materialPaths.list)).body.code).toBe(ResultCode.sessionExpired);
    expect((await api('GET', materialPaths.list, { query: { website: 'nobody.example' } })).body.code).toBe(ResultCode.websiteNotFound);
    expect((await api('GET', materialPaths.list, { token, query: { pageSize: '1000' } })).body.code).toBe(ResultCode.invalidInput);
    expect((await api('GET', materialPaths.list, { token, query: { sort: 'storage_key' } })).body.code).toBe(ResultCode.invalidInput);
  });

  it('sends no byte without an agreement, then the file as itself; a new terms version closes the gate again', async () => {
    const { token } = await kit().ctx.signedInUser();
    const [file] = (await kit().list({ q: 'Battery-Data-Sheet' }, { token })).list;
    const body = { fileIds: [file!.fileId] };

    const refused = await kit().raw('POST', materialPaths.download, { token, body, headers: { lang: 'es' } });
    expect(refused.status).toBe(200);
    expect(refused.headers['content-type']).toMatch(/json/);
    expect(refused.json()).toEqual({ code: ResultCode.termsNotAgreed, message: errorMessages.es.termsNotAgreed, result: null });
    expect((await api<MaterialTerms>('GET', materialPaths.terms, { token, headers: { lang: 'es' } })).body.result).toMatchObject({
      version: 1,
      title: 'Términos de uso del paquete de materiales digitales',
      agreed: false,
    });

    await agreeAsUser(token);
    expect((await api<MaterialTerms>('GET', materialPaths.terms, { token })).body.result.agreed).toBe(true);
    const sent = await kit().raw('POST', materialPaths.download, { token, body });
    expect(sent.status).toBe(200);
    expect(sent.headers).toMatchObject({ 'content-type': 'application/pdf', 'accept-ranges': 'bytes', 'content-length': String(file!.fileSize) });
    expect(sent.headers['content-disposition']).toBe('attachment; filename=Battery-Data-Sheet.pdf');
    expect(sent.body.equals(await kit().bytesOf(file!.fileId))).toBe(true);

    // Version 2 is published: the agreement to version 1 no longer opens the gate, and agreeing to 1 is refused.
    await kit().db.insertInto('material_terms').values({ version: 2, lang: 'en', title: 'Terms v2', body: 'New terms.', published_at: kit().ctx.clock.now() }).execute();
    try {
      expect((await kit().raw('POST', materialPaths.download, { token, body })).json()).toMatchObject({ code: ResultCode.termsNotAgreed });
      expect((await api<MaterialTerms>('GET', materialPaths.terms, { token, headers: { lang: 'es' } })).body.result).toEqual({ version: 2, title: 'Terms v2', body: 'New terms.', agreed: false });
      expect((await api('POST', materialPaths.agree, { token, body: { version: 1 } })).body.code).toBe(ResultCode.termsChanged);
      expect((await api('POST', materialPaths.agree, { token, body: { version: 2 } })).body.code).toBe(ResultCode.success);
      expect((await kit().raw('POST', materialPaths.download, { token, body })).status).toBe(200);
    } finally {
      await kit().db.deleteFrom('material_agreements').where('terms_version', '=', 2).execute();
      await kit().db.deleteFrom('material_downloads').where('terms_version', '=', 2).execute();
      await kit().db.deleteFrom('material_terms').where('version', '=', 2).execute();
    }
  });

  it('binds an anonymous agreement to its browser session and its website', async () => {
    const [file] = (await kit().list({ website: demoWebsite, q: 'Warranty' })).list;
    const body = { fileIds: [file!.fileId], website: demoWebsite };
    expect((await kit().raw('POST', materialPaths.download, { body })).json()).toMatchObject({ code: ResultCode.termsNotAgreed });
    expect((await kit().raw('POST', materialPaths.download, { body, session: 'made-up-session' })).json()).toMatchObject({ code: ResultCode.termsNotAgreed });

    const session = await agreeAsVisitor(demoWebsite);
    expect(session.length).toBeGreaterThanOrEqual(40);
    expect((await api<MaterialTerms>('GET', materialPaths.terms, { query: { website: demoWebsite }, headers: { 'materials-session': session } })).body.result.agreed).toBe(true);
    const sent = await kit().raw('POST', materialPaths.download, { body, session });
    expect(sent.status).toBe(200);
    expect(sent.body.equals(await kit().bytesOf(file!.fileId))).toBe(true);

    // The same browser on another partner's website has agreed to nothing there.
    expect((await api<MaterialTerms>('GET', materialPaths.terms, { query: { website: otherWebsite }, headers: { 'materials-session': session } })).body.result.agreed).toBe(false);
    expect((await kit().raw('POST', materialPaths.download, { body: { ...body, website: otherWebsite }, session })).json()).toMatchObject({ code: ResultCode.termsNotAgreed });
    // Nor does a partner session open the portal's gate for a signed-in user.
    const { token } = await kit().ctx.signedInUser();
    expect((await kit().raw('POST', materialPaths.download, { body: { fileIds: body.fileIds }, token, session })).json()).toMatchObject({ code: ResultCode.termsNotAgreed });

    // A day later the session is over.
    kit().ctx.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await kit().raw('POST', materialPaths.download, { body, session })).json()).toMatchObject({ code: ResultCode.termsNotAgreed });
  });

  it('zips several files into one archive that unzips to the exact bytes, and records every download', async () => {
    const { token, user } = await kit().ctx.signedInUser();
    await agreeAsUser(token);
    const files = (await kit().list({ q: 'Guide' }, { token })).list;
    expect(files.length).toBeGreaterThanOrEqual(3);
    const zip = await kit().raw('POST', materialPaths.download, { token, body: { fileIds: files.map((file) => file.fileId) } });
    expect(zip.status).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toMatch(/^attachment; filename=digital-materials-package-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(zip.headers['content-length']).toBe(String(zip.body.length));
    const entries = await unzipEntries(zip.body);
    expect([...entries.keys()].sort()).toEqual(files.map((file) => file.fileName).sort());
    for (const file of files) expect(entries.get(file.fileName)?.equals(await kit().bytesOf(file.fileId)), file.fileName).toBe(true);

    const everything = await kit().raw('POST', materialPaths.download, { token, body: { fileIds: 'all' } });
    expect((await unzipEntries(everything.body)).size).toBe(32);

    const records = await kit()
      .db.selectFrom('material_downloads')
      .select(['id', 'user_id', 'website', 'terms_version', 'file_count', 'downloaded_at'])
      .where('user_id', '=', user.id)
      .orderBy('file_count')
      .execute();
    expect(records.map((record) => [record.file_count, record.terms_version, record.website])).toEqual([
      [files.length, 1, null],
      [32, 1, null],
    ]);
    const recorded = await kit().db.selectFrom('material_download_files').select('file_id').where('download_id', '=', records[0]!.id).execute();
    expect(recorded.map((row) => row.file_id).sort()).toEqual(files.map((file) => file.fileId).sort());

    const session = await agreeAsVisitor(otherWebsite);
    await kit().raw('POST', materialPaths.download, { session, body: { fileIds: [files[0]!.fileId], website: otherWebsite } });
    const partnerRecord = await kit().db.selectFrom('material_downloads').select(['user_id', 'file_count']).where('website', '=', otherWebsite).execute();
    expect(partnerRecord).toEqual([{ user_id: null, file_count: 1 }]);
  });

  it('answers ranges of a single file with 206, and 416 outside it', async () => {
    const { token } = await kit().ctx.signedInUser();
    await agreeAsUser(token);
    const [video] = (await kit().list({ q: 'Overview', language: 'en' }, { token })).list;
    const bytes = await kit().bytesOf(video!.fileId);
    const body = { fileIds: [video!.fileId] };
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=1000-', 1000, bytes.length - 1],
      ['bytes=-500', bytes.length - 500, bytes.length - 1],
    ];
    for (const [range, start, end] of cases) {
      const part = await kit().raw('POST', materialPaths.download, { token, body, headers: { range } });
      expect(part.status, range).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes ${start}-${end}/${bytes.length}`);
      expect(part.body.equals(bytes.subarray(start, end + 1))).toBe(true);
    }
    const outside = await kit().raw('POST', materialPaths.download, { token, body, headers: { range: `bytes=${bytes.length}-` } });
    expect(outside.status).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('reaches no file outside the package: ids name rows, never paths', async () => {
    const { token } = await kit().ctx.signedInUser();
    await agreeAsUser(token);
    for (const fileIds of [['../../../etc/passwd'], ['..%2f..%2fserver.json'], ['materials/demo/brochure-en.pdf'], [crypto.randomUUID()]]) {
      const answer = await kit().raw('POST', materialPaths.download, { token, body: { fileIds } });
      expect(answer.json(), fileIds[0]).toEqual({ code: ResultCode.notFound, message: errorMessages.en.materialNotFound, result: null });
    }
    for (const url of ['/materials/download/../../../etc/passwd', '/materials/..%2f..%2f..%2fetc%2fpasswd']) {
      expect((await kit().raw('GET', url)).status).toBe(404);
    }
  });

  it('puts a Spanish name in Content-Disposition so every browser saves it safely', async () => {
    const { token } = await kit().ctx.signedInUser();
    await agreeAsUser(token);
    const [file] = (await kit().list({ q: 'Vídeo-Presentación' }, { token })).list;
    const sent = await kit().raw('POST', materialPaths.download, { token, body: { fileIds: [file!.fileId] } });
    expect(sent.headers['content-disposition']).toBe(`attachment; filename="V?deo-Presentaci?n-del-Producto.mp4"; filename*=UTF-8''V%C3%ADdeo-Presentaci%C3%B3n-del-Producto.mp4`);
  });

  it(`keeps one agreement row for ${parallelRequests} agreements at once, by a user or by one browser session`, async () => {
    const { token, user } = await kit().ctx.signedInUser();
    const answers = await atOnce(parallelRequests, () => api('POST', materialPaths.agree, { token, body: { version: 1 } }));
    expect(codeTally(answers)).toEqual({ [ResultCode.success]: parallelRequests });
    expect(await kit().db.selectFrom('material_agreements').select('id').where('user_id', '=', user.id).execute()).toHaveLength(1);

    const session = await agreeAsVisitor(demoWebsite);
    const again = await atOnce(parallelRequests, () => api<AgreeResult>('POST', materialPaths.agree, { body: { version: 1, website: demoWebsite }, headers: { 'materials-session': session } }));
    expect(again.every((answer) => answer.body.result.session === session)).toBe(true);
    const sessionRow = await kit().db.selectFrom('material_sessions').select('id').where('website', '=', demoWebsite).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(await kit().db.selectFrom('material_agreements').select('id').where('session_id', '=', sessionRow.id).execute()).toHaveLength(1);
  });

  it(`admits ${materialThrottleRules.sessionsPerIp.limit} of ${parallelRequests} new anonymous sessions from one address at once`, async () => {
    const ip = freshIp();
    const before = await kit().db.selectFrom('material_sessions').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    const answers = await atOnce(parallelRequests, () => api('POST', materialPaths.agree, { body: { version: 1, website: otherWebsite }, ip }));
    expect(codeTally(answers)).toEqual({ [ResultCode.success]: materialThrottleRules.sessionsPerIp.limit, [ResultCode.rateLimited]: parallelRequests - materialThrottleRules.sessionsPerIp.limit });
    const after = await kit().db.selectFrom('material_sessions').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(Number(after.count) - Number(before.count)).toBe(materialThrottleRules.sessionsPerIp.limit);
  });
});
