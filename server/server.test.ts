import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../src/contract/codes';
import { apiBasePath, apiPaths } from '../src/contract/paths';
import { loadConfig } from './config';
import { dataPaths } from './lib/dataDir';
import { DataDirLockedError } from './lib/dataDirLock';
import { readServerInfo } from './lib/serverInfo';
import { startServer, type RunningServer } from './server';
import { testPasswordHashing } from './test/testApp';

describe('startServer on PGlite', () => {
  let dataDir: string;
  let server: RunningServer;
  const printed: string[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tc-server-'));
    const config = { ...loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DIST_DIR: join(dataDir, 'no-dist') }), passwordHashing: testPasswordHashing };
    server = await startServer(config, { print: (text) => void printed.push(text) });
  });

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('migrates, seeds the demo accounts and serves the API over HTTP', async () => {
    expect(printed.join('\n')).toContain('demo.learner');
    const response = await fetch(`${server.url}${apiBasePath}${apiPaths.health}`);
    expect(await response.json()).toEqual({ code: ResultCode.success, message: 'OK', result: { database: 'up' } });
    expect((await fetch(`${server.url}/home`)).status).toBe(404);
  });

  it('holds the data folder and tells the admin CLI where it listens (server.json, 0600)', async () => {
    const info = readServerInfo(dataDir);
    expect(info).toMatchObject({ pid: process.pid, url: server.url });
    expect(info?.adminSecret.length).toBeGreaterThanOrEqual(43);
    expect(statSync(dataPaths(dataDir).serverInfoFile).mode & 0o777).toBe(0o600);
    const second = startServer({ ...loadConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' }) }, { print: () => undefined, lockWaitMs: 0 });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
  });

  it('on stop, closes and removes server.json and the lock', async () => {
    await server.stop();
    expect(existsSync(dataPaths(dataDir).serverInfoFile)).toBe(false);
    expect(existsSync(dataPaths(dataDir).lockFile)).toBe(false);
    await expect(fetch(`${server.url}${apiBasePath}${apiPaths.health}`)).rejects.toThrow();
  });
});
