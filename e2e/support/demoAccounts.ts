import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { waitForPath } from './browser';
import { logIn } from './journeys';
import type { Portal } from './portal';

/** The password the portal printed for a demo account at its first start (DATA_DIR/demo-credentials.txt). */
export const demoPassword = async (portal: Portal, account: string): Promise<string> => {
  const saved = await readFile(join(portal.dataDir, 'demo-credentials.txt'), 'utf8');
  const line = saved.split('\n').find((candidate) => candidate.includes(`account: ${account} `));
  const password = /password: (\S+)/.exec(line ?? '')?.[1];
  if (!password) throw new Error(`no password of ${account} in demo-credentials.txt:\n${saved}`);
  return password;
};

/** demo.admin, signed in, on one section of the console, reached through the account menu as a person does. */
export const openConsole = async (portal: Portal, page: Page, section: string, path: string): Promise<void> => {
  await logIn(page, 'demo.admin', await demoPassword(portal, 'demo.admin'));
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('link', { name: 'Admin console' }).click();
  await page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: section }).click();
  await waitForPath(page, path);
};
