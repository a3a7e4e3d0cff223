import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { addSizes, zeroSizes, type Sizes } from './bytes';
import type { StorageState } from '../support/benchPortal';

/** JavaScript a page fetched: each file, its sizes on disk, and the encoding the server chose. */
export type ScriptLoad = { url: string; file: string; encoding: string; wireBytes: number; sizes: Sizes };

export type PageBytes = { scripts: ScriptLoad[]; total: Sizes; wireBytes: number };

/** The dist file a portal URL is served from (host at /, widget bundle under /widgets/, loader and chunks under /embed/). */
export const distFileOf = (distDir: string, pathname: string): string => {
  for (const prefix of ['embed', 'widgets']) if (pathname.startsWith(`/${prefix}/`)) return join(distDir, prefix, pathname.slice(prefix.length + 2));
  return join(distDir, 'host', pathname.slice(1));
};

export const totalOf = (scripts: ScriptLoad[]): PageBytes => ({
  scripts,
  total: scripts.reduce((sum, script) => addSizes(sum, script.sizes), zeroSizes),
  wireBytes: scripts.reduce((sum, script) => sum + script.wireBytes, 0),
});

/** Records every JavaScript file the portal sends to the page from now on. */
export const recordScripts = (page: Page, portalOrigin: string, distDir: string, sizeOf: (file: string) => Sizes) => {
  const scripts: ScriptLoad[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== portalOrigin || !url.pathname.endsWith('.js')) return;
    const file = distFileOf(distDir, url.pathname);
    const headers = response.headers();
    scripts.push({ url: url.pathname, file, encoding: headers['content-encoding'] ?? 'identity', wireBytes: Number(headers['content-length'] ?? 0), sizes: sizeOf(file) });
  });
  return {
    /** What was fetched so far (and empties the record, to measure the next step on its own). */
    take: (): PageBytes => totalOf(scripts.splice(0)),
  };
};

/** Opens a URL in a fresh context (empty cache), waits until the network is idle, and returns the JavaScript it fetched. */
export async function firstVisit(
  browser: Browser,
  options: { url: string; portalOrigin: string; distDir: string; sizeOf: (file: string) => Sizes; storageState?: StorageState; ready?: (page: Page) => Promise<void> },
): Promise<{ bytes: PageBytes; page: Page; next: () => PageBytes; close: () => Promise<void> }> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 }, storageState: options.storageState });
  const page = await context.newPage();
  const record = recordScripts(page, options.portalOrigin, options.distDir, options.sizeOf);
  await page.goto(options.url, { waitUntil: 'networkidle' });
  await options.ready?.(page);
  await page.waitForLoadState('networkidle');
  return { bytes: record.take(), page, next: record.take, close: () => context.close() };
}

/**
 * Follows the page's requests from now on; `quiet()` resolves once none is open and none started or
 * ended for `quietMs` ('networkidle' measured from the start of the watch, not from the page's load).
 */
export function watchNetwork(page: Page, quietMs = 500, timeoutMs = 30_000) {
  const open = new Set<unknown>();
  let last = Date.now();
  const started = (request: unknown) => {
    open.add(request);
    last = Date.now();
  };
  const ended = (request: unknown) => {
    open.delete(request);
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet(): Promise<void> {
      try {
        const deadline = Date.now() + timeoutMs;
        while (open.size > 0 || Date.now() - last < quietMs) {
          if (Date.now() > deadline) throw new Error(`the network of ${page.url()} did not go quiet within ${timeoutMs} ms`);
          await page.waitForTimeout(50);
        }
      } finally {
        page.off('request', started);
        page.off('requestfinished', ended);
        page.off('requestfailed', ended);
      }
    },
  };
}
