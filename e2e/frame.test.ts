import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/browser';
import { logIn } from './support/journeys';
import { startPortal, type Portal } from './support/portal';

/** The host build's zod chunk (its Vite manifest names it): the form rules are built with it. */
const zodChunk = (): string => {
  const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'dist', 'host', '.vite', 'manifest.json'), 'utf8')) as Record<string, { name?: string; file: string }>;
  const file = Object.values(manifest).find((chunk) => chunk.name === 'zod')?.file;
  if (!file) throw new Error('the host build has no zod chunk');
  return `/${file}`;
};

/** The scripts a page fetches while it opens `path` and settles. */
const scriptsFetched = async (page: Page, path: string): Promise<string[]> => {
  const fetched: string[] = [];
  const record = (request: { url: () => string }) => void fetched.push(new URL(request.url()).pathname);
  page.on('request', record);
  await page.goto(path, { waitUntil: 'networkidle' });
  page.off('request', record);
  return fetched.filter((file) => file.endsWith('.js'));
};

/** Issue 8: learner pages paint their frame (header, heading, skeleton) from the HTML, before any JavaScript runs. */
describe('the page frame painted from the HTML', () => {
  let portal: Portal;
  let browser: Browser;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(), launchChromium()]);
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('shows the header, a loading status and the skeleton with JavaScript off, and nothing inline for a CSP to block', async () => {
    const context = await browser.newContext({ baseURL: portal.baseUrl, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      for (const path of ['/login/index', '/home', '/course/index', '/user']) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole('banner').getByRole('link', { name: 'Training Center' }).isVisible(), path).resolves.toBe(true);
        await expect(page.getByRole('status').textContent()).resolves.toContain('Loading…');
        await expect(page.locator('.frame__heading').isVisible()).resolves.toBe(true);
        expect(await page.locator('main[aria-busy="true"]').count()).toBe(1);
      }
      // A strict CSP (no 'unsafe-inline') would block inline scripts and style attributes: the page has none.
      expect(await page.locator('script:not([src])').count()).toBe(0);
      expect(await page.locator('[style]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('is accessible on its own (the app scripts held back, axe run in the page)', async () => {
    const context = await browser.newContext({ baseURL: portal.baseUrl, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/home');
      await expect(page.locator('#frame').isVisible()).resolves.toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('gives way to the React page once it renders: one header, one main, no frame left visible', async () => {
    const context = await browser.newContext({ baseURL: portal.baseUrl, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto('/login/index');
      await page.locator('tc-login').getByRole('button', { name: 'Log in', exact: true }).waitFor();
      await expect(page.locator('#frame').isVisible()).resolves.toBe(false);
      await expect(page.getByRole('banner').count()).resolves.toBe(1);
      await expect(page.getByRole('main').count()).resolves.toBe(1);
      await expect(page.getByRole('link', { name: 'Training Center' }).count()).resolves.toBe(1);
    } finally {
      await context.close();
    }
  });

  it('loads the locale data in a worker that builds its formats and ends, with no error on the page', async () => {
    const context = await browser.newContext({ baseURL: portal.baseUrl });
    try {
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      const warmUp = page.waitForEvent('worker', (worker) => /\/assets\/warmIntl\.worker-[\w-]+\.js$/.test(worker.url()));
      await page.goto('/login/index');
      // The worker closes itself only after every format was built: a refused script or a throwing format never gets there.
      const worker = await warmUp;
      await new Promise<void>((resolve) => worker.on('close', () => resolve()));
      await page.locator('tc-login').getByRole('button', { name: 'Log in', exact: true }).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('fetches the form rules (zod) only for a page with a form: the login page does, the home page and the course list do not', async () => {
    const user = await portal.createUser('frame');
    const zod = zodChunk();
    const signingIn = await browser.newContext({ baseURL: portal.baseUrl });
    try {
      const page = await signingIn.newPage();
      expect(await scriptsFetched(page, '/login/index')).toContain(zod);
      await logIn(page, user.account, user.password);
      // A fresh cache with the learner's session: whatever these pages need is fetched again.
      const learner = await browser.newContext({ baseURL: portal.baseUrl, storageState: await signingIn.storageState() });
      try {
        const fresh = await learner.newPage();
        for (const path of ['/home', '/course/index']) {
          const scripts = await scriptsFetched(fresh, path);
          expect(scripts.length, path).toBeGreaterThan(3);
          expect(scripts, path).not.toContain(zod);
        }
        await fresh.locator('tc-course-player').waitFor();
      } finally {
        await learner.close();
      }
    } finally {
      await signingIn.close();
    }
  });
});
