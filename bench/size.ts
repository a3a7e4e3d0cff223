/**
 * Size benchmark (never a timed test): gzip and brotli bytes of the embed loader, its shared chunks
 * and each widget (dist/embed/manifest.json), then, in Chromium against the built portal, the
 * JavaScript each host route loads first and what partner pages download. Exits 1 when a budget of
 * issue 8 is exceeded, one line per failure. Run: `npm run bench:size` (builds first when dist is missing).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { budgetFailures, budgets, type Measured } from './size/budgets';
import { kb, sizeCache, sizesOf, type Sizes } from './size/bytes';
import { discoverCourseDetail, hostRoutes, type Discovered } from './size/hostRoutes';
import { embedBudgetFigures, embedSizes, readEmbedManifest } from './size/manifest';
import { firstVisit, watchNetwork, type PageBytes } from './size/pageBytes';
import { startBenchPortal, type StorageState } from './support/benchPortal';
import { partnerPages } from './support/partnerPages';

const distDir = 'dist';
const embedDir = join(distDir, 'embed');
const builtFiles = ['dist/host/index.html', 'dist/server/main.js', 'dist/server/admin.js'];
if (builtFiles.some((file) => !existsSync(file))) execSync('npm run build', { stdio: 'inherit' });

const row = (what: string, sizes: Sizes, extra = '') => console.log(`${what.padEnd(52)} ${kb(sizes.raw).padStart(10)} ${kb(sizes.gzip).padStart(10)} ${kb(sizes.brotli).padStart(10)}${extra}`);
const header = (title: string) => console.log(`\n${title}\n${'what'.padEnd(52)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`);
const pageRow = (what: string, bytes: PageBytes) =>
  row(what, bytes.total, `  ${bytes.scripts.length} files, ${kb(bytes.wireBytes)} on the wire (${[...new Set(bytes.scripts.map((s) => s.encoding))].join(', ') || 'none'})`);

const sizeOf = sizeCache();
const figures: Measured[] = [];

const manifest = readEmbedManifest(embedDir);
if (manifest) {
  const embed = embedSizes(embedDir, manifest, sizeOf);
  header('Embed build (dist/embed/manifest.json)');
  row(`loader ${manifest.loader}`, embed.loader);
  row(`shared (${manifest.shared.length} files)`, embed.shared);
  for (const widget of embed.widgets) row(`widget <${widget.tag}>`, widget.sizes);
  figures.push(...embedBudgetFigures(embed));
} else {
  console.log(`\n${join(embedDir, 'manifest.json')} is absent (no embed build): the loader, chunks and partner pages are not measured; measuring the host only.`);
}
if (existsSync('dist/widgets/training-center.js')) {
  header('All-widgets bundle');
  row('dist/widgets/training-center.js', sizesOf('dist/widgets/training-center.js'));
}

const pages = manifest ? partnerPages(Object.keys(manifest.widgets)) : [];
const bench = await startBenchPortal(pages);
try {
  const portalOrigin = bench.portal.baseUrl;
  // No default session: an anonymous route or partner page is measured signed out (a default here once signed every visit in).
  const visit = (url: string, storageState: StorageState | undefined) => firstVisit(bench.browser, { url, portalOrigin, distDir, sizeOf, storageState });

  header('Host: initial JavaScript per route (fresh browser, until the network is idle)');
  const discovered: Discovered = {};
  for (const route of hostRoutes) {
    const path = typeof route.path === 'function' ? route.path(discovered) : route.path;
    const visited = await visit(`${portalOrigin}${path}`, route.access === 'learner' ? bench.learner : undefined);
    if (path === '/course/index') discovered.courseDetail = await discoverCourseDetail(visited.page);
    const landed = new URL(visited.page.url()).pathname;
    if (route.access === 'learner' && landed.startsWith('/login')) throw new Error(`${path} sent the logged-in learner to ${landed}`);
    await visited.close();
    pageRow(`${route.name} (${path.length > 32 ? `${path.slice(0, 31)}…` : path})`, visited.bytes);
    figures.push({ budget: 'hostRoute', what: `host route ${path}: initial JS`, gzip: visited.bytes.total.gzip });
  }

  if (pages.length > 0) {
    header(`Partner pages on ${bench.partnerOrigin} (JavaScript from the portal)`);
    for (const page of pages) {
      const visited = await visit(`${bench.partnerOrigin}${page.path}`, page.signedIn ? bench.learner : undefined);
      if (page.belowTheFold) {
        pageRow(`${page.title}, before scrolling`, visited.bytes);
        figures.push({ budget: 'belowTheFold', what: `${page.path} before scrolling`, gzip: visited.bytes.total.gzip });
        // The page's load state stays 'networkidle' from the first visit: wait for the tag itself, then for the fetches it starts.
        const network = watchNetwork(visited.page);
        await visited.page.locator(page.tags[0] ?? '').scrollIntoViewIfNeeded();
        await visited.page.waitForFunction((tag) => customElements.get(tag) !== undefined, page.tags[0] ?? '');
        await network.quiet();
        pageRow(`${page.title}, after scrolling to it`, visited.next());
      } else {
        pageRow(page.title, visited.bytes);
        if (page.tags.length === 1) figures.push({ budget: 'partnerPageOneWidget', what: `${page.path}: JS in all`, gzip: visited.bytes.total.gzip });
      }
      await visited.close();
    }
  }
} finally {
  await bench.close();
}

const failures = budgetFailures(figures);
console.log(`\nBudgets (gzip): ${Object.entries(budgets).map(([name, bytes]) => `${name} ${kb(bytes)}`).join(', ')}`);
for (const failure of failures) console.log(failure);
console.log(failures.length === 0 ? `every budget met (${figures.length} figures)` : `${failures.length} of ${figures.length} figures over budget`);
process.exit(failures.length === 0 ? 0 : 1);
