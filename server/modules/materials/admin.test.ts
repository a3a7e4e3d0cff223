import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/codes';
import { errorMessages } from '../../../src/contract/messages';
import { materialAdminPaths, type AdminMaterialListResult, type AdminTerms } from '../../../src/contract/materialAdmin';
import { materialPaths, type AgreeResult, type MaterialFile, type MaterialTerms } from '../../../src/contract/materials';
import { validationMessages } from '../../../src/validation/messages';
import { databasesUnderTest } from '../../test/databases';
import { materialPng } from '../../db/seed/materials';
import { demoWebsite, multipartBody, useMaterialsContext } from '../../test/materialsTestKit';
import { atOnce, codeTally, parallelRequests } from '../../test/parallel';
import { freshIp } from '../../test/testApp';

const newTerms = (basedOn: number) => ({
  basedOn,
  en: { title: 'Terms of use, 2027', body: 'Use the materials only to sell and install our products.' },
  es: { title: 'Términos de uso, 2027', body: 'Use los materiales solo para vender e instalar nuestros productos.' },
});

describe.each(databasesUnderTest())('the materials section of the admin console on $name', ({ kind }) => {
  const kit = useMaterialsContext(kind);
  const api = <T>(method: 'GET' | 'POST', path: string, call: Parameters<ReturnType<typeof kit>['ctx']['api']>[2] = {}) => kit().ctx.api<T>(method, path, call);
  const admin = async () => (await kit().ctx.signedInUser({ role: 'admin' })).token;
  const auditOf = (action: string) => kit().db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();

  it('publishes a new terms version: a learner and a partner visitor who agreed must agree again before downloading', async () => {
    const token = await admin();
    const learner = (await kit().ctx.signedInUser()).token;
    const before = (await api<AdminTerms>('GET', materialAdminPaths.terms, { token })).body.result;
    expect(before).toMatchObject({ version: 1, agreedUsers: 0 });
    expect(before.es.title).not.toBe(before.en.title);

    ok(await api<AgreeResult>('POST', materialPaths.agree, { token: learner, body: { version: 1 } }));
    const session = ok(await api<AgreeResult>('POST', materialPaths.agree, { body: { version: 1, website: demoWebsite }, ip: freshIp() })).session ?? '';
    const [file] = (await kit().list({ q: 'Battery-Data-Sheet' }, { token: learner })).list;
    const download = { fileIds: [file!.fileId] };
    expect((await kit().raw('POST', materialPaths.download, { token: learner, body: download })).status).toBe(200);
    expect((await api<AdminTerms>('GET', materialAdminPaths.terms, { token })).body.result.agreedUsers).toBe(1);

    const published = ok(await api<AdminTerms>('POST', materialAdminPaths.publishTerms, { token, body: newTerms(1) }));
    expect(published).toMatchObject({ version: 2, agreedUsers: 0, en: newTerms(1).en, es: newTerms(1).es });

    // The learner: not agreed, the old version refused, no bytes until agreeing to version 2.
    const terms = ok(await api<MaterialTerms>('GET', materialPaths.terms, { token: learner, headers: { lang: 'es' } }));
    expect(terms).toEqual({ version: 2, title: newTerms(1).es.title, body: newTerms(1).es.body, agreed: false });
    expect((await api('POST', materialPaths.agree, { token: learner, body: { version: 1 } })).body.code).toBe(ResultCode.termsChanged);
    expect((await kit().raw('POST', materialPaths.download, { token: learner, body: download })).json()).toMatchObject({ code: ResultCode.termsNotAgreed });
    ok(await api('POST', materialPaths.agree, { token: learner, body: { version: 2 } }));
    expect((await kit().raw('POST', materialPaths.download, { token: learner, body: download })).status).toBe(200);

    // The partner visitor's browser session agreed to version 1 only.
    const visitor = { 'materials-session': session };
    expect(ok(await api<MaterialTerms>('GET', materialPaths.terms, { query: { website: demoWebsite }, headers: visitor })).agreed).toBe(false);
    expect((await kit().raw('POST', materialPaths.download, { body: { ...download, website: demoWebsite }, session })).json()).toMatchObject({ code: ResultCode.termsNotAgreed });

    const audit = await auditOf('materials.terms.publish');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ target_type: 'material_terms', target_id: '2' });
  });

  it('publishes one version when fifty publish at once, and refuses a stale or empty one in the caller\'s language', async () => {
    const token = await admin();
    const current = ok(await api<AdminTerms>('GET', materialAdminPaths.terms, { token })).version;
    const answers = await atOnce(parallelRequests, () => api('POST', materialAdminPaths.publishTerms, { token, body: newTerms(current), headers: { lang: 'es' } }));
    expect(codeTally(answers)).toEqual({ [ResultCode.success]: 1, [ResultCode.conflict]: parallelRequests - 1 });
    expect(answers.find((answer) => answer.body.code === ResultCode.conflict)?.body.message).toBe(errorMessages.es.termsPublishedMeanwhile);
    expect(ok(await api<AdminTerms>('GET', materialAdminPaths.terms, { token })).version).toBe(current + 1);
    const rows = await kit().db.selectFrom('material_terms').select('lang').where('version', '=', current + 1).execute();
    expect(rows.map((row) => row.lang).sort()).toEqual(['en', 'es']);

    const stale = await api('POST', materialAdminPaths.publishTerms, { token, body: newTerms(current) });
    expect(stale.body).toEqual({ code: ResultCode.conflict, message: errorMessages.en.termsPublishedMeanwhile, result: null });
    const empty = await api<{ fields: Record<string, string> }>('POST', materialAdminPaths.publishTerms, {
      token,
      body: { ...newTerms(current + 1), es: { title: '  ', body: 'x' } },
      headers: { lang: 'es' },
    });
    expect(empty.body.code).toBe(ResultCode.invalidInput);
    expect(empty.body.result.fields['es.title']).toBe(validationMessages.es.fieldRequired);
    expect(ok(await api<AdminTerms>('GET', materialAdminPaths.terms, { token })).version).toBe(current + 1);
  });

  it('lists files with download counts, corrects one and deletes one (audited); fifty deletes at once delete once', async () => {
    const token = await admin();
    const learner = (await kit().ctx.signedInUser()).token;
    const page = ok(await api<AdminMaterialListResult>('GET', materialAdminPaths.list, { token, query: { q: 'brochure', pageSize: '5' } }));
    const [file] = page.list;
    expect(file).toMatchObject({ fileName: 'Home-Battery-Brochure.pdf', downloads: expect.any(Number) });
    const downloadsBefore = file!.downloads;
    const version = ok(await api<MaterialTerms>('GET', materialPaths.terms, { token: learner })).version;
    ok(await api('POST', materialPaths.agree, { token: learner, body: { version } }));
    expect((await kit().raw('POST', materialPaths.download, { token: learner, body: { fileIds: [file!.fileId] } })).status).toBe(200);
    expect(ok(await api<AdminMaterialListResult>('GET', materialAdminPaths.list, { token, query: { q: 'brochure' } })).list[0]?.downloads).toBe(downloadsBefore + 1);

    const edit = { fileId: file!.fileId, fileName: 'Home-Battery-Brochure-2027.pdf', description: 'The home battery, in short', language: 'es' };
    expect(ok(await api<MaterialFile>('POST', materialAdminPaths.update, { token, body: edit }))).toMatchObject({ fileName: edit.fileName, description: edit.description, language: 'es' });
    expect((await kit().list({ q: '2027' }, { token: learner })).list.map((row) => row.fileId)).toEqual([file!.fileId]);
    const [updated] = await auditOf('materials.file.update');
    expect(updated).toMatchObject({ target_id: file!.fileId });
    const slash = await api<{ fields: Record<string, string> }>('POST', materialAdminPaths.update, { token, body: { ...edit, fileName: '../x.pdf' } });
    expect(slash.body.result.fields.fileName).toBe(validationMessages.en.fileNameSlash);
    const unknown = await api('POST', materialAdminPaths.update, { token, body: { ...edit, fileId: '00000000-0000-4000-8000-000000000000' }, headers: { lang: 'es' } });
    expect(unknown.body).toEqual({ code: ResultCode.notFound, message: errorMessages.es.materialNotFound, result: null });

    const storedBefore = kit().storedFiles().length;
    const answers = await atOnce(parallelRequests, () => api('POST', materialAdminPaths.remove, { token, body: { fileId: file!.fileId } }));
    expect(codeTally(answers)).toEqual({ [ResultCode.success]: 1, [ResultCode.notFound]: parallelRequests - 1 });
    expect(kit().storedFiles()).toHaveLength(storedBefore - 1);
    expect((await kit().list({ q: '2027' }, { token: learner })).total).toBe(0);
    expect(await auditOf('materials.file.delete')).toHaveLength(1);
  });

  it('audits an upload from the console with the administrator who made it', async () => {
    const admin = await kit().ctx.signedInUser({ role: 'admin' });
    const png = materialPng({ slug: 'audit-upload', kind: 'png', language: 'en', fileName: 'x.png', description: '', heading: '' });
    const { payload, contentType } = await multipartBody({ description: 'Showroom banner', language: 'en' }, { name: 'Showroom.png', bytes: png });
    const uploaded = (await kit().raw('POST', materialPaths.upload, { token: admin.token, payload, headers: { 'content-type': contentType } })).json<{ code: number; result: MaterialFile }>();
    expect(uploaded.code).toBe(ResultCode.success);
    const entries = await kit().db.selectFrom('audit_log').select(['action', 'actor_account', 'target_type']).where('target_id', '=', uploaded.result.fileId).execute();
    expect(entries).toEqual([{ action: 'materials.file.upload', actor_account: admin.user.account, target_type: 'material_file' }]);
  });
});

function ok<T>(response: { body: { code: number; result: T } }): T {
  expect(response.body).toMatchObject({ code: ResultCode.success });
  return response.body.result;
}
