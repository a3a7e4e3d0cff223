import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/** The flags of docs (stack-notes): headless, no sandbox as root in containers, nothing phoning home. */
export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium from CHROME_PATH (scripts/e2e.mjs sets it). `launch` gives the browser a fresh temporary
 * profile (its own --user-data-dir under the OS temp folder) and deletes it on close.
 */
export async function launchChromium(): Promise<Browser> {
  const executablePath = process.env.CHROME_PATH;
  if (!executablePath) throw new Error('CHROME_PATH is not set: run the browser tests with `npm run test:e2e` (scripts/e2e.mjs finds Chromium).');
  return chromium.launch({ executablePath, headless: true, args: chromiumArgs });
}

export type TrackedPage = { context: BrowserContext; page: Page; pageErrors: string[]; cspViolations: string[] };

/**
 * A fresh context (own cookies and storage) with one page; uncaught page errors are collected for
 * assertions, and so is anything the Content-Security-Policy refused (Chromium reports it on the console).
 */
export async function openPage(browser: Browser, baseURL: string, options: BrowserContextOptions = {}): Promise<TrackedPage> {
  const context = await browser.newContext({ baseURL, locale: 'en-US', viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  const cspViolations: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) cspViolations.push(message.text());
  });
  return { context, page, pageErrors, cspViolations };
}

/** Waits until the page's path and query satisfy `expected` (no fixed sleeps). */
export async function waitForPath(page: Page, expected: string | ((pathAndQuery: string) => boolean), timeout = 30_000): Promise<void> {
  const matches = typeof expected === 'string' ? (value: string) => value === expected : expected;
  await page.waitForURL((url) => matches(`${url.pathname}${url.search}`), { timeout });
}

export const pathOf = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/**
 * From the page's next load on, records whether an element matching `loading` (a view's loading
 * placeholder) was ever inserted into a shadow root (`loadingShown`): a view whose data came with the
 * page renders it at once.
 */
export const watchLoadingPlaceholders = async (page: Page, loading: string): Promise<void> => {
  await page.addInitScript((selector: string) => {
    const seen = { loading: false };
    Object.assign(window, { tcLoadingSeen: seen });
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (init: ShadowRootInit) {
      const root = attach.call(this, init);
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) if (node instanceof Element && (node.matches(selector) || node.querySelector(selector))) seen.loading = true;
      }).observe(root, { childList: true, subtree: true });
      return root;
    };
  }, loading);
};

/**
 * From the next page load on, records whether `part` was already inside `container` when `container` was
 * first inserted into the document (`firstInsertionHeld`): a part the page's first render drew, not a later one.
 */
export const watchFirstInsertion = async (page: Page, container: string, part: string): Promise<void> => {
  await page.addInitScript(
    ({ container, part }: { container: string; part: string }) => {
      const seen: { held?: boolean } = {};
      Object.assign(window, { tcFirstInsertion: seen });
      new MutationObserver((records, observer) => {
        for (const record of records)
          for (const node of record.addedNodes) {
            const found = node instanceof Element ? (node.matches(container) ? node : node.querySelector(container)) : null;
            if (!found) continue;
            seen.held = found.querySelector(part) !== null;
            observer.disconnect();
            return;
          }
      }).observe(document, { childList: true, subtree: true });
    },
    { container, part },
  );
};

/** Whether the part was there when its container was first inserted (see `watchFirstInsertion`); undefined if the container never was. */
export const firstInsertionHeld = (page: Page): Promise<boolean | undefined> =>
  page.evaluate(() => (window as unknown as { tcFirstInsertion: { held?: boolean } }).tcFirstInsertion.held);

/** Whether a loading placeholder was inserted since this page loaded (see `watchLoadingPlaceholders`). */
export const loadingShown = (page: Page): Promise<boolean> => page.evaluate(() => (window as unknown as { tcLoadingSeen: { loading: boolean } }).tcLoadingSeen.loading);
