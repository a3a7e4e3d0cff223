/**
 * Where a host page's JavaScript goes while it loads: a CPU profile (CDP, 200 µs sampling) of each of
 * BENCH_RUNS cold loads (default 10) of each page, logged in as a learner through the real login page,
 * added up and divided by the loads; self time per package or source file and per function, mapped
 * back to the sources with the build's source maps. A single profile of a page swings with what else
 * the machine runs; the sum of many names what is always there. Calls into the browser that wait for
 * it (`document.cookie`, a first `localStorage` read) count as the self time of the function making them.
 * Run: `npm run bench:profile` (builds first when dist is missing); BENCH_PATHS="/home,/course/index",
 * BENCH_TOP=40 functions, BENCH_ANONYMOUS=1 without logging in first (for /login/index).
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../e2e/support/browser';
import { chromiumPath, logInThroughPage, startBenchServers } from './support/benchPortal';
import { benchRuns } from './pages/medians';

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type Profile = { nodes: { id: number; callFrame: CallFrame }[]; samples: number[]; timeDeltas: number[] };

const runs = benchRuns(process.env.BENCH_RUNS ?? '10');
const paths = (process.env.BENCH_PATHS ?? '/home').split(',').map((path) => path.trim());
const top = Number(process.env.BENCH_TOP ?? 40);
// BENCH_ANONYMOUS=1: the pages as a visitor who has not logged in sees them (the login page).
const anonymous = process.env.BENCH_ANONYMOUS === '1';
const hostDir = join('dist', 'host');
if (!existsSync(join(hostDir, 'index.html'))) execSync('npm run build', { stdio: 'inherit' });

const maps = new Map<string, TraceMap | null>();
const mapFor = (url: string): TraceMap | null => {
  if (!maps.has(url)) {
    const file = join(hostDir, new URL(url).pathname) + '.map';
    maps.set(url, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
  }
  return maps.get(url) ?? null;
};

/** A frame's function and its package (or our source file), through the source map where there is one. */
const place = (frame: CallFrame): { fn: string; where: string } => {
  const map = frame.url.startsWith('http') ? mapFor(frame.url) : null;
  const position = map ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }) : null;
  if (!position?.source) {
    const file = frame.url ? (frame.url.split('/').pop() ?? frame.url) : '(browser)';
    return { fn: `${frame.functionName || '(anonymous)'} ${file}`, where: file };
  }
  const source = position.source.replace(/^(\.\.\/)+/, '');
  const modules = source.lastIndexOf('node_modules/');
  const where = modules >= 0 ? source.slice(modules + 'node_modules/'.length).replace(/^(@[^/]+\/[^/]+|[^/]+)\/.*/, '$1') : source;
  return { fn: `${position.name ?? (frame.functionName || '(anonymous)')} ${source.replace(/^.*node_modules\//, '')}:${position.line}`, where };
};

const servers = await startBenchServers([]);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  if (!anonymous) await logInThroughPage(page, servers);
  for (const path of paths) {
    const byFunction = new Map<string, number>();
    const byPlace = new Map<string, number>();
    const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
    for (let run = 0; run < runs; run += 1) {
      await page.goto('about:blank');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(`${servers.portal.baseUrl}${path}`, { waitUntil: 'networkidle' });
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      await cdp.detach();
      const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
      profile.samples.forEach((id, index) => {
        const frame = nodes.get(id)?.callFrame;
        if (!frame || frame.functionName === '(idle)') return;
        const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000 / runs;
        const { fn, where } = place(frame);
        add(byFunction, fn, ms);
        add(byPlace, where, ms);
      });
    }
    const sorted = (map: Map<string, number>, count: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
    const busy = [...byPlace.values()].reduce((sum, ms) => sum + ms, 0);
    console.log(`\n${path}: ${runs} cold loads, main thread busy ${busy.toFixed(1)} ms per load (sampled; "(program)" is the browser's own work: parsing, style, layout)`);
    console.log('  self time per package or file, ms per load:');
    for (const [where, ms] of sorted(byPlace, 25)) console.log(`    ${ms.toFixed(1).padStart(6)}  ${where}`);
    console.log(`  self time per function (top ${top}), ms per load:`);
    for (const [fn, ms] of sorted(byFunction, top)) console.log(`    ${ms.toFixed(2).padStart(6)}  ${fn}`);
  }
} finally {
  await browser.close();
  await servers.close();
}
