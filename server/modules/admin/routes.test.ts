import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { adminPaths, adminUserList, resetPasswordResult } from '../../../src/contract/admin';
import { ResultCode } from '../../../src/contract/codes';
import { errorMessages } from '../../../src/contract/messages';
import { adminSecretHeader } from '../../lib/serverInfo';
import { atOnce, codeTally, parallelRequests } from '../../test/parallel';
import { databasesUnderTest } from '../../test/databases';
import { apiBasePath } from '../../../src/contract/paths';
import { buildApp } from '../../app';
import { useTestContext } from '../../test/testApp';

const adminSecret = 'operator-secret-'.padEnd(43, 'x');

describe.each(databasesUnderTest())('internal admin routes on $name', ({ kind }) => {
  const ctx = useTestContext(kind, { app: { adminSecret } });
  const asOperator = { [adminSecretHeader]: adminSecret };

  it('refuse calls without the secret, with a wrong one, or from another machine', async () => {
    expect((await ctx().api('GET', adminPaths.users)).body.code).toBe(ResultCode.forbidden);
    expect((await ctx().api('GET', adminPaths.users, { headers: { [adminSecretHeader]: 'guess'.padEnd(43, 'x') } })).body.code).toBe(ResultCode.forbidden);
    const remote = await ctx().api('POST', adminPaths.users, {
      headers: asOperator,
      ip: '203.0.113.9',
      body: { account: 'intruder', email: 'i@example.test', password: 'intrude1pw', role: 'admin' },
    });
    expect(remote.body).toEqual({ code: ResultCode.forbidden, message: errorMessages.en.forbidden, result: null });
    expect(await ctx().app.services.admin.listUsers()).not.toContainEqual(expect.objectContaining({ account: 'intruder' }));
  });

  it('do not exist on an app started without a secret', async () => {
    const plain = await buildApp({ db: ctx().db, config: ctx().config });
    try {
      const response = await plain.inject({ method: 'GET', url: `${apiBasePath}${adminPaths.users}`, headers: asOperator, remoteAddress: '127.0.0.1' });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('answer the ping with the server process id', async () => {
    expect((await ctx().api('GET', adminPaths.ping, { headers: asOperator })).body.result).toEqual({ pid: process.pid });
  });

  it('create a user who can sign in, and refuse duplicates and unknown countries', async () => {
    const body = { account: 'op.created', email: 'op.created@example.test', password: 'created1pw', role: 'admin', audience: 'sales', versionCode: 'mx', name: 'Olga' };
    const created = await ctx().api('POST', adminPaths.users, { headers: asOperator, body });
    expect(created.body).toMatchObject({ code: ResultCode.success, result: { account: 'op.created', role: 'admin', audience: 'sales', version_code: 'MX', lang: 'es', name: 'Olga' } });
    await expect(ctx().login('op.created', 'created1pw')).resolves.toBeTruthy();

    expect((await ctx().api('POST', adminPaths.users, { headers: asOperator, body: { ...body, account: 'OP.CREATED' } })).body.code).toBe(ResultCode.conflict);
    const unknownCountry = await ctx().api('POST', adminPaths.users, { headers: asOperator, body: { ...body, account: 'op.other', versionCode: 'ZZ' } });
    expect(unknownCountry.body).toMatchObject({ code: ResultCode.invalidInput, result: { fields: { versionCode: errorMessages.en.unknownCountry } } });
    const weak = await ctx().api('POST', adminPaths.users, { headers: asOperator, body: { ...body, account: 'op.weak', password: 'weak' } });
    expect(weak.body).toMatchObject({ code: ResultCode.invalidInput, result: { fields: { password: 'Password must be at least 6-40 characters and include at least one number and one letter!' } } });
  });

  it('create one account when 50 requests for it race, whatever the case', async () => {
    const body = (index: number) => ({ account: index % 2 === 0 ? `race.${kind}` : `RACE.${kind}`, email: `race.${index}@example.test`, password: 'created1pw' });
    const answers = await atOnce(parallelRequests, (index) => ctx().api('POST', adminPaths.users, { headers: asOperator, body: body(index) }));
    expect(codeTally(answers)).toEqual({ [ResultCode.success]: 1, [ResultCode.conflict]: parallelRequests - 1 });
    const rows = await ctx().db.selectFrom('users').select('id').where(sql<string>`lower(account)`, '=', `race.${kind}`).execute();
    expect(rows).toHaveLength(1);
  });

  it('list users', async () => {
    const { user } = await ctx().newUser();
    const response = await ctx().api('GET', adminPaths.users, { headers: asOperator });
    expect(adminUserList.parse(response.body.result)).toContainEqual(expect.objectContaining({ id: user.id, account: user.account }));
  });

  it('reset a password (generated when none is given) and sign the account out everywhere', async () => {
    const { user, password } = await ctx().newUser();
    const { token } = await ctx().login(user.account, password);
    const response = await ctx().api('POST', adminPaths.resetPassword, { headers: asOperator, body: { account: user.account } });
    const result = resetPasswordResult.parse(response.body.result);
    expect(result).toMatchObject({ account: user.account, revokedSessions: 1 });
    expect((await ctx().api('GET', '/getUserInfo', { token })).body.code).toBe(ResultCode.sessionExpired);
    await expect(ctx().login(user.account, result.generatedPassword ?? '')).resolves.toBeTruthy();

    const chosen = await ctx().api('POST', adminPaths.resetPassword, { headers: asOperator, body: { account: user.account, password: 'chosen1pw' } });
    expect(chosen.body.result).toMatchObject({ generatedPassword: null });
    await expect(ctx().login(user.account, 'chosen1pw')).resolves.toBeTruthy();
    expect((await ctx().api('POST', adminPaths.resetPassword, { headers: asOperator, body: { account: 'no.such' } })).body.code).toBe(ResultCode.notFound);
  });
});
