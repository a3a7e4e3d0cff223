import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchChromium, openPage, type TrackedPage } from './browser';
import { startPortal, type Portal } from './portal';

/**
 * Per test file: one built portal (own DATA_DIR, port and SMTP catcher) and one Chromium, both
 * stopped in afterAll; every page opened in a test gets its own context, closed after the test.
 */
export function portalPerFile() {
  let portal: Portal | undefined;
  let browser: Browser | undefined;
  const open: TrackedPage[] = [];

  beforeAll(async () => {
    const [started, launched] = await Promise.allSettled([startPortal(), launchChromium()]);
    if (started.status === 'fulfilled') portal = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
  });

  // Every page of every browser test runs under the server's CSP: anything it refused fails the test.
  afterEach(async () => {
    const pages = open.splice(0);
    await Promise.all(pages.map((tracked) => tracked.context.close()));
    const refused = pages.flatMap((tracked) => tracked.cspViolations);
    if (refused.length > 0) throw new Error(`The Content-Security-Policy refused:\n${refused.join('\n')}`);
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  const required = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} did not start (see beforeAll)`);
    return value;
  };

  return {
    get portal(): Portal {
      return required(portal, 'The portal');
    },
    /** A new browser context with one page on the portal (options such as `bypassCSP` go to the context). */
    async newPage(options: BrowserContextOptions = {}): Promise<TrackedPage> {
      const tracked = await openPage(required(browser, 'Chromium'), required(portal, 'The portal').baseUrl, options);
      open.push(tracked);
      return tracked;
    },
  };
}
