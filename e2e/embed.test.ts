import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../src/contract/paths';
import { demoCourses } from '../server/db/seed/content/courses';
import { launchChromium, openPage, type TrackedPage } from './support/browser';
import { loginForm, submitLogin } from './support/journeys';
import { startPartnerSite, type PartnerSite } from './support/partnerSite';
import { startPortal, type Portal } from './support/portal';

/** What the embed build wrote: which file is the loader, the shared chunk, each widget (vite.embed.config.ts). */
type EmbedManifest = { loader: string; shared: string[]; widgets: Record<string, string[]> };
const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'dist', 'embed', 'manifest.json'), 'utf8')) as EmbedManifest;
const widgetFiles = (tag: string): string[] => manifest.widgets[tag] ?? [];
const reactChunk = manifest.shared.find((file) => file.startsWith('shared-')) as string;

let portal: Portal;
let partner: PartnerSite;
let browser: Browser;
const open: TrackedPage[] = [];

beforeAll(async () => {
  // The partner's origin must exist before the portal starts: the portal answers cross-origin calls only from CORS_ORIGINS.
  partner = await startPartnerSite();
  const [started, launched] = await Promise.all([startPortal({ env: { CORS_ORIGINS: partner.origin } }), launchChromium()]);
  portal = started;
  browser = launched;
  partner.usePortal(portal.baseUrl);
});

afterEach(async () => {
  await Promise.all(open.splice(0).map((tracked) => tracked.context.close()));
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await partner?.close();
});

/** A page on the partner's origin that records every file it fetches from the portal's /embed/. */
async function partnerPage(path: string) {
  const tracked = await openPage(browser, partner.origin);
  open.push(tracked);
  const embedFetches: string[] = [];
  tracked.page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === portal.baseUrl && url.pathname.startsWith('/embed/')) embedFetches.push(url.pathname.slice('/embed/'.length));
  });
  await tracked.page.goto(path);
  return { ...tracked, embedFetches };
}

/** Waits until `<tag>` (the first one) has rendered `selector` inside its shadow root. */
const rendered = (page: Page, tag: string, selector: string) =>
  page.waitForFunction(([t, s]) => Boolean(document.querySelector(t as string)?.shadowRoot?.querySelector(s as string)), [tag, selector], { timeout: 30_000 });

const stylesToCompare = ['font-family', 'font-size', 'font-weight', 'color', 'letter-spacing', 'text-transform', 'line-height', 'margin-top', 'padding-top', 'border-top-style', 'border-top-width'];

/** Computed styles of elements inside `tag`'s shadow root. */
const insideStyles = (page: Page, tag: string, selectors: string[]) =>
  page.evaluate(
    ([t, list, props]) => {
      const root = document.querySelector(t as string)?.shadowRoot;
      return Object.fromEntries(
        (list as string[]).map((selector) => {
          const element = root?.querySelector(selector);
          const style = element ? getComputedStyle(element) : null;
          return [selector, Object.fromEntries((props as string[]).map((prop) => [prop, style?.getPropertyValue(prop) ?? null]))];
        }),
      );
    },
    [tag, selectors, stylesToCompare] as const,
  );

