import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../../e2e/support/mail';
import { ResultCode } from '../../../src/contract/codes';
import { supportPaths, type SubmitTicketResult } from '../../../src/contract/support';
import { ticketFields } from '../../../src/validation/supportForms';
import { databasesUnderTest } from '../../test/databases';
import { atOnce, codeTally, parallelRequests } from '../../test/parallel';
import { freshIp, useTestContext, type ApiResponse } from '../../test/testApp';
import { supportThrottleRules } from '.';

const supportInbox = 'help-desk@example.test';
let senderCounter = 0;
const freshEmail = () => {
  senderCounter += 1;
  return `sender.${process.pid}.${senderCounter}@example.test`;
};
const ticketPattern = /^SR-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

describe.each(databasesUnderTest())('support tickets on $name', ({ kind }) => {
  let smtp: MailCatcher;
  beforeAll(async () => {
    smtp = await startMailCatcher();
  });
  afterAll(async () => {
    await smtp.close();
  });
  // Real SMTP: the app's own nodemailer transport delivers to the in-process server.
  const ctx = useTestContext(kind, () => ({ mail: 'configured', config: { smtpUrl: smtp.smtpUrl, supportEmail: supportInbox } }));

  const form = (overrides: Record<string, unknown> = {}) => ({
    name: 'Lucía Núñez',
    email: freshEmail(),
    company: 'Solar #1 Installers™',
    subject: 'Inverter shows error 42',
    message: 'After commissioning, the inverter shows error 42.\nWhat should I check?',
    ...overrides,
  });
  const submit = (body: unknown, options: { lang?: string; ip?: string; token?: string } = {}) =>
    ctx().api<SubmitTicketResult>('POST', supportPaths.submitTicket, { body, ip: options.ip ?? freshIp(), token: options.token, headers: options.lang ? { lang: options.lang } : {} });
  // count(*) is a string from pg: cast.
  const ticketCount = async () => (await ctx().db.selectFrom('support_tickets').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
  const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address));

  it('stores the ticket, mails the support inbox and the sender, and answers the ticket number', async () => {
    const body = form();
    const response = await submit(body);
    expect(response.body).toMatchObject({ code: ResultCode.success, result: { ticketId: expect.stringMatching(ticketPattern) } });
    const { ticketId } = response.body.result;
    const row = await ctx().db.selectFrom('support_tickets').selectAll().where('ticket_number', '=', ticketId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: body.name, email: body.email, company: body.company, subject: body.subject, message: body.message, user_id: null, lang: 'en' });

    const inbox = await smtp.waitForMail((mail) => mail.to.includes(supportInbox) && mail.subject.includes(ticketId));
    expect(inbox.subject).toBe(`[${ticketId}] Inverter shows error 42`);
    expect(inbox.text).toContain('Name: Lucía Núñez');
    expect(inbox.text).toContain(`E-mail: ${body.email}`);
    expect(inbox.text).toContain('Company: Solar #1 Installers™');
    expect(inbox.text).toContain('What should I check?');
    expect(inbox.raw).toMatch(new RegExp(`^Reply-To: ${body.email.replace(/\./g, '\\.')}`, 'm'));

    const confirmation = await smtp.waitForMail((mail) => mail.to.includes(body.email));
    expect(confirmation.subject).toBe(`We received your request ${ticketId}`);
    expect(confirmation.text).toContain('Hello Lucía Núñez');
    expect(confirmation.text).toContain('8 AM - 8 PM CST, Sun-Sat');
    // The confirmation repeats nothing the sender typed but the name.
    expect(confirmation.text).not.toContain('error 42');
  });

  it('confirms in the sender’s language', async () => {
    const body = form({ name: 'José Pérez' });
    const { ticketId } = (await submit(body, { lang: 'es' })).body.result;
    const confirmation = await smtp.waitForMail((mail) => mail.to.includes(body.email));
    expect(confirmation.subject).toBe(`Hemos recibido su solicitud ${ticketId}`);
    expect(confirmation.text).toContain('Hola, José Pérez:');
    expect(confirmation.text).toContain('de domingo a sábado');
  });

  it('links a signed-in sender’s ticket to the account; a stale token still sends it anonymously', async () => {
    const { user, token } = await ctx().signedInUser();
    const mine = (await submit(form({ email: user.email }), { token })).body.result.ticketId;
    const stale = await submit(form(), { token: 'no-such-token' });
    expect(stale.body.code).toBe(ResultCode.success);
    const rows = await ctx().db.selectFrom('support_tickets').select(['ticket_number', 'user_id']).where('ticket_number', 'in', [mine, stale.body.result.ticketId]).execute();
    expect(Object.fromEntries(rows.map((row) => [row.ticket_number, row.user_id]))).toEqual({ [mine]: user.id, [stale.body.result.ticketId]: null });
    const inbox = await smtp.waitForMail((mail) => mail.to.includes(supportInbox) && mail.subject.includes(mine));
    expect(inbox.text).toContain(`Account: ${user.account}`);
  });

  const expectRefused = async (response: ApiResponse, field: string, message: string, before: number) => {
    expect(response.body).toMatchObject({ code: ResultCode.invalidInput, message, result: { fields: { [field]: message } } });
    expect(await ticketCount()).toBe(before);
  };

  it.each(ticketFields)("refuses an emoji in %s with 'Emoji is not allowed.' and stores nothing", async (field) => {
    const before = await ticketCount();
    for (const emoji of ['😀', '🇲🇽', '👍🏽', '❤️', '1️⃣', '👨‍👩‍👧']) {
      const value = field === 'email' ? `a${emoji}@example.test` : `Hello ${emoji}`;
      await expectRefused(await submit(form({ [field]: value })), field, 'Emoji is not allowed.', before);
    }
    await expectRefused(await submit(form({ [field]: field === 'email' ? '😀@example.test' : '😀' }), { lang: 'es' }), field, 'No se permiten emojis.', before);
  });

  it.each([
    ['name', 'Name is required'],
    ['email', 'Email is required'],
    ['company', 'Company is required'],
    ['subject', 'Subject is required'],
    ['message', 'Message is required'],
  ])('requires %s (missing, empty or only spaces)', async (field, message) => {
    const before = await ticketCount();
    const missing = form();
    delete (missing as Record<string, unknown>)[field];
    expect((await submit(missing)).body).toMatchObject({ code: ResultCode.invalidInput, result: { fields: { [field]: expect.any(String) } } });
    await expectRefused(await submit(form({ [field]: '' })), field, message, before);
    await expectRefused(await submit(form({ [field]: '   ' })), field, message, before);
  });

  it("refuses a malformed e-mail with 'Email format error', in Spanish too", async () => {
    const before = await ticketCount();
    for (const email of ['no-at-sign', 'two@@example.test', 'spaces in@example.test', 'a@b']) await expectRefused(await submit(form({ email })), 'email', 'Email format error', before);
    await expectRefused(await submit(form({ email: 'nope' }), { lang: 'es' }), 'email', 'Formato de correo electrónico incorrecto', before);
    expect(mailsTo('nope')).toEqual([]);
  });

  it('refuses texts longer than the form takes', async () => {
    const before = await ticketCount();
    await expectRefused(await submit(form({ message: 'x'.repeat(5001) })), 'message', 'This text is too long.', before);
  });

  it(`admits ${supportThrottleRules.ticketPerIp.limit} of ${parallelRequests} tickets sent at once from one address`, { timeout: 60_000 }, async () => {
    const ip = freshIp();
    const before = await ticketCount();
    const emails = Array.from({ length: parallelRequests }, () => freshEmail());
    const responses = await atOnce(parallelRequests, (index) => submit(form({ email: emails[index] }), { ip }));
    expect(codeTally(responses)).toEqual({ [ResultCode.success]: supportThrottleRules.ticketPerIp.limit, [ResultCode.rateLimited]: parallelRequests - supportThrottleRules.ticketPerIp.limit });
    expect(responses.find((response) => response.body.code === ResultCode.rateLimited)?.body.message).toBe('Too many attempts. Please wait 60 minutes and try again.');
    expect(await ticketCount()).toBe(before + supportThrottleRules.ticketPerIp.limit);
    await ctx().app.mailer.flush();
    expect(emails.filter((email) => mailsTo(email).length > 0)).toHaveLength(supportThrottleRules.ticketPerIp.limit);
  });

  it(`admits ${supportThrottleRules.ticketPerEmail.limit} of ${parallelRequests} tickets for one e-mail sent at once from many addresses`, { timeout: 60_000 }, async () => {
    const email = freshEmail();
    const before = await ticketCount();
    // Capitals do not make another address.
    const responses = await atOnce(parallelRequests, (index) => submit(form({ email: index % 2 ? email.toUpperCase() : email })));
    expect(codeTally(responses)).toEqual({ [ResultCode.success]: supportThrottleRules.ticketPerEmail.limit, [ResultCode.rateLimited]: parallelRequests - supportThrottleRules.ticketPerEmail.limit });
    expect(await ticketCount()).toBe(before + supportThrottleRules.ticketPerEmail.limit);
    await ctx().app.mailer.flush();
    expect(smtp.mails.filter((mail) => mail.to.some((to) => to.toLowerCase() === email)).length).toBe(supportThrottleRules.ticketPerEmail.limit);
    // An hour later the address may write again.
    ctx().clock.advance(supportThrottleRules.ticketPerEmail.windowMs);
    expect((await submit(form({ email }))).body.code).toBe(ResultCode.success);
  });
});
