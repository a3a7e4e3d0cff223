import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/codes';
import { apiBasePath, apiPaths } from '../../../src/contract/paths';
import { buildApp } from '../../app';
import { postgresDatabase } from '../../db/connect';
import { countRows, databasesUnderTest } from '../../test/databases';
import { atOnce, codeTally, parallelRequests } from '../../test/parallel';
import { capturingTransport, freshIp, useTestContext } from '../../test/testApp';
import { throttleRules, verificationCodeMaxFailedAttempts } from './limits';

// Every request of a burst starts before any has answered: a limit read and then written lets them all through.
describe.each(databasesUnderTest())('limits under $name hold for 50 requests at once', ({ kind }) => {
  const ctx = useTestContext(kind, { config: { logLevel: 'error' } });
  const login = (account: string, password: string, ip = freshIp()) => ctx().api('POST', '/loginSub', { body: { account, password }, ip });

  it('checks exactly 10 wrong passwords of one account, from any addresses', async () => {
    const { user, password } = await ctx().newUser();
    const answers = await atOnce(parallelRequests, () => login(user.account, 'wrong1pw'));
    expect(codeTally(answers)).toEqual({
      [ResultCode.wrongCredentials]: throttleRules.loginPerAccount.limit,
      [ResultCode.rateLimited]: parallelRequests - throttleRules.loginPerAccount.limit,
    });
    expect((await login(user.account, password)).body.code).toBe(ResultCode.rateLimited);
  });

  it('checks exactly 30 wrong logins from one address, whatever the accounts', async () => {
    const ip = freshIp();
    const answers = await atOnce(parallelRequests, (index) => login(`ghost.parallel.${kind}.${index}`, 'wrong1pw', ip));
    expect(codeTally(answers)).toEqual({
      [ResultCode.wrongCredentials]: throttleRules.loginPerIp.limit,
      [ResultCode.rateLimited]: parallelRequests - throttleRules.loginPerIp.limit,
    });
  });

  it('lets every right password through and keeps no count of them', async () => {
    const { user, password } = await ctx().newUser();
    const ip = freshIp();
    const answers = await atOnce(throttleRules.loginPerAccount.limit, () => login(user.account, password, ip));
    expect(codeTally(answers)).toEqual({ [ResultCode.success]: throttleRules.loginPerAccount.limit });
    const keys = [`login:account:${user.account}`, `login:ip:${ip}`];
    expect(await ctx().db.selectFrom('throttle_hits').select('id').where('key', 'in', keys).execute()).toEqual([]);
  });

  it('sends exactly 5 verification mails to one address', async () => {
    const { user } = await ctx().newUser();
    const answers = await atOnce(parallelRequests, () => ctx().api('POST', '/sendEmail', { body: { email: user.email }, ip: freshIp() }));
    expect(codeTally(answers)).toEqual({
      [ResultCode.success]: throttleRules.sendEmailPerAddress.limit,
      [ResultCode.rateLimited]: parallelRequests - throttleRules.sendEmailPerAddress.limit,
    });
    await ctx().app.mailer.flush();
    expect(ctx().sent.filter((mail) => mail.to === user.email)).toHaveLength(throttleRules.sendEmailPerAddress.limit);
  });

  it('accepts exactly 20 verification requests from one client address', async () => {
    const ip = freshIp();
    const answers = await atOnce(parallelRequests, (index) => ctx().api('POST', '/sendEmail', { body: { email: `nobody.${kind}.${index}@example.test` }, ip }));
    expect(codeTally(answers)).toEqual({
      [ResultCode.success]: throttleRules.sendEmailPerIp.limit,
      [ResultCode.rateLimited]: parallelRequests - throttleRules.sendEmailPerIp.limit,
    });
  });

  it('checks exactly 30 wrong verification codes from one client address', async () => {
    const { user } = await ctx().newUser();
    const ip = freshIp();
    const passwordsBefore = await ctx().db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    const answers = await atOnce(parallelRequests, () =>
      ctx().api('POST', '/forgetPwd', {
        body: { account: user.account, email: user.email, code: '123456', password: 'renewed9pw', confirmPassword: 'renewed9pw' },
        ip,
      }),
    );
    expect(codeTally(answers)).toEqual({
      [ResultCode.invalidVerificationCode]: throttleRules.forgetPwdPerIp.limit,
      [ResultCode.rateLimited]: parallelRequests - throttleRules.forgetPwdPerIp.limit,
    });
    expect(await ctx().db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow()).toEqual(passwordsBefore);
  });

  const mailedCode = async (email: string): Promise<string> => {
    await ctx().api('POST', '/sendEmail', { body: { email }, ip: freshIp() });
    await ctx().app.mailer.flush();
    const code = ctx().sent.filter((mail) => mail.to === email).at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  };
  const reset = (user: { account: string; email: string }, code: string, password = 'renewed9pw') =>
    ctx().api('POST', '/forgetPwd', { body: { account: user.account, email: user.email, code, password, confirmPassword: password }, ip: freshIp() });

  it('checks exactly 5 guesses at one verification code, from any addresses, then burns it', async () => {
    const { user } = await ctx().newUser();
    const code = await mailedCode(user.email);
    const wrong = code === '000000' ? '000001' : '000000';
    const answers = await atOnce(parallelRequests, () => reset(user, wrong));
    expect(codeTally(answers)).toEqual({ [ResultCode.invalidVerificationCode]: parallelRequests });
    const row = await ctx().db.selectFrom('verification_codes').select('failed_attempts').where('email', '=', user.email).executeTakeFirstOrThrow();
    expect(row.failed_attempts).toBe(verificationCodeMaxFailedAttempts);
    expect((await reset(user, code)).body.code).toBe(ResultCode.invalidVerificationCode);
  });

  it('uses a verification code once when 50 resets with it race', async () => {
    const { user } = await ctx().newUser();
    const code = await mailedCode(user.email);
    const answers = await atOnce(parallelRequests, (index) => reset(user, code, `renewed${index}pw`));
    expect(codeTally(answers)).toEqual({ [ResultCode.success]: 1, [ResultCode.invalidVerificationCode]: parallelRequests - 1 });
  });

  it('checks exactly 10 wrong original passwords of one user on /updatePwd', async () => {
    const { user, token } = await ctx().signedInUser();
    const sessionsBefore = await countRows(ctx().db, 'sessions');
    const answers = await atOnce(parallelRequests, () =>
      ctx().api('POST', '/updatePwd', { token, body: { oldPassword: 'wrong0pw', newPassword: 'changed7pw', confirmPassword: 'changed7pw' } }),
    );
    expect(codeTally(answers)).toEqual({
      [ResultCode.invalidInput]: throttleRules.updatePwdPerUser.limit,
      [ResultCode.rateLimited]: parallelRequests - throttleRules.updatePwdPerUser.limit,
    });
    expect(await countRows(ctx().db, 'sessions')).toBe(sessionsBefore);
    const hits = await ctx().db.selectFrom('throttle_hits').select('id').where('key', '=', `updatePwd:user:${user.id}`).execute();
    expect(hits).toHaveLength(throttleRules.updatePwdPerUser.limit);
  });
});

