/**
 * What a pooled connection costs the API per checkout, with no query in between (no I/O in the loop):
 * `BENCH_CONCURRENCY` (50, as bench:api's connections) callers take a connection from a pool of the
 * app's size and give it back, `BENCH_CHECKOUTS` (200,000) times a round; the lowest of `BENCH_ROUNDS` (7)
 * rounds of CPU µs per checkout. The app's pool (server/db/poolOptions.ts) beside pg-pool's defaults, whose
 * every release arms a 10 s idle timer and every checkout disarms it. Needs PostgreSQL only to open the
 * connections: `npm run bench:pool`.
 */
import pg from 'pg';
import { postgresPool } from '../server/db/connect';
import { postgresPoolOptions } from '../server/db/poolOptions';
import { benchPoolSize } from './postgresDatabase';

const url = process.env.TEST_DATABASE_URL;
if (!url) throw new Error('TEST_DATABASE_URL is not set: run `npm run bench:pool`');
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);
const checkouts = Number(process.env.BENCH_CHECKOUTS ?? 200_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 7);

/** CPU µs per checkout and release, the lowest round. */
async function measure(pool: pg.Pool): Promise<number> {
  // Every connection opened first: the rounds measure checkouts, not connects.
  const opened = await Promise.all(Array.from({ length: benchPoolSize }, () => pool.connect()));
  for (const client of opened) client.release();
  const perRound: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    let left = checkouts;
    const started = process.cpuUsage();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (left > 0) {
          left -= 1;
          const client = await pool.connect();
          client.release();
        }
      }),
    );
    const used = process.cpuUsage(started);
    perRound.push((used.user + used.system) / checkouts);
  }
  await pool.end();
  return Math.min(...perRound);
}

const pools: [string, () => pg.Pool][] = [
  [`the app's (${JSON.stringify({ idleTimeoutMillis: postgresPoolOptions.idleTimeoutMillis })})`, () => postgresPool(url, { max: benchPoolSize })],
  ["pg-pool's defaults (a 10 s idle timer)", () => new pg.Pool({ connectionString: url, max: benchPoolSize })],
];
console.log(`A checkout and its release, ${concurrency} callers on a pool of ${benchPoolSize}, lowest of ${rounds} rounds of ${checkouts}:\n`);
for (const [name, open] of pools) console.log(`${(await measure(open())).toFixed(2).padStart(6)} µs CPU  ${name}`);