describe('the widgets embedded on a partner site (another origin, one script tag)', () => {
  it('renders each widget in its shadow root, untouched by the page CSS, themed only through --tc-* and parts', async () => {
    const reference = await partnerPage('/examples/all-widgets.html');
    await rendered(reference.page, 'tc-login', 'button[type="submit"]');
    const { page, pageErrors } = await partnerPage('/examples/partner.html');
    await rendered(page, 'tc-login', 'button[type="submit"]');
    expect(new URL(page.url()).origin).toBe(partner.origin);

    const selectors = ['h2', 'input', 'label', 'button[type="submit"]'];
    // Where the page sets no token, the registered default applies.
    const defaultBackground = await reference.page.evaluate(() => getComputedStyle(document.querySelector('tc-login')?.shadowRoot?.querySelector('button[type="submit"]') as Element).backgroundColor);
    expect(defaultBackground).toBe('rgb(11, 92, 173)');
    const onPartner = await insideStyles(page, 'tc-login', selectors);
    const onPlainPage = await insideStyles(reference.page, 'tc-login', selectors);
    expect(onPartner).toEqual(onPlainPage);
    // The page's `button { background: #ff0 !important }` stays outside; its --tc-color-primary gets in.
    const submitBackground = await page.evaluate(() => getComputedStyle(document.querySelector('tc-login')?.shadowRoot?.querySelector('button[type="submit"]') as Element).backgroundColor);
    expect(submitBackground).toBe('rgb(122, 46, 14)');

    // Nothing of the widgets' CSS reaches the page: its own title keeps the page's styles.
    const pageTitle = await page.evaluate(() => {
      const style = getComputedStyle(document.querySelector('.site-title') as Element);
      const adopted = document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => (rule as CSSStyleRule).selectorText));
      return { fontSize: style.fontSize, color: style.color, adopted, styles: document.querySelectorAll('style, link[rel="stylesheet"]').length };
    });
    // One stylesheet: the partner's own (partner.css); the widgets added none to the page. The loader's
    // rules reserve room for its own elements until their code arrives (one per height), and touch nothing else.
    expect(pageTitle).toMatchObject({ fontSize: '30px', color: 'rgb(204, 0, 0)', styles: 1 });
    expect(pageTitle.adopted.length).toBeGreaterThan(1);
    for (const selector of pageTitle.adopted) expect(selector).toMatch(/^:where\((tc-[a-z-]+(, )?)+\):where\(:not\(:defined\), :state\(pending\)\)$/);
    expect(pageErrors).toEqual([]);
  });

  it('logs in through tc-login across origins: the page hears tc-login and the profile shows the user without a reload', async () => {
    const user = await portal.createUser('embed');
    const { page, context, pageErrors } = await partnerPage('/examples/partner.html');
    await rendered(page, 'tc-profile', '[part~="load-error"]');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const userInfoRequest = page.waitForRequest((request) => request.url().endsWith(apiPaths.userInfo) && Boolean(request.headers().authorization), { timeout: 30_000 });

    await submitLogin(page, user.account, user.password);
    await page.locator('#event-log li', { hasText: `tc-login {"account":"${user.account}"` }).waitFor();
    await page.locator('tc-profile').getByText(user.company).waitFor();

    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    const request = await userInfoRequest;
    expect(new URL(request.url()).origin).toBe(portal.baseUrl);
    expect(request.headers().authorization).toMatch(/^Bearer /);
    expect((await request.response())?.headers()['access-control-allow-origin']).toBe(partner.origin);
    // The session lives on the partner's origin; the portal's origin got no cookie.
    expect((await context.cookies(partner.origin)).map((cookie) => cookie.name)).toContain('token');
    expect(await context.cookies(portal.baseUrl)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('shows a learner signed in on the partner site that an admin section is for administrators, with none of its forms', async () => {
    const user = await portal.createUser('embed-learner');
    const { page, pageErrors } = await partnerPage('/examples/partner.html');
    await submitLogin(page, user.account, user.password);
    await page.locator('#event-log li', { hasText: `tc-login {"account":"${user.account}"` }).waitFor();

    await page.goto('/examples/all-widgets.html');
    const webinars = page.locator('tc-admin-webinars');
    await webinars.scrollIntoViewIfNeeded();
    await webinars.getByText(`This section is for administrators. You are signed in as ${user.account}.`).waitFor();
    expect(await webinars.locator('form, input, button').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it("plays a lesson video on the partner's page with its captions on: the video and its captions come from the portal with CORS", async () => {
    const user = await portal.createUser('embed-captions');
    const { page, pageErrors } = await partnerPage('/examples/partner.html');
    await submitLogin(page, user.account, user.password);
    await page.locator('#event-log li', { hasText: `tc-login {"account":"${user.account}"` }).waitFor();
    await page.goto('/examples/all-widgets.html');
    const player = page.locator('tc-course-player');
    await player.scrollIntoViewIfNeeded();
    // The embedded player moves between its views by itself.
    await player.getByRole('link', { name: demoCourses[0]!.title.en, exact: true }).click();
    await player.getByRole('button', { name: `Start lesson 1: ${demoCourses[0]!.lessons[0]!.title.en}`, exact: true }).click();
    const video = player.locator('video');
    await video.waitFor();
    expect(await video.getAttribute('crossorigin')).toBe('anonymous');
    const loaded = () =>
      video.evaluate((element: HTMLVideoElement) => ({
        metadata: element.readyState >= HTMLMediaElement.HAVE_METADATA,
        origin: new URL(element.currentSrc).origin,
        tracks: [...element.textTracks].map((track) => [track.language, track.mode, track.cues?.length ?? 0]),
      }));
    await expect.poll(loaded, { timeout: 15_000 }).toEqual({ metadata: true, origin: portal.baseUrl, tracks: [['en', 'showing', 3], ['es', 'disabled', 0]] });
    expect(pageErrors).toEqual([]);
  });

  it('fetches the shared chunk once for many widgets, and a widget below the fold only when it scrolls near', async () => {
    const { page, embedFetches, pageErrors } = await partnerPage('/examples/all-widgets.html');
    await Promise.all([rendered(page, 'tc-login', 'form'), rendered(page, 'tc-account-help', 'details'), rendered(page, 'tc-profile', 'h2'), rendered(page, 'tc-icon', 'svg')]);
    expect(embedFetches.filter((file) => file === reactChunk)).toHaveLength(1);
    expect(embedFetches.filter((file) => file === manifest.loader)).toHaveLength(1);
    for (const tag of ['tc-login', 'tc-account-help', 'tc-profile', 'tc-icon']) {
      for (const file of widgetFiles(tag)) expect(embedFetches.filter((fetched) => fetched === file), `${tag}: ${file}`).toHaveLength(1);
    }
    // Far below the fold: not one byte of the course player yet.
    expect(widgetFiles('tc-course-player').length).toBeGreaterThan(0);
    expect(embedFetches.filter((file) => widgetFiles('tc-course-player').includes(file))).toEqual([]);
    expect(await page.evaluate(() => customElements.get('tc-course-player') === undefined)).toBe(true);

    await page.locator('tc-course-player').scrollIntoViewIfNeeded();
    await rendered(page, 'tc-course-player', '[part~="base"]');
    expect(embedFetches.filter((file) => widgetFiles('tc-course-player').includes(file))).toEqual(widgetFiles('tc-course-player'));
    expect(embedFetches.filter((file) => file === reactChunk)).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  it("holds each widget's space on a phone while its code loads, so the partner's page does not jump when it appears", async () => {
    const tracked = await openPage(browser, partner.origin, { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    open.push(tracked);
    const { page, pageErrors } = tracked;
    // Layout shifts as Chromium reports them from the first paint on (buffered), the way CLS adds them up.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
      // The block size of a widget's element before and right after its tag is defined: its first render comes a task later.
      const atDefinition: Record<string, { before: number; after: number; rendered: boolean }> = {};
      Object.assign(window, { atDefinition });
      const define = customElements.define.bind(customElements);
      customElements.define = (name, constructor, options) => {
        const element = document.querySelector(name);
        const before = element?.getBoundingClientRect().height ?? -1;
        define(name, constructor, options);
        atDefinition[name] = { before, after: element?.getBoundingClientRect().height ?? -1, rendered: (element?.shadowRoot?.childNodes.length ?? 0) > 0 };
      };
    });
    // A slow network: the page paints (with the reserved space) before any widget's code arrives.
    await page.route(`${portal.baseUrl}/embed/**`, async (route) => {
      if (!route.request().url().endsWith(`/${manifest.loader}`)) await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto('/examples/partner.html');
    await Promise.all([rendered(page, 'tc-login', 'form'), rendered(page, 'tc-profile', 'h2')]);
    await page.waitForLoadState('networkidle');
    const shifted = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
    // The loader's old 12rem for every widget moved this page by 0.067 (and the page with every widget by 0.27, where 0.1 ends "good").
    expect(shifted).toBeLessThan(0.02);
    // Defined but not rendered yet, each still holds its reserved block: a frame painted then would show it empty.
    const atDefinition = await page.evaluate(() => (window as unknown as { atDefinition: Record<string, { before: number; after: number; rendered: boolean }> }).atDefinition);
    for (const tag of ['tc-login', 'tc-profile']) {
      const sizes = atDefinition[tag];
      expect(sizes?.rendered, tag).toBe(false);
      expect(sizes?.before, tag).toBeGreaterThan(100);
      expect(sizes?.after, tag).toBe(sizes?.before);
    }
    // Rendered, none holds it any more: a widget shorter than its reservation gives the room back.
    expect(await page.evaluate(() => document.querySelectorAll(':state(pending)').length)).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('configures from markup on a CMS page (Spanish) and loads a widget the page adds later', async () => {
    const { page, pageErrors } = await partnerPage('/examples/cms.html');
    await rendered(page, 'tc-account-help', 'details');
    await page.locator('tc-account-help').getByRole('heading', { level: 2 }).waitFor();
    expect(await page.locator('tc-account-help').getByRole('heading', { level: 2 }).textContent()).toMatch(/ayuda|iniciar sesión/i);
    await loginForm(page).widget.getByRole('button', { name: 'Iniciar sesión', exact: true }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});

describe('the portal serves the embed files', () => {
  it('to any origin, the loader revalidated and chunks cached for good; the full bundle stays at /widgets/', async () => {
    const loader = await fetch(`${portal.baseUrl}/embed/${manifest.loader}`, { headers: { origin: 'https://any.example' } });
    expect(loader.status).toBe(200);
    expect(loader.headers.get('access-control-allow-origin')).toBe('*');
    expect(loader.headers.get('cache-control')).toBe('no-cache');
    const chunk = await fetch(`${portal.baseUrl}/embed/${reactChunk}`);
    expect(chunk.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${portal.baseUrl}/embed/missing.js`)).status).toBe(404);
    expect((await fetch(`${portal.baseUrl}/widgets/training-center.js`)).status).toBe(200);
    const examples = await fetch(`${portal.baseUrl}/examples/`);
    expect(await examples.text()).toContain('partner.html');
  });
});
