import { randomUUID } from 'node:crypto';
import {   describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/codes';
import { groupNotificationAdminPaths, type AdminGroupNotification, type AdminGroupNotificationListResult, type GroupNotificationOptions, type GroupReach } from '../../../src/contract/groupNotification';
import { errorMessages } from '../../../src/contract/messages';
import { notificationPaths, type NotificationListResult } from '../../../src/contract/notification';
import { validationMessages } from '../../../src/validation/messages';
import { ok } from '../../test/courseTestKit';
import { databasesUnderTest } from '../../test/databases';
import { atOnce, codeTally, parallelRequests } from '../../test/parallel';
import { useSmtpCatcher } from '../../test/smtpCatcher';
import { useTestContext } from '../../test/testApp';

describe.each(databasesUnderTest())('notifications to a group on $name', ({ kind }) => {
  const smtp = useSmtpCatcher();
  const ctx = useTestContext(kind, () => ({ mail: 'configured', config: { smtpUrl: smtp().smtpUrl, publicUrl: 'https://training.example' } }));

  const newCompany = (name: string) => ctx().newCompany(name);
  /** A signed-in learner of the company, with the given audience, language and e-mail preference. */
  const member = async (companyId: string, facts: { audience?: 'installer' | 'sales' | 'designer'; lang?: string; byEmail?: boolean; companyAdmin?: boolean; deactivated?: boolean } = {}) => {
    const signedIn = await ctx().signedInUser({ audience: facts.audience ?? 'installer' });
    await ctx()
      .db.updateTable('users')
      .set({ company_id: companyId, lang: facts.lang ?? 'en', notify_by_email: facts.byEmail ?? false, company_admin: facts.companyAdmin ?? false, deactivated_at: facts.deactivated ? ctx().clock.now() : null })
      .where('id', '=', signedIn.user.id)
      .execute();
    return signedIn;
  };
  const inbox = async (token: string, lang = 'en') => ok(await ctx().api<NotificationListResult>('GET', notificationPaths.list, { token, query: { page: '1', pageSize: '20' }, headers: { lang } })).list;
  const mailsTo = async (address: string) => {
    await ctx().app.mailer.flush();
    return smtp().receivedBy(address);
  };
  const message = { titleEn: 'New inverter firmware', bodyEn: 'Update before your next installation.', titleEs: 'Nuevo firmware del inversor', bodyEs: 'Actualice antes de su próxima instalación.', link: '/documents' };
  const send = (token: string, body: unknown, key = randomUUID(), lang = 'en') => ctx().api<AdminGroupNotification>('POST', groupNotificationAdminPaths.send, { token, body, headers: { 'idempotency-key': key, lang } });

  it('reaches the active learners of the group in their language, by e-mail where they chose it, once under 50 clicks, audited', async () => {
    const admin = await ctx().signedInUser({ role: 'admin' });
    const companyId = await newCompany('Bright Roofs Solar');
    const spanish = await member(companyId, { lang: 'es', byEmail: true });
    const english = await member(companyId);
    const sales = await member(companyId, { audience: 'sales' });
    const gone = await member(companyId, { deactivated: true });
    const elsewhere = await member(await newCompany('Other Energy'));
    const group = { audiences: ['installer'], versionCodes: ['us'], companyId, companyAdminsOnly: false };

    const preview = ok(await ctx().api<GroupReach>('POST', groupNotificationAdminPaths.preview, { token: admin.token, body: group }));
    expect(preview).toEqual({ recipients: 2, byEmail: 1 });

    const key = randomUUID();
    const answers = await atOnce(parallelRequests, () => send(admin.token, { ...message, ...group }, key));
    expect(codeTally(answers)).toEqual({ [ResultCode.success]: parallelRequests });
    const ids = new Set(answers.map((answer) => (answer.body.result as AdminGroupNotification).groupNotificationId));
    expect(ids.size).toBe(1);
    const sent = answers[0]!.body.result as AdminGroupNotification;
    expect(sent).toMatchObject({ recipients: 2, byEmail: 1, sentBy: admin.user.account, link: '/documents', group: { audiences: ['installer'], versionCodes: ['US'], companyId, companyName: 'Bright Roofs Solar' } });

    expect((await inbox(spanish.token, 'es')).filter((item) => item.kind === 'groupMessage')).toEqual([
      expect.objectContaining({ title: 'Nuevo firmware del inversor', body: 'Actualice antes de su próxima instalación.', link: '/documents', read: false }),
    ]);
    expect((await inbox(english.token)).filter((item) => item.kind === 'groupMessage').map((item) => item.title)).toEqual(['New inverter firmware']);
    for (const outside of [sales, elsewhere]) expect((await inbox(outside.token)).some((item) => item.kind === 'groupMessage')).toBe(false);
    const goneRows = await ctx().db.selectFrom('notifications').select('id').where('user_id', '=', gone.user.id).where('kind', '=', 'groupMessage').execute();
    expect(goneRows).toEqual([]);

    const mails = await mailsTo(spanish.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Nuevo firmware del inversor');
    expect(mails[0]?.text).toContain('https://training.example/documents');
    expect(await mailsTo(english.user.email)).toEqual([]);

    const audit = await ctx().db.selectFrom('audit_log').select(['action', 'actor_account']).where('target_id', '=', sent.groupNotificationId).execute();
    expect(audit).toEqual([{ action: 'notification.send', actor_account: admin.user.account }]);
  });

  it('falls back to English for readers of Spanish when the message has no Spanish, and links nowhere without a link', async () => {
    const admin = await ctx().signedInUser({ role: 'admin' });
    const companyId = await newCompany('Sol y Techo');
    const reader = await member(companyId, { lang: 'es', companyAdmin: true });
    await member(companyId);
    const sent = ok(await send(admin.token, { titleEn: 'Invite your team', bodyEn: 'Invite your technicians.', companyId, companyAdminsOnly: true }));
    expect(sent.recipients).toBe(1);
    const [item] = (await inbox(reader.token, 'es')).filter((entry) => entry.kind === 'groupMessage');
    expect(item).toMatchObject({ title: 'Invite your team', body: 'Invite your technicians.', link: null });
  });

  it('keeps the language a message is written in: readers of the other language get the original marked with it, or the translation; a language it cannot be is refused, nothing sent', async () => {
    const admin = await ctx().signedInUser({ role: 'admin' });
    const companyId = await newCompany('Techos del Norte');
    const english = await member(companyId, { byEmail: true });
    const spanish = await member(companyId, { lang: 'es' });
    const written = { titleEs: 'Cierre por inventario', bodyEs: 'El almacén cierra el lunes.', language: 'es', companyId };
    const sent = ok(await send(admin.token, written));
    expect(sent).toMatchObject({ language: 'es', titleEs: 'Cierre por inventario', titleEn: '', bodyEn: '' });
    const listed = ok(await ctx().api<AdminGroupNotificationListResult>('GET', groupNotificationAdminPaths.list, { token: admin.token, query: { q: 'inventario' } })).list;
    expect(listed.map((item) => item.language)).toEqual(['es']);

    // An English reader gets the Spanish original, its title and body named as Spanish; a Spanish reader gets nothing to mark.
    const [englishItem] = (await inbox(english.token)).filter((item) => item.kind === 'groupMessage');
    expect(englishItem).toMatchObject({ title: 'Cierre por inventario', titleQuote: { text: 'Cierre por inventario', language: 'es' }, body: 'El almacén cierra el lunes.', bodyLanguage: 'es' });
    const [spanishItem] = (await inbox(spanish.token, 'es')).filter((item) => item.kind === 'groupMessage');
    expect(spanishItem).toMatchObject({ title: 'Cierre por inventario', titleQuote: null, bodyLanguage: null });
    expect((await mailsTo(english.user.email)).map((mail) => mail.subject)).toEqual(['Cierre por inventario']);

    // With its English translation, the English reader gets that, nothing marked (each send a minute later, so newest first is one order).
    ctx().clock.advance(60_000);
    ok(await send(admin.token, { ...written, titleEs: 'Inventario 2', titleEn: 'Stocktaking 2', bodyEn: 'The warehouse closes on Monday.' }));
    const [translated] = (await inbox(english.token)).filter((item) => item.kind === 'groupMessage');
    expect(translated).toMatchObject({ title: 'Stocktaking 2', titleQuote: null, bodyLanguage: null });
    // Written in English, untranslated: the Spanish reader gets it marked as English.
    ctx().clock.advance(60_000);
    ok(await send(admin.token, { titleEn: 'Stocktaking 3', bodyEn: 'Closed on Monday.', companyId }));
    const [untranslated] = (await inbox(spanish.token, 'es')).filter((item) => item.kind === 'groupMessage');
    expect(untranslated).toMatchObject({ title: 'Stocktaking 3', titleQuote: { text: 'Stocktaking 3', language: 'en' }, bodyLanguage: 'en' });

    const before = await ctx().db.selectFrom('group_notifications').select('id').execute();
    const inboxBefore = await inbox(english.token);
    const french = await send(admin.token, { ...written, language: 'fr' }, randomUUID(), 'es');
    expect(french.body).toMatchObject({ code: ResultCode.invalidInput, result: { fields: { language: validationMessages.es.writtenLanguageRequired } } });
    const missing = await send(admin.token, { ...written, titleEs: '', bodyEs: '', titleEn: 'Only English', bodyEn: 'Here.' });
    expect(missing.body).toMatchObject({ code: ResultCode.invalidInput, result: { fields: { titleEs: validationMessages.en.titleRequired, bodyEs: validationMessages.en.descriptionRequired } } });
    expect(await ctx().db.selectFrom('group_notifications').select('id').execute()).toEqual(before);
    expect(await inbox(english.token)).toEqual(inboxBefore);
  });

  it('refuses, in the reader language and changing nothing: an empty group, an unknown company, a link off the portal, half a Spanish text, no request key', async () => {
    const admin = await ctx().signedInUser({ role: 'admin' });
    const companyId = await newCompany('Empty Roofs');
    const before = await ctx().db.selectFrom('group_notifications').select('id').execute();

    const empty = await send(admin.token, { ...message, companyId }, randomUUID(), 'es');
    expect(empty.body).toMatchObject({ code: ResultCode.groupEmpty, message: errorMessages.es.groupEmpty });
    const unknown = await send(admin.token, { ...message, companyId: randomUUID() });
    expect(unknown.body).toMatchObject({ code: ResultCode.notFound, message: errorMessages.en.unknownCompany });
    const unknownPreview = await ctx().api('POST', groupNotificationAdminPaths.preview, { token: admin.token, body: { companyId: 'not-a-company' } });
    expect(unknownPreview.body.code).toBe(ResultCode.notFound);

    const invalid = await send(admin.token, { ...message, link: '//evil.test/x', titleEs: 'Solo título', bodyEs: '' }, randomUUID(), 'es');
    expect(invalid.body).toMatchObject({ code: ResultCode.invalidInput, result: { fields: { link: validationMessages.es.portalLinkFormat, bodyEs: validationMessages.es.spanishIncomplete } } });
    const keyless = await ctx().api('POST', groupNotificationAdminPaths.send, { token: admin.token, body: message });
    expect(keyless.body.code).toBe(ResultCode.invalidInput);

    expect(await ctx().db.selectFrom('group_notifications').select('id').execute()).toEqual(before);
  });

  it('names the country versions a group can name in the language of the request', async () => {
    const admin = await ctx().signedInUser({ role: 'admin' });
    const options = async (lang: string) => ok(await ctx().api<GroupNotificationOptions>('GET', groupNotificationAdminPaths.options, { token: admin.token, headers: { lang } })).versions;
    expect(await options('es')).toEqual(expect.arrayContaining([{ versionCode: 'US', name: 'Estados Unidos' }, { versionCode: 'MX', name: 'México' }]));
    expect(await options('en')).toEqual(expect.arrayContaining([{ versionCode: 'US', name: 'United States' }, { versionCode: 'MX', name: 'Mexico' }]));
  });

  it('lists every send newest first, paged on the server; a learner is refused', async () => {
    const admin = await ctx().signedInUser({ role: 'admin' });
    const companyId = await newCompany('Paged Solar');
    await member(companyId);
    for (const title of ['First', 'Second', 'Third']) {
      ok(await send(admin.token, { titleEn: title, bodyEn: 'Body', companyId }));
      ctx().clock.advance(60_000);
    }
    const page = ok(await ctx().api<AdminGroupNotificationListResult>('GET', groupNotificationAdminPaths.list, { token: admin.token, query: { page: '1', pageSize: '2' } }));
    expect(page.list.map((item) => item.titleEn)).toEqual(['Third', 'Second']);
    expect(page.total).toBeGreaterThanOrEqual(3);
    const search = async (query: Record<string, string>) => ok(await ctx().api<AdminGroupNotificationListResult>('GET', groupNotificationAdminPaths.list, { token: admin.token, query }));
    expect((await search({ q: 'SECOND' })).list.map((item) => item.titleEn)).toEqual(['Second']);
    const oldest = await search({ q: 'i', order: 'asc' });
    expect(oldest.list.map((item) => item.titleEn).filter((title) => ['First', 'Third'].includes(title))).toEqual(['First', 'Third']);
    const learner = await ctx().signedInUser();
    expect((await ctx().api('GET', groupNotificationAdminPaths.list, { token: learner.token, query: { page: '1', pageSize: '2' } })).body.code).toBe(ResultCode.forbidden);
  });
});