// Two API processes on one PostgreSQL: each its own pool and app, the same counters (PGlite is one process).
describe.each(databasesUnderTest().filter((target) => target.kind === 'postgres'))('limits on $name shared by two app instances', ({ kind }) => {
  const ctx = useTestContext(kind, { config: { logLevel: 'error' } });

  it('checks exactly 10 wrong passwords of one account sent to both at once', async () => {
    const { user } = await ctx().newUser();
    const secondDb = postgresDatabase(ctx().database.url!, { max: 5 });
    const second = await buildApp({ db: secondDb, config: ctx().config, mailTransport: capturingTransport(), logStream: { write: () => undefined } });
    try {
      const wrongLogin = (app: typeof second) =>
        app
          .inject({ method: 'POST', url: `${apiBasePath}${apiPaths.login}`, payload: { account: user.account, password: 'wrong1pw' }, remoteAddress: freshIp() })
          .then((response) => ({ status: response.statusCode, body: response.json(), headers: response.headers }));
      const answers = await atOnce(parallelRequests, (index) => wrongLogin(index % 2 === 0 ? ctx().app : second));
      expect(codeTally(answers)).toEqual({
        [ResultCode.wrongCredentials]: throttleRules.loginPerAccount.limit,
        [ResultCode.rateLimited]: parallelRequests - throttleRules.loginPerAccount.limit,
      });
    } finally {
      await second.close();
      await secondDb.destroy();
    }
  });
});
