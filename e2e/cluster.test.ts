import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxBinary, startNginx, startNode, type ApiNode, type Nginx } from '../bench/support/nodes';
import { clusterUnavailable, createCluster, findBinaries, type Cluster } from '../scripts/postgres-cluster.mjs';
import { launchChromium, openPage, waitForPath, type TrackedPage } from './support/browser';
import { certificationTitle } from './support/certificate';
import { coursePlayer } from './support/course';
import { logIn } from './support/journeys';

/**
 * Issue 14, several nodes: two API processes as production runs them (server/main.ts) on one
 * PostgreSQL and one shared DATA_DIR, behind Debian's nginx, used by a learner in Chromium: signed in
 * through node A, going on through node B, then through nginx while node A is killed.
 */
const root = join(import.meta.dirname, '..');
const binaries = findBinaries();
const nginx = nginxBinary();
const missing = clusterUnavailable(binaries) ?? (nginx ? undefined : 'nginx is not installed');
if (missing && process.env.CI) throw new Error(`${missing}: under CI the cluster browser test may not be skipped`);

describe.skipIf(missing !== undefined)('a learner across two API nodes and nginx in Chromium (issue 14)', () => {
  let cluster: Cluster;
  let dataDir: string;
  let nodes: ApiNode[] = [];
  let balancer: Nginx | undefined;
  let browser: Browser;

  beforeAll(async () => {
    if (!binaries || !nginx) throw new Error('unreachable');
    cluster = await createCluster(binaries);
    dataDir = mkdtempSync(join(tmpdir(), 'tc-cluster-e2e-'));
    const env = { DATABASE_URL: cluster.url, DATA_DIR: dataDir, DIST_DIR: join(root, 'dist') };
    // A seeds the empty database first; B starts on what A wrote.
    nodes = [await startNode('A', env)];
    nodes.push(await startNode('B', env));
    balancer = await startNginx(nginx, join(dataDir, 'nginx'), nodes.map((node) => node.url));
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await balancer?.stop();
    for (const node of nodes) await node.kill();
    cluster?.remove();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('signs in through node A, reads and marks notifications through node B, and goes on through nginx when node A dies', { timeout: 240_000 }, async () => {
    const [nodeA, nodeB] = nodes as [ApiNode, ApiNode];
    const password = /account: demo\.learner\s+password: (\S+)/.exec(readFileSync(join(dataDir, 'demo-credentials.txt'), 'utf8'))?.[1] ?? '';
    const learner: TrackedPage = await openPage(browser, nodeA.url);
    const { page } = learner;
    await logIn(page, 'demo.learner', password);

    // The session cookie belongs to the host, not the port: node B knows the session node A created.
    await page.goto(`${nodeB.url}/notifications`);
    await waitForPath(page, '/notifications');
    const inbox = page.locator('tc-notifications');
    await inbox.getByRole('button', { name: 'Mark all as read' }).click();
    await inbox.getByText('0 unread', { exact: true }).waitFor();

    // What node B wrote, node A reads: nothing unread in the header after a reload there.
    await page.goto(`${nodeA.url}/notifications`);
    await waitForPath(page, '/notifications');
    await inbox.getByText('0 unread', { exact: true }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).getByTestId('unread-count').count()).toBe(0);

    // Through the load balancer, then with node A gone: pages and calls go on through node B.
    await page.goto(`${balancer!.url}/course/index`);
    await waitForPath(page, '/course/index');
    await coursePlayer(page).getByRole('link', { name: certificationTitle, exact: true }).waitFor();
    await nodeA.kill('SIGKILL');
    for (const path of ['/certificate', '/notifications', '/course/index']) {
      await page.goto(`${balancer!.url}${path}`);
      await waitForPath(page, path);
    }
    await coursePlayer(page).getByRole('link', { name: certificationTitle, exact: true }).waitFor();
    expect(learner.pageErrors).toEqual([]);
    expect(learner.cspViolations).toEqual([]);
    await learner.context.close();
  });
});
