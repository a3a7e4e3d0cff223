import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dataPaths } from './dataDir';
import { DataDirLockedError, lockDataDir, tryLockDataDir } from './dataDirLock';
import { localUrl, readServerInfo, removeServerInfo, writeServerInfo } from './serverInfo';

describe('the data folder lock', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'tc-lock-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('admits one holder at a time', () => {
    const lock = tryLockDataDir(dataDir, 'server');
    expect(JSON.parse(readFileSync(dataPaths(dataDir).lockFile, 'utf8'))).toMatchObject({ pid: process.pid, role: 'server' });
    expect(() => tryLockDataDir(dataDir, 'cli')).toThrow(DataDirLockedError);
    lock.release();
    expect(existsSync(dataPaths(dataDir).lockFile)).toBe(false);
    tryLockDataDir(dataDir, 'cli').release();
  });

  it('takes over a lock left by a dead process', () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(dataPaths(dataDir).lockFile, JSON.stringify({ pid: Number(dead.stdout), role: 'server', since: 'earlier' }));
    const lock = tryLockDataDir(dataDir, 'cli');
    expect(JSON.parse(readFileSync(dataPaths(dataDir).lockFile, 'utf8'))).toMatchObject({ pid: process.pid, role: 'cli' });
    lock.release();
  });

  it('makes a starting server wait for an admin command, then refuse if it lasts too long', async () => {
    const cliLock = tryLockDataDir(dataDir, 'cli');
    setTimeout(() => cliLock.release(), 300);
    const serverLock = await lockDataDir(dataDir, 'server', 5_000);
    serverLock.release();

    const stuck = tryLockDataDir(dataDir, 'cli');
    await expect(lockDataDir(dataDir, 'server', 300)).rejects.toThrow(/in use by process \d+ \(the admin CLI/);
    stuck.release();
  });

  it('never waits for another server', async () => {
    const running = tryLockDataDir(dataDir, 'server');
    const started = Date.now();
    await expect(lockDataDir(dataDir, 'server', 10_000)).rejects.toThrow(/a running server/);
    expect(Date.now() - started).toBeLessThan(1_000);
    running.release();
  });
});

describe('server.json', () => {
  it('is private, read back, and removed only by its own process', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tc-info-'));
    try {
      const info = { pid: process.pid, port: 8080, url: localUrl('0.0.0.0', 8080), adminSecret: 's'.repeat(43) };
      writeServerInfo(dataDir, info);
      expect(statSync(dataPaths(dataDir).serverInfoFile).mode & 0o777).toBe(0o600);
      expect(readServerInfo(dataDir)).toEqual({ ...info, url: 'http://127.0.0.1:8080' });
      removeServerInfo(dataDir, process.pid + 1);
      expect(readServerInfo(dataDir)).toBeDefined();
      removeServerInfo(dataDir);
      expect(readServerInfo(dataDir)).toBeUndefined();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('names a loopback URL for wildcard hosts and brackets IPv6', () => {
    expect(localUrl('::', 9000)).toBe('http://127.0.0.1:9000');
    expect(localUrl('::1', 9000)).toBe('http://[::1]:9000');
    expect(localUrl('10.1.2.3', 9000)).toBe('http://10.1.2.3:9000');
  });
});
