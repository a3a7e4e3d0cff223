/**
 * Does login time tell whether an account exists? Sends wrong passwords for existing accounts and
 * for unknown ones, interleaved, to the real app on PGlite with the production scrypt cost, and
 * prints both distributions. Exits 1 when the medians differ by more than 10 %. In-process
 * (`inject`), so no network noise. Run with `npm run bench:login`; BENCH_LOGINS per side (default 60).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { apiBasePath, apiPaths } from '../src/contract/paths';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { pgliteDatabase } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { seedCountryVersions } from '../server/db/seed/seed';

const logins = Number(process.env.BENCH_LOGINS ?? 60);
/** Per-account throttle is 10 failures in 15 minutes: each existing account takes fewer. */
const failuresPerAccount = 5;
const allowedMedianGap = 0.1;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p10: percentile(sorted, 10), p90: percentile(sorted, 90) };
};

const dir = mkdtempSync(join(tmpdir(), 'tc-bench-login-'));
const db = pgliteDatabase(new PGlite(join(dir, 'db')));
await migrateToLatest(db);
await seedCountryVersions(db);
const config = { ...loadConfig({}), logLevel: 'error' };
const app = await buildApp({ db, config });
try {
  const accounts: string[] = [];
  for (let index = 0; index < Math.ceil(logins / failuresPerAccount); index += 1) {
    const account = `bench.timing.${index}`;
    await app.services.admin.createUser({
      account,
      email: `${account}@example.test`,
      password: `Right-pass-${index}`,
      role: 'learner',
      audience: 'installer',
      versionCode: 'US',
      name: 'Bench Learner',
      company: 'Bench Solar',
      companyNumber: 'B-1',
    });
    accounts.push(account);
  }
  let address = 0;
  const login = async (account: string) => {
    address += 1;
    const started = process.hrtime.bigint();
    const response = await app.inject({
      method: 'POST',
      url: `${apiBasePath}${apiPaths.login}`,
      payload: { account, password: 'Wrong-pass-1' },
      // A new client address each time: the per-address limit (30 in 15 minutes) stays out of the way.
      remoteAddress: `10.9.${Math.floor(address / 250)}.${address % 250}`,
    });
    const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
    return { elapsed, body: response.body };
  };
  // Warm-up: the decoy hash and the first queries.
  await login('bench.nobody.warmup');
  await login(accounts[0]!);
  const known: number[] = [];
  const unknown: number[] = [];
  const bodies = new Set<string>();
  for (let index = 0; index < logins; index += 1) {
    const pair = [() => login(accounts[Math.floor(index / failuresPerAccount) % accounts.length]!), () => login(`bench.nobody.${index}`)] as const;
    // Alternate which side goes first, so drift in machine load hits both alike.
    const order = index % 2 === 0 ? [0, 1] : [1, 0];
    for (const side of order) {
      const { elapsed, body } = await pair[side]!();
      (side === 0 ? known : unknown).push(elapsed);
      bodies.add(body);
    }
  }
  const a = summary(known);
  const b = summary(unknown);
  const gap = Math.abs(a.median - b.median) / Math.max(a.median, b.median);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`scrypt N=${config.passwordHashing.N} r=${config.passwordHashing.r} p=${config.passwordHashing.p}; ${logins} wrong logins per side`);
  console.log(`existing account, wrong password: median ${ms(a.median)}  p10 ${ms(a.p10)}  p90 ${ms(a.p90)}`);
  console.log(`unknown account:                  median ${ms(b.median)}  p10 ${ms(b.p10)}  p90 ${ms(b.p90)}`);
  console.log(`median gap ${(gap * 100).toFixed(1)} % (allowed ${allowedMedianGap * 100} %); distinct response bodies: ${bodies.size}`);
  if (gap > allowedMedianGap || bodies.size !== 1) process.exitCode = 1;
} finally {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}
