import { loadConfig } from './config';
import { DataDirLockedError } from './lib/dataDirLock';
import { startServer } from './server';

/** `npm start` / `node dist/server/main.js`: the training API and the built front-end. */
const config = loadConfig();

try {
  const server = await startServer(config);
  const shutdown = (signal: NodeJS.Signals) => {
    server.app.log.info(`${signal}: shutting down`);
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`Cannot start: ${error.message}. DATA_DIR=${config.dataDir}`);
  } else {
    console.error('Cannot start the training center:', error);
  }
  process.exit(1);
}
