import { describe, expect, it } from 'vitest';
import { userSessionPaths } from '../../../src/contract/auth';
import { ResultCode } from '../../../src/contract/codes';
import { errorMessages } from '../../../src/contract/messages';
import { databasesUnderTest } from '../../test/databases';
import { atOnce, codeTally, parallelRequests } from '../../test/parallel';
import { freshIp, useTestContext } from '../../test/testApp';

type LogLine = Record<string, unknown> & { security?: string };

describe.each(databasesUnderTest())('account security on $name', ({ kind }) => {
  const ctx = useTestContext(kind, { config: { logLevel: 'info' } });

  /** The log lines written while `work` ran, each parsed (a line that is not one JSON object fails). */
  const logsOf = async (work: () => Promise<unknown>): Promise<{ raw: string; lines: LogLine[] }> => {
    const from = ctx().logs.length;
    await work();
    const raw = ctx().logs.slice(from).join('');
    const lines = raw
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as LogLine);
    return { raw, lines };
  };
  const events = (lines: LogLine[]) => lines.filter((line) => line.security !== undefined);

  it('logs every authentication event and refused access, without passwords, tokens or codes', async () => {
    const { user, password } = await ctx().newUser();
    const wrong = 'Wrong-pass-7781';
    let token = '';
    let pdfToken = '';
    const { raw, lines } = await logsOf(async () => {
      await ctx().api('POST', '/loginSub', { body: { account: user.account, password: wrong }, ip: freshIp() });
      const login = await ctx().login(user.account, password);
      token = login.token;
      pdfToken = login.pdfToken;
      await ctx().api('POST', '/updatePwd', { token, body: { oldPassword: wrong, newPassword: 'Other-pass-9911', confirmPassword: 'Other-pass-9911' } });
      await ctx().api('GET', '/admin/partner/applications', { token });
      await ctx().api('GET', '/getUserInfo', { token: 'forged-token-value' });
      await ctx().api('POST', userSessionPaths.endOtherSessions, { token });
      await ctx().api('GET', '/loginOut', { token });
      await ctx().api('GET', '/getUserInfo', { token });
    });
    expect(events(lines).map((line) => [line.security, line.code ?? null])).toEqual([
      ['login.failed', ResultCode.wrongCredentials],
      ['login.succeeded', null],
      ['password.changeFailed', ResultCode.invalidInput],
      ['access.refused', ResultCode.forbidden],
      ['access.refused', ResultCode.sessionExpired],
      ['sessions.endedOthers', null],
      ['logout', null],
      ['access.refused', ResultCode.sessionExpired],
    ]);
    for (const line of events(lines)) {
      expect(line).toMatchObject({ ip: expect.any(String), method: expect.any(String), route: expect.any(String) });
      // Failures and refusals are warnings (40), the rest information (30): both kept at the production level.
      expect(line.level, String(line.security)).toBe(/failed|refused/i.test(String(line.security)) ? 40 : 30);
    }
    expect(events(lines).find((line) => line.security === 'login.succeeded')).toMatchObject({ userId: user.id, account: user.account });
    for (const secret of [password, wrong, token, pdfToken, 'forged-token-value']) expect(raw).not.toContain(secret);
    expect(raw).not.toContain('scrypt');
  });

  it('keeps a hostile account name from forging log lines', async () => {
    const forged = '{"level":30,"security":"login.succeeded","userId":"admin"}';
    const hostile = ['\n', '\r\n', '\u2028', '\u202e'].map((breaker) => `eve${breaker}${forged}`);
    const { lines } = await logsOf(() => atOnce(hostile.length, (index) => ctx().api('POST', '/loginSub', { body: { account: hostile[index], password: 'whatever-1A' }, ip: freshIp() })));
    const failed = events(lines);
    expect(failed.map((line) => line.security)).toEqual(hostile.map(() => 'login.failed'));
    expect(events(lines).filter((line) => line.security === 'login.succeeded')).toEqual([]);
    for (const line of failed) expect(line.account).toMatch(/^eve\\u(000a|000d|2028|202e)/);
  });

  it('answers an unknown account exactly like a wrong password: same status, headers and body', async () => {
    const { user } = await ctx().newUser();
    const known = await ctx().api('POST', '/loginSub', { body: { account: user.account, password: 'Not-it-123' }, ip: freshIp() });
    const unknown = await ctx().api('POST', '/loginSub', { body: { account: `${user.account}.nobody`, password: 'Not-it-123' }, ip: freshIp() });
    const comparable = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !['date', 'request-id', 'x-request-id'].includes(name)));
    expect(unknown.status).toBe(known.status);
    expect(comparable(unknown.headers)).toEqual(comparable(known.headers));
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toMatchObject({ code: ResultCode.wrongCredentials });
  });

  it(`ends every other session once, however many of ${parallelRequests} requests race, and keeps the caller's`, async () => {
    const { user, password } = await ctx().newUser();
    const sessions = [];
    for (let index = 0; index < 4; index += 1) sessions.push((await ctx().login(user.account, password)).token);
    const [keep, ...others] = sessions as [string, ...string[]];
    const bystander = await ctx().signedInUser();
    const responses = await atOnce(parallelRequests, () => ctx().api<{ sessionsEnded: number }>('POST', userSessionPaths.endOtherSessions, { token: keep, headers: { lang: 'es' } }));
    expect(codeTally(responses)).toEqual({ [ResultCode.success]: parallelRequests });
    expect(responses.reduce((total, response) => total + response.body.result.sessionsEnded, 0)).toBe(others.length);
    expect(responses[0]!.body.message).toBe(errorMessages.es.otherSessionsEnded);
    for (const token of others) expect((await ctx().api('GET', '/getUserInfo', { token })).body.code).toBe(ResultCode.sessionExpired);
    expect((await ctx().api('GET', '/getUserInfo', { token: keep })).body.code).toBe(ResultCode.success);
    // Another user's sessions are untouched.
    expect((await ctx().api('GET', '/getUserInfo', { token: bystander.token })).body.code).toBe(ResultCode.success);
  });

  it('needs a session to end other sessions', async () => {
    expect((await ctx().api('POST', userSessionPaths.endOtherSessions)).body.code).toBe(ResultCode.sessionExpired);
  });
});
