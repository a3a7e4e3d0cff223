import { mkdirSync, openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { dataPaths } from './dataDir';
import { isProcessAlive } from './processes';

export type LockHolder = { pid: number; role: 'server' | 'cli'; since: string };
export type DataDirLock = { release: () => void };

export class DataDirLockedError extends Error {
  constructor(readonly holder: LockHolder) {
    super(`the data folder is in use by process ${holder.pid} (${holder.role === 'server' ? 'a running server' : 'the admin CLI'}, since ${holder.since})`);
    this.name = 'DataDirLockedError';
  }
}

const readHolder = (file: string): LockHolder | undefined => {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return typeof holder.pid === 'number' ? { pid: holder.pid, role: holder.role === 'cli' ? 'cli' : 'server', since: String(holder.since ?? '') } : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Takes DATA_DIR/db.lock (created exclusively) so only one process opens the PGlite folder.
 * A lock left by a dead process is taken over; a live holder raises DataDirLockedError.
 */
export const tryLockDataDir = (dataDir: string, role: LockHolder['role']): DataDirLock => {
  const { lockFile } = dataPaths(dataDir);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid, role, since: new Date().toISOString() } satisfies LockHolder));
      closeSync(fd);
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          if (readHolder(lockFile)?.pid === process.pid) unlinkSync(lockFile);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockFile);
      if (holder && isProcessAlive(holder.pid)) throw new DataDirLockedError(holder);
      // Stale (holder died) or half-written: remove it and try again.
      try {
        unlinkSync(lockFile);
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError;
      }
    }
  }
  throw new Error(`could not take ${lockFile}`);
};

/** Like tryLockDataDir, but waits up to `waitMs` for an admin CLI to finish before giving up. */
export const lockDataDir = async (dataDir: string, role: LockHolder['role'], waitMs: number): Promise<DataDirLock> => {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return tryLockDataDir(dataDir, role);
    } catch (error) {
      // Another server never lets go; only a CLI command is worth waiting for.
      if (!(error instanceof DataDirLockedError) || error.holder.role === 'server' || Date.now() >= deadline) throw error;
      await sleep(200);
    }
  }
};
