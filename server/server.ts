import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { ServerConfig } from './config';
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './db/seed/seed';
import { createFileStorage } from './lib/fileStorage';
import { dataPaths } from './lib/dataDir';
import { lockDataDir, type DataDirLock } from './lib/dataDirLock';
import { localUrl, removeServerInfo, writeServerInfo } from './lib/serverInfo';
import { findSiteDirs } from './lib/site';

export type RunningServer = { app: FastifyInstance; url: string; stop: () => Promise<void> };

export type StartOptions = {
  /** How long to wait for an admin CLI command holding the PGlite folder. */
  lockWaitMs?: number;
  print?: (text: string) => void;
};

/**
 * Opens the database (PGlite under a data-folder lock, or PostgreSQL), migrates, seeds, listens,
 * and on PGlite writes DATA_DIR/server.json so the admin CLI hands its commands over.
 */
export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const print = options.print ?? ((text: string) => console.log(text));
  const paths = dataPaths(config.dataDir);
  mkdirSync(paths.filesDir, { recursive: true, mode: 0o700 });

  const lock: DataDirLock | undefined = config.databaseUrl ? undefined : await lockDataDir(config.dataDir, 'server', options.lockWaitMs ?? 30_000);
  let app: FastifyInstance | undefined;
  const onConnectionError = (error: Error) =>
    app ? app.log.error({ err: error }, 'a PostgreSQL connection was lost; the pool opens a new one') : console.error(`[database] connection lost: ${error.message}`);
  const { db, kind } = openDatabase({ ...config, onConnectionError });
  try {
    await migrateToLatest(db);
    await seedDatabase(db, { dataDir: config.dataDir, passwordHashing: config.passwordHashing, now: config.now, print, storage: createFileStorage(config) });
    const adminSecret = kind === 'pglite' ? randomBytes(32).toString('base64url') : undefined;
    app = await buildApp({ db, config, adminSecret, site: findSiteDirs(config.distDir) });
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url = localUrl(config.host, port);
    if (adminSecret) writeServerInfo(config.dataDir, { pid: process.pid, port, url, adminSecret });
    app.log.info({ database: kind, dataDir: config.dataDir }, `training center listening on ${url}`);

    const running = app;
    let stopping: Promise<void> | undefined;
    const stop = () =>
      (stopping ??= (async () => {
        if (adminSecret) removeServerInfo(config.dataDir);
        try {
          await running.close();
        } finally {
          await db.destroy();
          lock?.release();
        }
      })());
    return { app: running, url, stop };
  } catch (error) {
    await app?.close();
    await db.destroy();
    lock?.release();
    throw error;
  }
}
