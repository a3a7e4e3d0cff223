/**
 * Pieces of a learner page's start-up, measured alone (a whole page's Lighthouse score swings by 10
 * points between runs on a shared machine, far more than any of them moves it):
 * - texts: microseconds per call of a fixed `t` over every English text of the host's and the common
 *   namespace, i18next alone against the page's instance with its cache (src/i18n/translationCache.ts),
 *   as a page's renders after the first call it: every text asked again; and a first call (a miss) of
 *   every text without values, i18next against the stored-text lookup (src/i18n/plainText.ts);
 * - locale data: in Chromium, the main thread's first date format of a fresh page, with and without a
 *   worker having built one first (host/warmIntl.ts), median of BENCH_PAGES fresh pages (default 9);
 * - the collator: the first and the second `localeCompare` of a fresh page, alone and after the worker's
 *   date format, beside the code-unit comparison early calls' keys use instead (src/api/early.ts).
 * Run: `npm run bench:startup` (BENCH_MS per text case, default 1000).
 */
import i18next from 'i18next';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../e2e/support/browser';
import { i18n } from '../src/i18n/i18n';
import { plainTextLookup } from '../src/i18n/plainText';
import { englishResources } from '../src/i18n/resources';
import { median } from './pages/medians';
import { chromiumPath } from './support/benchPortal';
import { perCall } from './support/perCall';

const pages = Number(process.env.BENCH_PAGES ?? 9);

/** Every key of a namespace's texts, nested keys joined by dots. */
const keysOf = (texts: object, prefix = ''): string[] =>
  Object.entries(texts).flatMap(([key, value]) => (typeof value === 'object' && value !== null ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]));

const plain = i18next.createInstance();
await plain.init({ ...i18n.options, resources: { en: englishResources } });
console.log('texts: microseconds per call of a fixed t, every English text of a namespace asked in turn');
for (const namespace of ['host', 'common'] as const) {
  const keys = keysOf(englishResources[namespace]);
  const [alone, cached] = [plain.getFixedT('en', namespace), i18n.getFixedT('en', namespace)];
  const aloneUs = perCall((index) => alone(keys[index % keys.length] as never));
  const cachedUs = perCall((index) => cached(keys[index % keys.length] as never));
  console.log(`  ${namespace.padEnd(8)} ${keys.length} texts: i18next ${aloneUs.toFixed(2)} µs, with the cache ${cachedUs.toFixed(2)} µs`);
}
// What the cache pays for a text it does not hold yet (a page's first render): a text without values is read from the stored texts.
const lookup = plainTextLookup(i18n);
if (!lookup) throw new Error("the page's i18n options should let plain texts be read directly");
console.log('first call of a text without values (a cache miss): microseconds per call');
for (const namespace of ['host', 'common'] as const) {
  const keys = keysOf(englishResources[namespace]).filter((key) => lookup('en', namespace, undefined, key) !== undefined);
  const alone = plain.getFixedT('en', namespace);
  const aloneUs = perCall((index) => alone(keys[index % keys.length] as never));
  const storedUs = perCall((index) => lookup('en', namespace, undefined, keys[index % keys.length] as string));
  console.log(`  ${namespace.padEnd(8)} ${keys.length} plain texts: i18next ${aloneUs.toFixed(2)} µs, read from the stored texts ${storedUs.toFixed(2)} µs`);
}

// With `warm`, a page's script first waits for a worker to build a date format (what host/warmIntl.ts starts).
const workerFormatFirst = (warm: boolean) => `if (${warm}) {
    const code = "new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(0); postMessage('built')";
    const worker = new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })));
    await new Promise((resolve) => (worker.onmessage = resolve));
  }`;

// The first format of a fresh page, on its main thread.
const firstFormat = (warm: boolean) => `(async () => {
  ${workerFormatFirst(warm)}
  const started = performance.now();
  new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(0);
  return performance.now() - started;
})()`;

// The first and second string comparison of a fresh page: a locale's (it builds the collator) or by code unit.
const firstComparisons = (warm: boolean) => `(async () => {
  ${workerFormatFirst(warm)}
  const timed = (compare) => { const started = performance.now(); compare(); return performance.now() - started; };
  const byCodeUnit = timed(() => ['pageSize', 'page'].sort((a, b) => (a < b ? -1 : 1)));
  return [timed(() => 'pageSize'.localeCompare('page')), timed(() => 'q'.localeCompare('page')), byCodeUnit];
})()`;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
/** What `script` returns in fresh pages, BENCH_PAGES of each kind: without and with the worker's format first. */
const inFreshPages = async <T>(script: (warm: boolean) => string): Promise<{ cold: T[]; warm: T[] }> => {
  const results = { cold: [] as T[], warm: [] as T[] };
  for (let run = 0; run < pages; run += 1) {
    for (const warm of [false, true]) {
      const page = await browser.newPage();
      await page.goto('data:text/html,<p>start-up</p>');
      results[warm ? 'warm' : 'cold'].push((await page.evaluate(script(warm))) as T);
      await page.close();
    }
  }
  return results;
};
try {
  const times = await inFreshPages<number>(firstFormat);
  console.log(`locale data: the main thread's first date format of a fresh page, median of ${pages} pages`);
  console.log(`  alone ${median(times.cold).toFixed(1)} ms (${times.cold.map((ms) => ms.toFixed(0)).join(', ')})`);
  console.log(`  after a worker built one ${median(times.warm).toFixed(1)} ms (${times.warm.map((ms) => ms.toFixed(1)).join(', ')})`);

  const comparisons = await inFreshPages<number[]>(firstComparisons);
  const column = (rows: number[][], index: number) => rows.map((row) => row[index] ?? 0);
  console.log(`the collator: the first and the second localeCompare of a fresh page, and a sort by code unit, medians of ${pages} pages`);
  for (const [label, rows] of [['alone', comparisons.cold], ['after the worker built a date format', comparisons.warm]] as const) {
    const first = column(rows, 0);
    console.log(
      `  ${label}: first ${median(first).toFixed(1)} ms (${first.map((ms) => ms.toFixed(0)).join(', ')}), second ${median(column(rows, 1)).toFixed(2)} ms, by code unit ${median(column(rows, 2)).toFixed(2)} ms`,
    );
  }
} finally {
  await browser.close();
}
