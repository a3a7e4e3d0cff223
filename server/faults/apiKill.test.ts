import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/postgres-cluster.mjs';
import { ResultCode } from '../../src/contract/codes';
import { noticePaths } from '../../src/contract/notice';
import { notificationPaths } from '../../src/contract/notification';
import { apiBasePath, apiPaths } from '../../src/contract/paths';

/**
 * Issue 15: the whole API on its embedded database (PGlite in DATA_DIR, as `npm start` runs it),
 * killed with SIGKILL while admins publish notices, starts again on the same files with every
 * acknowledged publication whole: the notice and every user's notification of it, never one without
 * the other (one transaction).
 */
const dataDir = mkdtempSync(join(tmpdir(), 'tc-api-kill-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Api = { child: ChildProcess; url: string; exited: Promise<string | null> };

const startApi = async (): Promise<Api> => {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist'), LOG_LEVEL: 'error' };
  // The embedded database: no DATABASE_URL, whatever the suite around it uses.
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise<string | null>((done) => child.once('exit', (_code, signal) => done(signal)));
  const url = `http://127.0.0.1:${port}`;
  for (let poll = 0; poll < 600; poll += 1) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} while starting`);
    const health = await fetch(`${url}${apiBasePath}${apiPaths.health}`).catch(() => undefined);
    if (health?.status === 200) return { child, url, exited };
    await sleep(100);
  }
  throw new Error('the API did not answer its health check in 60 s');
};

const call = async <T>(api: Api, token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ code: number; result: T }> => {
  const response = await fetch(`${api.url}${apiBasePath}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  return (await response.json()) as { code: number; result: T };
};

const adminToken = async (api: Api): Promise<string> => {
  const password = readFileSync(join(dataDir, 'demo-credentials.txt'), 'utf8').match(/account: demo\.admin\s+password: (\S+)/)?.[1];
  const response = await fetch(`${api.url}${apiBasePath}${apiPaths.login}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'demo.admin', password }) });
  const body = (await response.json()) as { code: number; result: { token: string } };
  expect(body.code).toBe(ResultCode.success);
  return body.result.token;
};

/** Every page of a paged list, as ids. */
const allIds = async (api: Api, token: string, path: string, idOf: (item: Record<string, unknown>) => string | undefined): Promise<string[]> => {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const { code, result } = await call<{ list: Record<string, unknown>[]; total: number }>(api, token, 'GET', `${path}?page=${page}&pageSize=50`);
    expect(code).toBe(ResultCode.success);
    ids.push(...result.list.flatMap((item) => idOf(item) ?? []));
    if (result.list.length < 50) return ids;
  }
};

describe('the API on its embedded database killed with SIGKILL under writes', () => {
  it('starts again on the same files with every acknowledged write whole, and takes new writes', { timeout: 240_000 }, async () => {
    const first = await startApi();
    const token = await adminToken(first);
    const acknowledged: string[] = [];
    const enough = 40;
    // Four admins' tabs publishing at once until the kill; what answered 200 was committed.
    const publish = async (worker: number) => {
      for (let n = 0; first.child.exitCode === null && first.child.signalCode === null; n += 1) {
        try {
          const { code, result } = await call<{ noticeId: string }>(first, token, 'POST', noticePaths.create, { title: `Kill test ${worker}.${n}`, bodyHtml: `<p>Notice ${worker}.${n}</p>` });
          if (code === ResultCode.success) acknowledged.push(result.noticeId);
          if (acknowledged.length >= enough) first.child.kill('SIGKILL');
        } catch {
          return; // the process is gone: this request's fate is unknown, so it is not counted
        }
      }
    };
    await Promise.all([0, 1, 2, 3].map(publish));
    expect(await first.exited).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(enough);

    const second = await startApi();
    try {
      const again = await adminToken(second);
      const notices = await allIds(second, again, noticePaths.adminList, (item) => (String(item.title).startsWith('Kill test') ? String(item.noticeId) : undefined));
      expect(notices).toEqual(expect.arrayContaining(acknowledged));
      // At most the publications in flight at the kill (one per tab) may also have landed, whole.
      expect(notices.length - acknowledged.length).toBeLessThanOrEqual(4);
      const notified = await allIds(second, again, notificationPaths.list, (item) => (item.kind === 'newNotice' && String(item.title).includes('Kill test') ? String(item.link) : undefined));
      expect(notified.map((link) => new URL(link, 'http://x').searchParams.get('noticeId')).sort()).toEqual([...notices].sort());
      const fresh = await call<{ noticeId: string }>(second, again, 'POST', noticePaths.create, { title: 'After the restart', bodyHtml: '<p>Still writing.</p>' });
      expect(fresh.code).toBe(ResultCode.success);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });
});
