import { setTimeout as sleep } from 'node:timers/promises';
import type { ServerConfig } from '../config';
import { DataDirLockedError, lockDataDir } from '../lib/dataDirLock';
import { CliError, exitCodes, type AdminConnection } from './commands';
import { connectDirect } from './direct';
import { findRunningServer } from './viaServer';

const waitForServerMs = 30_000;

/**
 * Where a command runs: PostgreSQL directly; else the server holding the PGlite folder (over its
 * internal routes); else the folder itself, under the lock, so a server starting meanwhile waits.
 */
export async function connectAdmin(config: ServerConfig): Promise<AdminConnection> {
  if (config.databaseUrl) return connectDirect(config);

  const server = await findRunningServer(config.dataDir);
  if (server.state === 'answering') return server.connection;
  if (server.state === 'silent') {
    throw new CliError(`the server (pid ${server.info.pid}) holds ${config.dataDir} but does not answer at ${server.info.url}`, exitCodes.unavailable);
  }

  try {
    return await connectDirect(config, await lockDataDir(config.dataDir, 'cli', waitForServerMs));
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    if (error.holder.role === 'cli') throw new CliError(`${error.message}; try again when it has finished`, exitCodes.unavailable);
    // A server is starting (it takes the lock before it listens): wait for it to answer.
    const deadline = Date.now() + waitForServerMs;
    while (Date.now() < deadline) {
      await sleep(250);
      const started = await findRunningServer(config.dataDir);
      if (started.state === 'answering') return started.connection;
    }
    throw new CliError(`${error.message}, and it does not accept admin commands; stop it or wait until it has started`, exitCodes.unavailable);
  }
}
