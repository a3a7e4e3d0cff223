import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/codes';
import { errorMessages } from '../../../src/contract/messages';
import { noticePaths, type AdminNotice, type AdminNoticeListResult, type NoticeDetail, type NoticeListResult } from '../../../src/contract/notice';
import { notificationPaths, type NotificationListResult } from '../../../src/contract/notification';
import { validationMessages } from '../../../src/validation/messages';
import { ok } from '../../test/courseTestKit';
import { databasesUnderTest } from '../../test/databases';
import { atOnce, codeTally, parallelRequests } from '../../test/parallel';
import { useTestContext } from '../../test/testApp';

describe.each(databasesUnderTest())('notices in the admin console on $name', ({ kind }) => {
  const ctx = useTestContext(kind);
  const auditOf = (id: string) => ctx().db.selectFrom('audit_log').select(['action', 'actor_account']).where('target_id', '=', id).orderBy('created_at').orderBy('action').execute();

  it('answers a correction or take-down of a notice that does not exist with 40004 naming the notice, in the admin\'s language', async () => {
    const admin = await ctx().signedInUser({ role: 'admin' });
    const body = { title: 'Gone', bodyHtml: '<p>Gone.</p>' };
    for (const noticeId of [crypto.randomUUID(), 'not-an-id']) {
      expect((await ctx().api('POST', noticePaths.update, { token: admin.token, body: { ...body, noticeId } })).body).toEqual({ code: ResultCode.notFound, message: errorMessages.en.noticeUnknown, result: null });
      expect((await ctx().api('POST', noticePaths.update, { token: admin.token, body: { ...body, noticeId }, headers: { lang: 'es' } })).body).toEqual({ code: ResultCode.notFound, message: errorMessages.es.noticeUnknown, result: null });
      expect((await ctx().api('POST', noticePaths.unpublish, { token: admin.token, body: { noticeId }, headers: { lang: 'es' } })).body).toEqual({ code: ResultCode.notFound, message: errorMessages.es.noticeNotPublished, result: null });
    }
    expect(errorMessages.es.noticeUnknown).toBe('Este aviso no existe. Vuelva a la lista para ver los avisos actuales.');
  });

  it('publishes, corrects (sanitised again) and takes down a notice; readers follow; each step is audited', async () => {
    const admin = await ctx().signedInUser({ role: 'admin' });
    const learner = (await ctx().signedInUser()).token;
    const created = ok(await ctx().api<NoticeDetail>('POST', noticePaths.create, { token: admin.token, body: { title: 'Warehouse closed', bodyHtml: '<p>Closed on <b>Friday</b>.</p>' } }));
    expect(ok(await ctx().api<NoticeListResult>('GET', noticePaths.list, { token: learner, query: { page: '1', pageSize: '50' } })).list.map((notice) => notice.noticeId)).toContain(created.noticeId);

    const updated = ok(
      await ctx().api<AdminNotice>('POST', noticePaths.update, {
        token: admin.token,
        body: { noticeId: created.noticeId, title: 'Warehouse closed on Friday', bodyHtml: '<p>Closed <img src=x onerror=alert(1)>all day.</p><script>alert(1)</script>' },
      }),
    );
    expect(updated).toMatchObject({ title: 'Warehouse closed on Friday', status: 'published', unpublishedAt: null });
    expect(updated.bodyHtml).not.toMatch(/script|onerror/);
    expect(ok(await ctx().api<NoticeDetail>('GET', noticePaths.detail, { token: learner, query: { noticeId: created.noticeId } })).title).toBe('Warehouse closed on Friday');
    const empty = await ctx().api('POST', noticePaths.update, { token: admin.token, body: { noticeId: created.noticeId, title: 'x', bodyHtml: '<script>alert(1)</script>' }, headers: { lang: 'es' } });
    expect(empty.body).toMatchObject({ code: ResultCode.invalidInput, result: { fields: { bodyHtml: expect.any(String) } } });

    const answers = await atOnce(parallelRequests, () => ctx().api('POST', noticePaths.unpublish, { token: admin.token, body: { noticeId: created.noticeId } }));
    expect(codeTally(answers)).toEqual({ [ResultCode.success]: 1, [ResultCode.notFound]: parallelRequests - 1 });
    expect(answers.find((answer) => answer.body.code === ResultCode.notFound)?.body.message).toBe(errorMessages.en.noticeNotPublished);
    expect(ok(await ctx().api<NoticeListResult>('GET', noticePaths.list, { token: learner, query: { page: '1', pageSize: '50' } })).list.map((notice) => notice.noticeId)).not.toContain(created.noticeId);
    expect((await ctx().api('GET', noticePaths.detail, { token: learner, query: { noticeId: created.noticeId } })).body).toEqual({ code: ResultCode.notFound, message: 'This notice does not exist or was taken down.', result: null });
    expect((await ctx().api('GET', noticePaths.detail, { token: learner, query: { noticeId: 'nope' }, headers: { lang: 'es' } })).body).toEqual({ code: ResultCode.notFound, message: 'Este aviso no existe o fue retirado.', result: null });
    const overview = ok(await ctx().api<AdminNoticeListResult>('GET', noticePaths.adminList, { token: admin.token, query: { page: '1', pageSize: '50' } }));
    expect(overview.list.find((notice) => notice.noticeId === created.noticeId)).toMatchObject({ status: 'unpublished', unpublishedAt: expect.any(String) });

    expect((await auditOf(created.noticeId)).map((entry) => entry.action).sort()).toEqual(['notice.create', 'notice.unpublish', 'notice.update']);
    expect((await auditOf(created.noticeId)).every((entry) => entry.actor_account === admin.user.account)).toBe(true);
  });

  it('keeps the language a notice is written in: readers, the console and the new-notice notification say it; an unknown language changes nothing', async () => {
    const admin = await ctx().signedInUser({ role: 'admin' });
    const reader = await ctx().signedInUser();
    const created = ok(await ctx().api<NoticeDetail>('POST', noticePaths.create, { token: admin.token, body: { title: 'Horario de vacaciones', bodyHtml: '<p>Abierto todos los días.</p>', language: 'es' } }));
    expect(created.language).toBe('es');
    const readerSees = async (lang: string) => ({
      listed: ok(await ctx().api<NoticeListResult>('GET', noticePaths.list, { token: reader.token, headers: { lang }, query: { page: '1', pageSize: '50' } })).list.find((notice) => notice.noticeId === created.noticeId)?.language,
      detail: ok(await ctx().api<NoticeDetail>('GET', noticePaths.detail, { token: reader.token, headers: { lang }, query: { noticeId: created.noticeId } })).language,
    });
    expect(await readerSees('en')).toEqual({ listed: 'es', detail: 'es' });
    expect(await readerSees('es')).toEqual({ listed: 'es', detail: 'es' });
    // The Spanish title inside an English sentence is named as Spanish; in a Spanish sentence nothing is quoted.
    const newest = async (lang: string) => ok(await ctx().api<NotificationListResult>('GET', notificationPaths.list, { token: reader.token, headers: { lang }, query: { page: '1', pageSize: '1' } })).list[0];
    expect(await newest('en')).toMatchObject({ title: 'New notice: Horario de vacaciones', titleQuote: { text: 'Horario de vacaciones', language: 'es' } });
    expect(await newest('es')).toMatchObject({ title: 'Nuevo aviso: Horario de vacaciones', titleQuote: null });

    const adminView = async () => ok(await ctx().api<AdminNoticeListResult>('GET', noticePaths.adminList, { token: admin.token, query: { page: '1', pageSize: '50' } })).list.find((notice) => notice.noticeId === created.noticeId);
    expect((await adminView())?.language).toBe('es');
    // A correction that does not name the language keeps it; one that names it changes it.
    const kept = ok(await ctx().api<AdminNotice>('POST', noticePaths.update, { token: admin.token, body: { noticeId: created.noticeId, title: 'Horario de fiestas', bodyHtml: '<p>Abierto.</p>' } }));
    expect(kept).toMatchObject({ title: 'Horario de fiestas', language: 'es' });
    const relabelled = ok(await ctx().api<AdminNotice>('POST', noticePaths.update, { token: admin.token, body: { noticeId: created.noticeId, title: 'Holiday hours', bodyHtml: '<p>Open.</p>', language: 'en' } }));
    expect(relabelled.language).toBe('en');
    expect((await readerSees('es')).detail).toBe('en');
    const updates = await ctx().db.selectFrom('audit_log').select('details').where('target_id', '=', created.noticeId).where('action', '=', 'notice.update').orderBy('created_at').execute();
    expect(updates.map((entry) => entry.details)).toContainEqual({ before: { title: 'Horario de fiestas', language: 'es' }, after: { title: 'Holiday hours', language: 'en' } });

    const noticeCount = async () => Number((await ctx().db.selectFrom('notices').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await noticeCount();
    const french = await ctx().api('POST', noticePaths.create, { token: admin.token, headers: { lang: 'es' }, body: { title: 'Heures', bodyHtml: '<p>Ouvert.</p>', language: 'fr' } });
    expect(french.body).toMatchObject({ code: ResultCode.invalidInput, result: { fields: { language: validationMessages.es.writtenLanguageRequired } } });
    const frenchUpdate = await ctx().api('POST', noticePaths.update, { token: admin.token, body: { noticeId: created.noticeId, title: 'Heures', bodyHtml: '<p>Ouvert.</p>', language: 'fr' } });
    expect(frenchUpdate.body).toMatchObject({ code: ResultCode.invalidInput, result: { fields: { language: validationMessages.en.writtenLanguageRequired } } });
    expect(await noticeCount()).toBe(before);
    expect(await adminView()).toMatchObject({ title: 'Holiday hours', language: 'en' });
  });

  it('searches the titles, filters by status and sorts on the server; a learner is refused', async () => {
    const admin = await ctx().signedInUser({ role: 'admin' });
    const tag = `Zq${process.pid}`;
    const titles = [`${tag} 100% battery`, `${tag} inverter`, `${tag} 100x cables`];
    const ids: string[] = [];
    for (const title of titles) {
      ids.push(ok(await ctx().api<NoticeDetail>('POST', noticePaths.create, { token: admin.token, body: { title, bodyHtml: '<p>Text</p>' } })).noticeId);
      ctx().clock.advance(60_000);
    }
    ok(await ctx().api('POST', noticePaths.unpublish, { token: admin.token, body: { noticeId: ids[1] } }));
    const search = async (query: Record<string, string>) => ok(await ctx().api<AdminNoticeListResult>('GET', noticePaths.adminList, { token: admin.token, query }));

    expect((await search({ q: tag.toLowerCase() })).list.map((notice) => notice.title)).toEqual([...titles].reverse());
    // LIKE wildcards are taken literally: "100%" finds the one title that has it.
    expect((await search({ q: `${tag} 100%` })).list.map((notice) => notice.title)).toEqual([titles[0]]);
    expect((await search({ q: tag, status: 'unpublished' })).list.map((notice) => notice.noticeId)).toEqual([ids[1]]);
    const oldest = await search({ q: tag, status: 'published', order: 'asc', pageSize: '1' });
    expect({ titles: oldest.list.map((notice) => notice.title), total: oldest.total }).toEqual({ titles: [titles[0]], total: 2 });
    expect((await ctx().api('GET', noticePaths.adminList, { token: admin.token, query: { status: 'hidden' } })).body.code).toBe(ResultCode.invalidInput);
    expect((await ctx().api('GET', noticePaths.adminList, { token: (await ctx().signedInUser()).token, query: {} })).body.code).toBe(ResultCode.forbidden);
  });
});
