import { join } from 'node:path';

/** Everything the server keeps under DATA_DIR, named once. */
export const dataPaths = (dataDir: string) => ({
  dataDir,
  dbDir: join(dataDir, 'db'),
  filesDir: join(dataDir, 'files'),
  /** Held by whichever process has the PGlite database open (server or admin CLI). */
  lockFile: join(dataDir, 'db.lock'),
  /** Written by a running server: how the admin CLI reaches it. */
  serverInfoFile: join(dataDir, 'server.json'),
  demoCredentialsFile: join(dataDir, 'demo-credentials.txt'),
});
