import { execFileSync } from 'node:child_process';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../../e2e/support/browser';
import { submitLogin } from '../../e2e/support/journeys';
import { startPortal, type Portal, type TestAccount } from '../../e2e/support/portal';
import { startPartnerSite, type PartnerPage } from './partnerPages';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export type BenchServers = {
  portal: Portal;
  partnerOrigin: string;
  /** A learner account made with the admin CLI, to log in through the real login page. */
  account: TestAccount;
  close(): Promise<void>;
};

/** The Chromium the browser tests use (the script prints its path, installing Debian's when it may). */
export const chromiumPath = (): string => {
  process.env.CHROME_PATH ??= execFileSync(process.execPath, ['scripts/ensure-chromium.mjs'], { encoding: 'utf8' }).trim().split('\n').pop();
  return process.env.CHROME_PATH ?? '';
};

/** The built portal (own DATA_DIR) and a partner site on a second origin that CORS_ORIGINS allows. */
export async function startBenchServers(pages: PartnerPage[]): Promise<BenchServers> {
  // The partner site must exist first (its origin goes into CORS_ORIGINS); it learns the portal's address after.
  let portalOrigin = '';
  const partner = await startPartnerSite(pages, () => portalOrigin);
  process.env.CORS_ORIGINS = partner.origin;
  const portal = await startPortal().catch(async (error: unknown) => {
    await partner.close();
    throw error;
  });
  portalOrigin = portal.baseUrl;
  const close = async () => {
    await portal.stop();
    await partner.close();
  };
  try {
    const account = await portal.createUser('bench');
    return { portal, partnerOrigin: partner.origin, account, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Logs in through the portal's login page, as a person does, and waits until the portal moves on. */
export async function logInThroughPage(page: Page, servers: BenchServers): Promise<void> {
  await page.goto(`${servers.portal.baseUrl}/login/index`);
  await submitLogin(page, servers.account.account, servers.account.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
}

export type BenchPortal = BenchServers & { browser: Browser; learner: StorageState };

/** Servers, Chromium (playwright) and the cookies and storage of a learner who logged in through the real login page. */
export async function startBenchPortal(pages: PartnerPage[]): Promise<BenchPortal> {
  chromiumPath();
  const servers = await startBenchServers(pages);
  const browser = await launchChromium().catch(async (error: unknown) => {
    await servers.close();
    throw error;
  });
  const close = async () => {
    await browser.close();
    await servers.close();
  };
  try {
    const context = await browser.newContext({ locale: 'en-US' });
    await logInThroughPage(await context.newPage(), servers);
    const learner = await context.storageState();
    await context.close();
    return { ...servers, browser, learner, close };
  } catch (error) {
    await close();
    throw error;
  }
}
