/**
 * How soon a learner page shows its data (never a timed test): for each page, milliseconds from the
 * navigation's start until the first element holding its data is inserted into the widget's shadow root,
 * and whether a loading placeholder was inserted before it, over BENCH_RUNS cold loads (8 by default; HTTP
 * cache emptied, the session kept), logged in through the real login page, against the built portal.
 * A page that brought its answers and started its calls in its route loader (docs/host.md) renders them in
 * its widget's first render: no placeholder, no second render. Run: `npm run bench:first-content`
 * (builds first when dist is missing); BENCH_PAGES="home,course list" only those pages.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../e2e/support/browser';
import { chromiumPath, logInThroughPage, startBenchServers } from './support/benchPortal';
import { benchRuns, median, pageFilter } from './pages/medians';

type Watched = { content: number | null; loading: number | null };

/** The data element of each page, and the placeholder its widget shows while the data is on its way. */
const pages = [
  { name: 'course list', path: '/course/index', content: '.tc-course-list', loading: '.tc-player__loading' },
  { name: 'course detail', path: '', content: '.tc-player__description', loading: '.tc-player__loading' },
  { name: 'home', path: '/home', content: '[part~="webinar"]', loading: '[part~="loading"]' },
  { name: 'certificates', path: '/certificate', content: '.tc-certificates table, [part~="empty"]', loading: '[part~="loading"]' },
];

const runs = benchRuns(process.env.BENCH_RUNS ?? '8');
const wanted = pageFilter(process.env.BENCH_PAGES);
if (!existsSync('dist/server/main.js') || !existsSync('dist/host/index.html')) execSync('npm run build', { stdio: 'inherit' });

const servers = await startBenchServers([]);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInThroughPage(page, servers);
  await page.goto(`${servers.portal.baseUrl}/course/index`);
  await page.locator('.tc-course-card__title a').first().click();
  await page.waitForURL((url) => url.searchParams.has('courseId'));
  const detail = new URL(page.url());
  const cdp = await context.newCDPSession(page);

  console.log(`First content of learner pages, ${runs} cold load(s) each, ${chromiumPath()}`);
  for (const target of pages.filter((candidate) => wanted(candidate.name))) {
    // Every shadow root the page attaches is watched from before the widget's first render.
    const watch = await context.addInitScript(
      ({ content, loading }) => {
        const seen: Watched = { content: null, loading: null };
        Object.assign(window, { tcFirstContent: seen });
        const attach = Element.prototype.attachShadow;
        Element.prototype.attachShadow = function (init: ShadowRootInit) {
          const root = attach.call(this, init);
          new MutationObserver(() => {
            seen.loading ??= root.querySelector(loading) ? performance.now() : null;
            seen.content ??= root.querySelector(content) ? performance.now() : null;
          }).observe(root, { childList: true, subtree: true });
          return root;
        };
      },
      { content: target.content, loading: target.loading },
    );
    const times: number[] = [];
    let placeholders = 0;
    for (let run = 0; run < runs; run += 1) {
      await page.goto('about:blank');
      await cdp.send('Network.clearBrowserCache');
      await page.goto(target.path ? `${servers.portal.baseUrl}${target.path}` : detail.href, { waitUntil: 'networkidle' });
      const seen = await page.evaluate(() => (window as unknown as { tcFirstContent: Watched }).tcFirstContent);
      if (seen.content === null) throw new Error(`${target.name}: ${target.content} never appeared`);
      times.push(seen.content);
      if (seen.loading !== null && seen.loading <= seen.content) placeholders += 1;
    }
    await watch.dispose();
    console.log(`${target.name.padEnd(14)} data shown after ${Math.round(median(times))} ms (median; ${times.map(Math.round).join(', ')}), loading placeholder first in ${placeholders} of ${runs} loads`);
  }
} finally {
  await browser.close();
  await servers.close();
}
