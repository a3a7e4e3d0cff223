import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ResultCode } from '../../src/contract/codes';
import { databasesUnderTest } from '../test/databases';
import { Mailer } from './mailer';
import { freshIp, useTestContext } from '../test/testApp';

type Received = { from: string; to: string[]; raw: string };

describe('Mailer', () => {
  it('delivers in the background and reports a failed delivery instead of throwing', async () => {
    const failures: string[] = [];
    let release!: () => void;
    const transport = {
      send: () => new Promise<void>((_, reject) => (release = () => reject(new Error('relay refused')))),
      close: () => undefined,
    };
    const mailer = new Mailer(transport, 'TC <tc@example.test>', (error, message) => failures.push(`${message.to}: ${(error as Error).message}`));
    mailer.deliverInBackground({ to: 'someone@example.test', subject: 's', text: 't' });
    expect(failures).toEqual([]);
    release();
    await mailer.flush();
    expect(failures).toEqual(['someone@example.test: relay refused']);
  });

  it('sends from MAIL_FROM', async () => {
    const sent: unknown[] = [];
    const mailer = new Mailer({ send: async (message) => void sent.push(message), close: () => undefined }, 'TC <tc@example.test>', () => undefined);
    await mailer.send({ to: 'a@example.test', subject: 's', text: 't' });
    expect(sent).toEqual([{ to: 'a@example.test', subject: 's', text: 't', from: 'TC <tc@example.test>' }]);
  });
});

describe.each(databasesUnderTest())('verification mail on $name', ({ kind }) => {
  describe('over SMTP (SMTP_URL set)', () => {
    const received: Received[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    let port = 0;
    beforeAll(async () => {
      smtp.listen(0, '127.0.0.1');
      await once(smtp.server, 'listening');
      port = (smtp.server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

    const ctx = useTestContext(kind, () => ({ mail: 'configured', config: { smtpUrl: `smtp://127.0.0.1:${port}` } }));

    it('delivers the code to the SMTP server, and the code resets the password', async () => {
      const { user } = await ctx().newUser();
      const response = await ctx().api('POST', '/sendEmail', { body: { email: user.email }, ip: freshIp() });
      expect(response.body.code).toBe(ResultCode.success);
      await ctx().app.mailer.flush();
      const mail = received.find((message) => message.to.includes(user.email));
      expect(mail?.from).toBe('no-reply@training-center.local');
      expect(mail?.raw).toContain('Subject: Your Training Center verification code');
      expect(mail?.raw).toContain('From: Training Center <no-reply@training-center.local>');
      const code = mail?.raw.match(/Your verification code is (\d{6})/)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      const reset = await ctx().api('POST', '/forgetPwd', {
        body: { account: user.account, email: user.email, code, password: 'viasmtp1pw', confirmPassword: 'viasmtp1pw' },
        ip: freshIp(),
      });
      expect(reset.body.code).toBe(ResultCode.success);
      await expect(ctx().login(user.account, 'viasmtp1pw')).resolves.toBeTruthy();
    });
  });

  describe('into the outbox (no SMTP_URL)', () => {
    const ctx = useTestContext(kind, { mail: 'configured' });

    it('stores the message in the outbox table and prints it', async () => {
      const print = vi.spyOn(console, 'log').mockImplementation(() => undefined);
      try {
        const { user } = await ctx().newUser();
        await ctx().api('POST', '/sendEmail', { body: { email: user.email }, ip: freshIp() });
        await ctx().app.mailer.flush();
        const rows = await ctx().db.selectFrom('outbox').selectAll().where('to', '=', user.email).execute();
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ subject: 'Your Training Center verification code', created_at: ctx().clock.now() });
        const code = rows[0]?.text.match(/Your verification code is (\d{6})/)?.[1];
        expect(code).toMatch(/^\d{6}$/);
        expect(print).toHaveBeenCalledWith(expect.stringContaining(`To: ${user.email}`));
        expect(print).toHaveBeenCalledWith(expect.stringContaining(`Your verification code is ${code}`));
      } finally {
        print.mockRestore();
      }
    });
  });
});
