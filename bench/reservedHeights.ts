/**
 * The block size each widget settles at on a phone (412 px wide, as Lighthouse's mobile preset), on its
 * own partner page as bench:pages visits it (anonymous, or the bench's learner for the widgets that
 * speak for a signed-in user). Prints `src/elements/reservedHeights.ts`'s table: the loader reserves
 * these heights while a widget's code loads, so the page below it does not move when it appears.
 * Run after a widget's first screen changes: `npx tsx bench/reservedHeights.ts` (builds first when dist is missing).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readEmbedManifest } from './size/manifest';
import { startBenchPortal } from './support/benchPortal';
import { partnerPages } from './support/partnerPages';

if (!existsSync('dist/embed/manifest.json')) execSync('npm run build', { stdio: 'inherit' });
const manifest = readEmbedManifest('dist/embed');
if (!manifest) throw new Error('dist/embed/manifest.json is missing');
// Widgets only: an inline icon (tc-icon) is never given a reserved block.
const pages = partnerPages(Object.keys(manifest.widgets)).filter((page) => page.path.startsWith('/one/') && existsSync(`widgets/${page.tags[0]?.slice('tc-'.length)}/element.ts`));
const portal = await startBenchPortal(pages);
const heights: [string, number][] = [];
try {
  for (const page of pages) {
    const [tag] = page.tags;
    if (!tag) continue;
    const context = await portal.browser.newContext({ locale: 'en-US', viewport: { width: 412, height: 823 }, ...(page.signedIn ? { storageState: portal.learner } : {}) });
    const tab = await context.newPage();
    await tab.goto(`${portal.partnerOrigin}${page.path}`);
    await tab.waitForFunction((name) => customElements.get(name) !== undefined, tag);
    await tab.waitForLoadState('networkidle');
    // A last render after the answers arrive.
    await tab.waitForTimeout(500);
    const rem = await tab.evaluate((name) => (document.querySelector(name)?.getBoundingClientRect().height ?? 0) / 16, tag);
    heights.push([tag, Math.round(rem)]);
    await context.close();
  }
} finally {
  await portal.close();
}
console.log(`export const reservedHeightsRem: Readonly<Record<string, number>> = {\n${heights.map(([tag, rem]) => `  '${tag}': ${rem},`).join('\n')}\n};`);
