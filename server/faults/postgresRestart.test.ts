import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterUnavailable, createCluster, findBinaries, freePort, type Cluster } from '../../scripts/postgres-cluster.mjs';
import { ResultCode } from '../../src/contract/codes';
import { apiBasePath, apiPaths } from '../../src/contract/paths';

/**
 * Faults of a real deployment, on a PostgreSQL cluster of the test's own (stopped and started here,
 * so no other suite loses its database) and the API in a child process (a crash ends it, visibly).
 */
const binaries = findBinaries();
const missing = clusterUnavailable(binaries);
if (missing && process.env.CI) throw new Error(`${missing}: under CI the fault tests may not be skipped`);

type Outcome = { startedAt: number; endedAt: number; status: number; code: number | null; error?: string };


describe.skipIf(missing !== undefined)('PostgreSQL going away under load', () => {
  let cluster: Cluster;
  let dataDir: string;

  beforeAll(async () => {
    if (!binaries) throw new Error('unreachable');
    cluster = await createCluster(binaries);
    dataDir = mkdtempSync(join(tmpdir(), 'tc-faults-'));
  });

  afterAll(() => {
    cluster?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The API as `npm start` runs it, on its own port, with the demo seed. */
  const startApi = async (): Promise<{ child: ChildProcess; url: string; exited: Promise<number | null> }> => {
    const port = await freePort();
    // Node itself with tsx's loader, not the tsx wrapper: signals reach the server process as in production.
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, DATABASE_URL: cluster.url, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist'), LOG_LEVEL: 'error' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    const url = `http://127.0.0.1:${port}`;
    for (let poll = 0; poll < 300; poll += 1) {
      if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} while starting`);
      const health = await fetch(`${url}${apiBasePath}${apiPaths.health}`).catch(() => undefined);
      if (health?.status === 200) return { child, url, exited };
      await sleep(200);
    }
    throw new Error('the API did not answer its health check in 60 s');
  };

  const demoLogin = async (url: string): Promise<string> => {
    const password = readFileSync(join(dataDir, 'demo-credentials.txt'), 'utf8').match(/account: demo\.learner\s+password: (\S+)/)?.[1];
    const response = await fetch(`${url}${apiBasePath}${apiPaths.login}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'demo.learner', password }) });
    const body = (await response.json()) as { code: number; result: { token: string } };
    expect(body.code).toBe(ResultCode.success);
    return body.result.token;
  };

  /** `workers` loops of getUserInfo until `stop` is set; every answer (or failure to answer) is kept. */
  const load = (url: string, token: string, workers: number) => {
    const outcomes: Outcome[] = [];
    let running = true;
    const worker = async () => {
      while (running) {
        const startedAt = Date.now();
        try {
          // A hang is a failure: nothing may take longer than the pool's connect timeout and a margin.
          const response = await fetch(`${url}${apiBasePath}${apiPaths.userInfo}`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(10_000) });
          const body = (await response.json()) as { code: number };
          outcomes.push({ startedAt, endedAt: Date.now(), status: response.status, code: body.code });
        } catch (error) {
          outcomes.push({ startedAt, endedAt: Date.now(), status: 0, code: null, error: (error as Error).message });
          await sleep(50);
        }
      }
    };
    const done = Promise.all(Array.from({ length: workers }, worker));
    return {
      outcomes,
      stop: async () => {
        running = false;
        await done;
      },
    };
  };

  it('answers a clear temporary error while the database is down, never hangs or crashes, and recovers within 5 s', async () => {
    const api = await startApi();
    try {
      const token = await demoLogin(api.url);
      const traffic = load(api.url, token, 8);
      await sleep(1_500);
      const stoppedAt = Date.now();
      cluster.stop();
      await sleep(4_000);
      await cluster.start();
      const backAt = Date.now();
      await sleep(7_000);
      await traffic.stop();

      expect(api.child.exitCode, 'the API process is still running').toBeNull();
      const { outcomes } = traffic;
      expect(outcomes.filter((outcome) => outcome.endedAt < stoppedAt).every((outcome) => outcome.code === ResultCode.success)).toBe(true);
      // Down: every call got an answer, and each answer is success (finished in time) or the temporary code with 503.
      const unanswered = outcomes.filter((outcome) => outcome.status === 0);
      expect(unanswered, 'calls that got no answer').toEqual([]);
      const during = outcomes.filter((outcome) => outcome.startedAt > stoppedAt + 500 && outcome.endedAt < backAt);
      expect(during.length).toBeGreaterThan(0);
      for (const outcome of during) expect([`${ResultCode.success} 200`, `${ResultCode.unavailable} 503`]).toContain(`${outcome.code} ${outcome.status}`);
      expect(during.some((outcome) => outcome.code === ResultCode.unavailable)).toBe(true);
      // Back: from 5 s after the database returned, every call succeeds again without a restart of the API.
      const settled = outcomes.filter((outcome) => outcome.startedAt > backAt + 5_000);
      expect(settled.length).toBeGreaterThan(0);
      expect(settled.filter((outcome) => outcome.code !== ResultCode.success)).toEqual([]);
    } finally {
      api.child.kill('SIGKILL');
      await api.exited;
    }
  });

  it('finishes every request already received when it gets SIGTERM, then exits cleanly', async () => {
    const api = await startApi();
    const token = await demoLogin(api.url);
    const traffic = load(api.url, token, 8);
    await sleep(1_500);
    const signalledAt = Date.now();
    api.child.kill('SIGTERM');
    const exitCode = await api.exited;
    await traffic.stop();
    expect(exitCode).toBe(0);
    // Requests started before the signal were in flight or done: each got its full answer.
    const before = traffic.outcomes.filter((outcome) => outcome.startedAt < signalledAt - 50);
    expect(before.length).toBeGreaterThan(0);
    expect(before.filter((outcome) => outcome.code !== ResultCode.success)).toEqual([]);
  });
});
