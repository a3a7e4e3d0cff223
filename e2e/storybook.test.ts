import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/browser';
import { serveFolder, type StaticSite } from './support/staticSite';

/** Issue 8: CI runs every story of the built Storybook once in Chromium. */
const storybookDir = resolve(import.meta.dirname, '..', 'dist', 'storybook');
const indexFile = join(storybookDir, 'index.json');
if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: run npm run build-storybook first (npm test does, before the browser tests).`);

type IndexEntry = { id: string; title: string; name: string; type: 'story' | 'docs' };
const stories = Object.values((JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries).filter(
  (entry) => entry.type === 'story',
);

/** A story shows a widget, not a page: the page's own heading is the host's (its pages are checked by e2e/a11y.test.ts). */
const pageLevelRules = ['page-has-heading-one'];

/** The phases a story's render ends in (Storybook's StoryRender): rendered, played and checked, or failed. */
const endPhases = ['finished', 'errored', 'aborted'];

/** The longest a story may take to render and play: the slowest takes a few seconds on a busy 2-core machine. */
const storyTimeoutMs = 30_000;

describe('every story of the built Storybook', () => {
  let site: StaticSite;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([serveFolder(storybookDir), launchChromium()]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('has stories to run', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  // Two stories at a time (the e2e project's maxConcurrency): each has its own context, and a 2-core machine keeps both busy.
  it.concurrent.for(stories.map((story) => [`${story.title} / ${story.name}`, story] as const))('%s renders, logs no error and passes axe', async ([, story], { expect }) => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1024, height: 768 } });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        // Chromium asks every page for /favicon.ico on its own; Storybook's frame has none, and that is no story's error.
        if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));

      // A story whose module throws (a fixture that no longer parses) never leaves 'preparing': its first page error ends the wait at once.
      const firstPageError = new Promise<string>((resolve) => page.once('pageerror', (error) => resolve(`pageerror: ${error.message}`)));
      await page.goto(`${site.baseUrl}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
      const phase = await Promise.race([
        firstPageError,
        page
          .waitForFunction(
            (ends) => {
              const render = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender;
              return render?.phase && ends.includes(render.phase) ? render.phase : false;
            },
            endPhases,
            { timeout: storyTimeoutMs },
          )
          .then((handle) => handle.jsonValue()),
      ]);
      expect(phase, errors.join('\n')).toBe('finished');

      // Rendered: the story root holds something, and every widget in it has drawn into its shadow root.
      const rendered = await page.evaluate(() => {
        const root = document.getElementById('storybook-root');
        const widgets = [...(root?.querySelectorAll('*') ?? [])].filter((element) => element.tagName.startsWith('TC-') && element.tagName !== 'TC-CONFIG');
        return {
          children: root?.childElementCount ?? 0,
          emptyWidgets: widgets.filter((element) => element.shadowRoot !== null && element.shadowRoot.childElementCount === 0).map((element) => element.tagName),
        };
      });
      expect(rendered.children).toBeGreaterThan(0);
      expect(rendered.emptyWidgets).toEqual([]);
      expect(errors).toEqual([]);
      expect(await axeViolations(page, { disabledRules: pageLevelRules })).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
