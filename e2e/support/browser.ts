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
