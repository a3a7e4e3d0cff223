import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoginResult, UserInfo } from '../../src/contract/auth';
import { apiPaths } from '../../src/contract/paths';
import type { AuthFixtureName } from '../../src/testing/fixtures/auth/manifest';
import { ok } from './courseTestKit';
import type { TestContext } from './testApp';

/** Where the recorded auth fixtures live (see its README.md). */
export const authFixtureDir = join(import.meta.dirname, '../../src/testing/fixtures/auth');

export const readAuthFixture = (name: AuthFixtureName): unknown => {
  const file = join(authFixtureDir, `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined;
};

export const writeAuthFixture = (name: AuthFixtureName, value: unknown): void => {
  writeFileSync(join(authFixtureDir, `${name}.json`), `${JSON.stringify(value, null, 2)}\n`);
};

/** Signs two users in through the real API and records what it answers, by name. */
export const recordAuthAnswers = async (ctx: TestContext): Promise<Map<AuthFixtureName, unknown>> => {
  const recording = new Map<AuthFixtureName, unknown>();
  const ana = await ctx.newUser({ account: 'ana.installer', email: 'ana@example.com', name: 'Ana Installer', company: 'Sunny Roofs LLC', companyNumber: 'SR-1001' });
  const login = await ctx.login(ana.user.account, ana.password);
  // Tokens are secrets of one test database: the recording keeps their shape, not their value.
  recording.set('login.installer', { ...login, token: 'recorded-token', pdfToken: 'recorded-pdf-token' } satisfies LoginResult);
  recording.set('userInfo.installer', ok(await ctx.api<UserInfo>('GET', apiPaths.userInfo, { token: login.token })));
  recording.set('countries', ok(await ctx.api('GET', apiPaths.countryList, { headers: { lang: 'en' } })));
  recording.set('countries.es', ok(await ctx.api('GET', apiPaths.countryList, { headers: { lang: 'es' } })));
  recording.set('switchCountry.mx', ok(await ctx.api<UserInfo>('GET', apiPaths.switchCountry, { token: login.token, query: { versionCode: 'MX' } })));

  const dana = await ctx.signedInUser({ account: 'demo.learner', email: 'dana@example.com', name: 'Dana Learner', company: 'Sunny Installs LLC', companyNumber: 'C-1001' });
  recording.set('userInfo.learner', ok(await ctx.api<UserInfo>('GET', apiPaths.userInfo, { token: dana.token })));
  return recording;
};
