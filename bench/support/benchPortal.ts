import { execFileSync } from 'node:child_process';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium } from '../../e2e/support/browser';
import { logIn } from '../../e2e/support/journeys';
import { startPortal, type Portal } from '../../e2e/support/portal';
import { startPartnerSite, type PartnerPage } from './partnerPages';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export type BenchPortal = {
  portal: Portal;
  partnerOrigin: string;
  browser: Browser;
  /** Cookies and storage of a learner who logged in through the real login page. */
  learner: StorageState;
  close(): Promise<void>;
};

/** The built portal (own DATA_DIR), a partner site on a second origin allowed by CORS_ORIGINS, Chromium, and a learner logged in. */
export async function startBenchPortal(pages: PartnerPage[]): Promise<BenchPortal> {
  // The same Chromium the browser tests use (the script prints its path, installing Debian's when it may).
  process.env.CHROME_PATH ??= execFileSync(process.execPath, ['scripts/ensure-chromium.mjs'], { encoding: 'utf8' }).trim().split('\n').pop();
  // The partner site must exist first (its origin goes into CORS_ORIGINS); it learns the portal's address after.
  let portalOrigin = '';
  const partner = await startPartnerSite(pages, () => portalOrigin);
  process.env.CORS_ORIGINS = partner.origin;
  const portal = await startPortal().catch(async (error: unknown) => {
    await partner.close();
    throw error;
  });
  portalOrigin = portal.baseUrl;
  const browser = await launchChromium();
  const close = async () => {
    await browser.close();
    await portal.stop();
    await partner.close();
  };
  try {
    const account = await portal.createUser('bench');
    const context = await browser.newContext({ baseURL: portal.baseUrl, locale: 'en-US' });
    await logIn(await context.newPage(), account.account, account.password);
    const learner = await context.storageState();
    await context.close();
    return { portal, partnerOrigin: partner.origin, browser, learner, close };
  } catch (error) {
    await close();
    throw error;
  }
}
