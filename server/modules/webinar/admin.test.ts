import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/codes';
import { errorMessages } from '../../../src/contract/messages';
import { validationMessages } from '../../../src/validation/messages';
import { webinarAdminPaths, webinarPaths, type AdminWebinar, type AdminWebinarListResult, type WebinarListResult } from '../../../src/contract/webinar';
import { ok } from '../../test/courseTestKit';
import { databasesUnderTest } from '../../test/databases';
import { atOnce, codeTally, parallelRequests } from '../../test/parallel';
import { useTestContext } from '../../test/testApp';

const hour = 60 * 60_000;

describe.each(databasesUnderTest())('webinars in the admin console on $name', ({ kind }) => {
  const ctx = useTestContext(kind);
  const auditOf = (id: string) => ctx().db.selectFrom('audit_log').select(['action', 'actor_account']).where('target_id', '=', id).orderBy('created_at').orderBy('action').execute();

  it('schedules, corrects and cancels a webinar (once under 50 at once); learners follow; each step is audited', async () => {
    const admin = await ctx().signedInUser({ role: 'admin' });
    const learner = (await ctx().signedInUser()).token;
    const startsAt = new Date(ctx().clock.now().getTime() + 48 * hour).toISOString();
    const form = { titleEn: 'Inverter updates', titleEs: 'Actualizaciones del inversor', descriptionEn: 'What is new.', descriptionEs: 'Qué hay de nuevo.', startsAt, durationMinutes: 60, joinUrl: 'https://meet.example.com/inv', recordingUrl: '' };
    const created = ok(await ctx().api<AdminWebinar>('POST', webinarAdminPaths.create, { token: admin.token, body: form }));
    expect(created).toMatchObject({ titleEn: 'Inverter updates', status: 'scheduled', startsAt, recordingUrl: '', cancelledAt: null });
    const learnerList = async (lang = 'en') => ok(await ctx().api<WebinarListResult>('GET', webinarPaths.list, { token: learner, headers: { lang } })).list;
    expect((await learnerList('es')).find((item) => item.webinarId === created.webinarId)?.title).toBe('Actualizaciones del inversor');

    const updated = ok(await ctx().api<AdminWebinar>('POST', webinarAdminPaths.update, { token: admin.token, body: { ...form, webinarId: created.webinarId, titleEn: 'Inverter updates 2.0', durationMinutes: 90 } }));
    expect(updated).toMatchObject({ titleEn: 'Inverter updates 2.0', durationMinutes: 90, updatedAt: expect.any(String) });
    expect((await learnerList()).find((item) => item.webinarId === created.webinarId)).toMatchObject({ title: 'Inverter updates 2.0', durationMinutes: 90 });

    const invalid = await ctx().api('POST', webinarAdminPaths.update, { token: admin.token, body: { ...form, webinarId: created.webinarId, durationMinutes: 0, joinUrl: 'javascript:alert(1)' }, headers: { lang: 'es' } });
    expect(invalid.body).toMatchObject({ code: ResultCode.invalidInput, result: { fields: { durationMinutes: validationMessages.es.webinarDurationRange, joinUrl: validationMessages.es.webinarLinkFormat } } });
    expect((await learnerList()).find((item) => item.webinarId === created.webinarId)?.durationMinutes).toBe(90);

    const answers = await atOnce(parallelRequests, () => ctx().api('POST', webinarAdminPaths.cancel, { token: admin.token, body: { webinarId: created.webinarId } }));
    expect(codeTally(answers)).toEqual({ [ResultCode.success]: 1, [ResultCode.notFound]: parallelRequests - 1 });
    expect(answers.find((answer) => answer.body.code === ResultCode.notFound)?.body.message).toBe(errorMessages.en.webinarNotScheduled);
    expect((await learnerList()).map((item) => item.webinarId)).not.toContain(created.webinarId);
    expect((await ctx().api('GET', webinarPaths.ics, { query: { webinarId: created.webinarId } })).body.code).toBe(ResultCode.notFound);
    const overview = ok(await ctx().api<AdminWebinarListResult>('GET', webinarAdminPaths.list, { token: admin.token, query: { page: '1', pageSize: '50' } }));
    expect(overview.list.find((item) => item.webinarId === created.webinarId)).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });

    const entries = await auditOf(created.webinarId);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['webinar.cancel', 'webinar.create', 'webinar.update']);
    expect(entries.every((entry) => entry.actor_account === admin.user.account)).toBe(true);
  });

  it('calls a webinar ended once its start plus duration has passed: cancelling it is refused in the caller\'s language (50 at once too) and changes nothing; only its texts and recording may change', async () => {
    const admin = await ctx().signedInUser({ role: 'admin' });
    const learner = (await ctx().signedInUser()).token;
    const startsAt = new Date(ctx().clock.now().getTime() + hour).toISOString();
    const form = { titleEn: 'Firmware 3 preview', titleEs: 'Avance del firmware 3', descriptionEn: 'What changes.', descriptionEs: 'Qué cambia.', startsAt, durationMinutes: 60, joinUrl: 'https://meet.example.com/fw3', recordingUrl: '' };
    const created = ok(await ctx().api<AdminWebinar>('POST', webinarAdminPaths.create, { token: admin.token, body: form }));
    const inConsole = async (query: Record<string, string> = {}) =>
      ok(await ctx().api<AdminWebinarListResult>('GET', webinarAdminPaths.list, { token: admin.token, query: { q: 'Firmware 3 preview', ...query } })).list.find((item) => item.webinarId === created.webinarId);
    const stored = () => ctx().db.selectFrom('webinars').select(['starts_at', 'duration_minutes', 'join_url', 'recording_url', 'cancelled_at']).where('id', '=', created.webinarId).executeTakeFirstOrThrow();

    // Under way it is still scheduled; a minute before its end too.
    ctx().clock.advance(2 * hour - 60_000);
    expect(await inConsole()).toMatchObject({ status: 'scheduled' });
    // At its end (start + duration) it is ended, in the console as in the learners' list.
    ctx().clock.advance(60_000);
    expect(await inConsole()).toMatchObject({ status: 'ended', cancelledAt: null });
    expect(await inConsole({ status: 'ended' })).toBeDefined();
    expect(await inConsole({ status: 'scheduled' })).toBeUndefined();
    const learnerItem = async () => ok(await ctx().api<WebinarListResult>('GET', webinarPaths.list, { token: learner })).list.find((item) => item.webinarId === created.webinarId);
    expect(await learnerItem()).toMatchObject({ status: 'ended' });

    const before = await stored();
    const answers = await atOnce(parallelRequests, () => ctx().api('POST', webinarAdminPaths.cancel, { token: admin.token, body: { webinarId: created.webinarId }, headers: { lang: 'es' } }));
    expect(codeTally(answers)).toEqual({ [ResultCode.conflict]: parallelRequests });
    expect(answers[0]?.body).toEqual({ code: ResultCode.conflict, message: errorMessages.es.webinarEnded, result: null });
    expect(await stored()).toEqual(before);
    expect(await inConsole()).toMatchObject({ status: 'ended' });

    // What took place stays: start, duration and join link are refused, in English here.
    for (const change of [{ startsAt: new Date(Date.parse(startsAt) + 7 * 24 * hour).toISOString() }, { durationMinutes: 90 }, { joinUrl: 'https://meet.example.com/other' }]) {
      const refused = await ctx().api('POST', webinarAdminPaths.update, { token: admin.token, body: { ...form, ...change, webinarId: created.webinarId } });
      expect(refused.body).toEqual({ code: ResultCode.conflict, message: errorMessages.en.webinarEndedFixed, result: null });
    }
    expect(await stored()).toEqual(before);
    // Its texts and its recording link may still change: learners see the recording.
    const recorded = ok(await ctx().api<AdminWebinar>('POST', webinarAdminPaths.update, { token: admin.token, body: { ...form, webinarId: created.webinarId, titleEn: 'Firmware 3 preview (recorded)', recordingUrl: 'https://video.example.com/fw3' } }));
    expect(recorded).toMatchObject({ status: 'ended', titleEn: 'Firmware 3 preview (recorded)', recordingUrl: 'https://video.example.com/fw3', startsAt });
    expect(await learnerItem()).toMatchObject({ status: 'ended', recordingUrl: 'https://video.example.com/fw3' });
    expect((await auditOf(created.webinarId)).map((entry) => entry.action).sort()).toEqual(['webinar.create', 'webinar.update']);
  });

  it('still cancels a webinar that is under way (it has not ended)', async () => {
    const admin = await ctx().signedInUser({ role: 'admin' });
    const form = { titleEn: 'Live now', titleEs: 'En directo', descriptionEn: 'D', descriptionEs: 'D', startsAt: new Date(ctx().clock.now().getTime() - 10 * 60_000).toISOString(), durationMinutes: 60, joinUrl: 'https://meet.example.com/live', recordingUrl: '' };
    const created = ok(await ctx().api<AdminWebinar>('POST', webinarAdminPaths.create, { token: admin.token, body: form }));
    expect(created.status).toBe('scheduled');
    expect(ok(await ctx().api<AdminWebinar>('POST', webinarAdminPaths.cancel, { token: admin.token, body: { webinarId: created.webinarId } }))).toMatchObject({ status: 'cancelled' });
  });

  it('pages every webinar on the server, latest start first', async () => {
    const admin = await ctx().signedInUser({ role: 'admin' });
    const base = { titleEs: 'T', descriptionEn: 'D', descriptionEs: 'D', durationMinutes: 30, joinUrl: 'https://meet.example.com/x', recordingUrl: 'https://video.example.com/r' };
    for (const [i, offset] of [-72, 24, 96].entries()) ok(await ctx().api('POST', webinarAdminPaths.create, { token: admin.token, body: { ...base, titleEn: `Paged ${i}`, startsAt: new Date(ctx().clock.now().getTime() + offset * hour).toISOString() } }));
    const first = ok(await ctx().api<AdminWebinarListResult>('GET', webinarAdminPaths.list, { token: admin.token, query: { page: '1', pageSize: '2' } }));
    expect(first.list).toHaveLength(2);
    expect(first.total).toBeGreaterThanOrEqual(3);
    const starts = first.list.map((item) => Date.parse(item.startsAt));
    expect(starts[0]).toBeGreaterThanOrEqual(starts[1]!);
    expect((await ctx().api('GET', webinarAdminPaths.list, { token: (await ctx().signedInUser()).token, query: { page: '1', pageSize: '2' } })).body.code).toBe(ResultCode.forbidden);
  });

  it('searches both titles, filters by status and sorts by start on the server', async () => {
    const admin = await ctx().signedInUser({ role: 'admin' });
    const tag = `Zw${process.pid}`;
    const base = { descriptionEn: 'D', descriptionEs: 'D', durationMinutes: 30, joinUrl: 'https://meet.example.com/x', recordingUrl: '' };
    const made: AdminWebinar[] = [];
    for (const [i, offset] of [24, 96, 48].entries()) {
      made.push(ok(await ctx().api<AdminWebinar>('POST', webinarAdminPaths.create, { token: admin.token, body: { ...base, titleEn: `${tag} session ${i}`, titleEs: `${tag} sesión_${i}`, startsAt: new Date(ctx().clock.now().getTime() + offset * hour).toISOString() } })));
    }
    ok(await ctx().api('POST', webinarAdminPaths.cancel, { token: admin.token, body: { webinarId: made[2]!.webinarId } }));
    const search = async (query: Record<string, string>) => ok(await ctx().api<AdminWebinarListResult>('GET', webinarAdminPaths.list, { token: admin.token, query }));
    // Latest start first by default; earliest with order=asc; the Spanish title is searched too ("_" literally).
    expect((await search({ q: tag })).list.map((item) => item.titleEn)).toEqual([`${tag} session 1`, `${tag} session 2`, `${tag} session 0`]);
    expect((await search({ q: tag, order: 'asc' })).list.map((item) => item.titleEn)).toEqual([`${tag} session 0`, `${tag} session 2`, `${tag} session 1`]);
    expect((await search({ q: `sesión_1` })).list.map((item) => item.webinarId)).toEqual([made[1]!.webinarId]);
    expect((await search({ q: tag, status: 'cancelled' })).list.map((item) => item.webinarId)).toEqual([made[2]!.webinarId]);
    expect((await search({ q: tag, status: 'scheduled' })).total).toBe(2);
    expect((await ctx().api('GET', webinarAdminPaths.list, { token: admin.token, query: { order: 'sideways' } })).body.code).toBe(ResultCode.invalidInput);
  });
});
