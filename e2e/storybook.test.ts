import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
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

/**
 * A loaded Storybook frame that renders one story after another, as Storybook's own UI does:
 * loading the 1.4 MB preview bundle and axe once per frame instead of once per story took most
 * of the browser tests' time on a two-core machine. Cookies and storage are cleared between
 * stories; a frame whose story failed is closed, so a broken story cannot spoil the next one.
 */
type StoryFrame = { context: BrowserContext; page: Page; errors: string[]; loaded: boolean; onPageError?: (message: string) => void };

describe('every story of the built Storybook', () => {
  let site: StaticSite;
  let browser: Browser;
  const idle: StoryFrame[] = [];

  beforeAll(async () => {
    [site, browser] = await Promise.all([serveFolder(storybookDir), launchChromium()]);
  });

  afterAll(async () => {
    await Promise.all(idle.splice(0).map((frame) => frame.context.close()));
    await browser?.close();
    await site?.close();
  });

  const openFrame = async (): Promise<StoryFrame> => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1024, height: 768 } });
    const page = await context.newPage();
    const frame: StoryFrame = { context, page, errors: [], loaded: false };
    page.on('console', (message) => {
      // Chromium asks every page for /favicon.ico on its own; Storybook's frame has none, and that is no story's error.
      if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) frame.errors.push(message.text());
    });
    page.on('pageerror', (error) => {
      frame.errors.push(`pageerror: ${error.message}`);
      frame.onPageError?.(`pageerror: ${error.message}`);
    });
    return frame;
  };

  /** Shows the story in the frame: the first by loading the frame at it, the next ones through Storybook's channel. */
  const show = async (frame: StoryFrame, storyId: string): Promise<string> => {
    // A story whose module throws (a fixture that no longer parses) never leaves 'preparing': its first page error ends the wait at once.
    const firstPageError = new Promise<string>((resolve) => (frame.onPageError = resolve));
    if (frame.loaded) {
      await frame.context.clearCookies();
      await frame.page.evaluate((id) => {
        localStorage.clear();
        sessionStorage.clear();
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, args: object) => void } }).__STORYBOOK_ADDONS_CHANNEL__;
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }, storyId);
    } else {
      await frame.page.goto(`${site.baseUrl}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story`);
      frame.loaded = true;
    }
    return Promise.race([
      firstPageError,
      frame.page
        .waitForFunction(
          ({ id, ends }) => {
            const render = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender;
            return render?.id === id && render.phase && ends.includes(render.phase) ? render.phase : false;
          },
          { id: storyId, ends: endPhases },
          { timeout: storyTimeoutMs },
        )
        .then(async (handle) => String(await handle.jsonValue())),
    ]);
  };

  it('has stories to run', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  // Two stories at a time (the e2e project's maxConcurrency), each in a frame of its own.
  it.concurrent.for(stories.map((story) => [`${story.title} / ${story.name}`, story] as const))('%s renders, logs no error and passes axe', async ([, story], { expect }) => {
    const frame = idle.pop() ?? (await openFrame());
    frame.errors.length = 0;
    let passed = false;
    try {
      const phase = await show(frame, story.id);
      expect(phase, frame.errors.join('\n')).toBe('finished');

      // Rendered: the story root holds something, and every widget in it has drawn into its shadow root.
      const rendered = await frame.page.evaluate(() => {
        const root = document.getElementById('storybook-root');
        const widgets = [...(root?.querySelectorAll('*') ?? [])].filter((element) => element.tagName.startsWith('TC-') && element.tagName !== 'TC-CONFIG');
        return {
          children: root?.childElementCount ?? 0,
          emptyWidgets: widgets.filter((element) => element.shadowRoot !== null && element.shadowRoot.childElementCount === 0).map((element) => element.tagName),
        };
      });
      expect(rendered.children).toBeGreaterThan(0);
      expect(rendered.emptyWidgets).toEqual([]);
      expect(frame.errors).toEqual([]);
      expect(await axeViolations(frame.page, { disabledRules: pageLevelRules })).toEqual([]);
      passed = true;
    } finally {
      if (passed) idle.push(frame);
      else await frame.context.close();
    }
  });
});
