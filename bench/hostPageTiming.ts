/**
 * How soon a host page reaches the browser (never a timed test): for each path, the time to the first
 * bytes and to the whole page, with the learner's session cookie (the server makes the page's answers,
 * server/lib/pageAnswers.ts) and without it (the shared page), medians of BENCH_RUNS requests each
 * (40 by default), one after the other against the built portal on its embedded database.
 * Run: `npm run bench:host-page` (builds first when dist is missing); BENCH_PATHS="/home,/course/index",
 * BENCH_ENCODING=identity to read the page as sent (Node's fetch decodes brotli in blocks, so its
 * first bytes wait for more than the browser's would).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../e2e/support/browser';
import { chromiumPath, logInThroughPage, startBenchServers } from './support/benchPortal';
import { benchRuns, median } from './pages/medians';

const paths = (process.env.BENCH_PATHS ?? '/home,/course/index,/certificate,/user').split(',').map((path) => path.trim());
const runs = benchRuns(process.env.BENCH_RUNS ?? '40');
const encoding = process.env.BENCH_ENCODING ?? 'br';
if (!existsSync('dist/server/main.js') || !existsSync('dist/host/index.html')) execSync('npm run build', { stdio: 'inherit' });

const servers = await startBenchServers([]);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const context = await browser.newContext();
  await logInThroughPage(await context.newPage(), servers);
  const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');

  /** One request: milliseconds to the first bytes of the body and to its end. */
  const load = async (path: string, withCookie: boolean): Promise<{ first: number; whole: number }> => {
    const start = performance.now();
    const response = await fetch(`${servers.portal.baseUrl}${path}`, { headers: { accept: 'text/html', 'accept-encoding': encoding, ...(withCookie ? { cookie } : {}) } });
    const reader = response.body?.getReader();
    if (!reader) throw new Error(`${path}: no body`);
    await reader.read();
    const first = performance.now() - start;
    while (!(await reader.read()).done);
    return { first, whole: performance.now() - start };
  };

  console.log(`${runs} requests per path and side, accept-encoding ${encoding}, medians in ms`);
  for (const path of paths) {
    for (let warm = 0; warm < 5; warm += 1) await Promise.all([load(path, true), load(path, false)]);
    const learner: { first: number; whole: number }[] = [];
    const shared: { first: number; whole: number }[] = [];
    for (let run = 0; run < runs; run += 1) {
      learner.push(await load(path, true));
      shared.push(await load(path, false));
    }
    const figures = (side: typeof learner) => `first bytes ${median(side.map((load) => load.first)).toFixed(1)}, whole ${median(side.map((load) => load.whole)).toFixed(1)}`;
    console.log(`${path.padEnd(16)} with the session cookie: ${figures(learner)}; without: ${figures(shared)}`);
  }
} finally {
  await browser.close();
  await servers.close();
}
