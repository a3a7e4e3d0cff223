// A throwaway PostgreSQL cluster in a temporary folder, on a free loopback port: used by
// scripts/with-postgres.mjs for the test run and by the fault tests, which stop and start their own.
// initdb/pg_ctl are looked up (PATH, then /usr/lib/postgresql/*/bin) and installed with apt-get on
// Debian as root if missing. Plain Node, no dependencies.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

const onPath = (name) =>
  (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, name))
    .find((file) => existsSync(file));

/** initdb and pg_ctl, or undefined when PostgreSQL is not installed. */
export const findBinaries = () => {
  const initdb = onPath('initdb');
  const pgCtl = onPath('pg_ctl');
  if (initdb && pgCtl) return { initdb, pgCtl };
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')) && existsSync(join(root, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? { initdb: join(root, versions[0], 'bin', 'initdb'), pgCtl: join(root, versions[0], 'bin', 'pg_ctl') } : undefined;
};

export const installOnDebian = (log) => {
  if (!existsSync('/etc/debian_version') || !isRoot) return;
  log('PostgreSQL not found; running: apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (spawnSync('apt-get', ['update'], { stdio: 'inherit', env }).status !== 0) return;
  spawnSync('apt-get', ['install', '-y', 'postgresql'], { stdio: 'inherit', env });
};

/** Why a cluster cannot be made here, or undefined when it can. */
export const clusterUnavailable = (binaries) => {
  if (!binaries) return 'PostgreSQL (initdb, pg_ctl) is not installed';
  if (isRoot && spawnSync('id', ['-u', 'postgres']).status !== 0) return 'running as root but there is no "postgres" user to own the cluster (initdb refuses root)';
  return undefined;
};

export const freePort = () =>
  new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePromise(port));
    });
  });

/** initdb refuses to run as root: as root, the cluster belongs to the `postgres` user. */
const asClusterOwner = (file, args, options = {}) =>
  isRoot ? spawnSync('runuser', ['-u', 'postgres', '--', file, ...args], options) : spawnSync(file, args, options);

/**
 * Creates and starts a cluster; `stop()` and `start()` may be called again (same port, same data),
 * `remove()` stops it and deletes the folder.
 */
export const createCluster = async (binaries) => {
  const dir = mkdtempSync(join(tmpdir(), 'tc-pg-'));
  const dataDir = join(dir, 'data');
  let running = false;
  let port;
  if (isRoot) spawnSync('chown', ['postgres:', dir]);
  const init = asClusterOwner(binaries.initdb, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale'], { encoding: 'utf8' });
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed:\n${init.stdout ?? ''}${init.stderr ?? ''}`);
  }
  const startOn = (candidate) => {
    const options = `-p ${candidate} -k ${dir} -c listen_addresses=127.0.0.1`;
    return asClusterOwner(binaries.pgCtl, ['-D', dataDir, '-l', join(dir, 'postgres.log'), '-o', options, '-w', 'start'], { encoding: 'utf8' });
  };
  const cluster = {
    get url() {
      return `postgres://postgres@127.0.0.1:${port}/postgres`;
    },
    async start() {
      if (running) return;
      if (port !== undefined) {
        const again = startOn(port);
        if (again.status !== 0) throw new Error(`pg_ctl start failed:\n${again.stdout ?? ''}${again.stderr ?? ''}`);
        running = true;
        return;
      }
      // The port may be taken between probing and starting: try another one.
      for (let attempt = 1; !running; attempt += 1) {
        const candidate = await freePort();
        const start = startOn(candidate);
        running = start.status === 0;
        if (running) port = candidate;
        else if (attempt >= 3) throw new Error(`pg_ctl start failed:\n${start.stdout ?? ''}${start.stderr ?? ''}`);
      }
    },
    /** A fast shutdown: sessions are cut, as in a restart or a crash of the database host. */
    stop() {
      if (running) asClusterOwner(binaries.pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop'], { stdio: 'ignore' });
      running = false;
    },
    remove() {
      cluster.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await cluster.start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return cluster;
};
