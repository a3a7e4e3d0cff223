#!/usr/bin/env node
// Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL cluster:
//   node scripts/with-postgres.mjs <command...>
// An existing TEST_DATABASE_URL is used as is. Otherwise initdb/pg_ctl are looked up (PATH, then
// /usr/lib/postgresql/*/bin), installed with apt-get on Debian as root if missing, and a cluster is
// created in a temporary folder, started on a free loopback port, and always stopped and removed.
// Without PostgreSQL the command runs without TEST_DATABASE_URL (tests skip that half), except
// under CI, where that is an error. Plain Node, no dependencies.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command...>');
  process.exit(2);
}

const log = (message) => console.error(`[with-postgres] ${message}`);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
// Commands such as `vitest` resolve from the project's node_modules/.bin, as under `npm run`.
const childPath = [resolve('node_modules/.bin'), process.env.PATH ?? ''].join(delimiter);

const runCommand = (env) =>
  new Promise((resolvePromise) => {
    const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, PATH: childPath, ...env } });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      log(`cannot run ${command[0]}: ${error.message}`);
      resolvePromise(127);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolvePromise(code ?? 128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
    });
  });

const onPath = (name) =>
  (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, name))
    .find((file) => existsSync(file));

const findBinaries = () => {
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

const installOnDebian = () => {
  if (!existsSync('/etc/debian_version') || !isRoot) return;
  log('PostgreSQL not found; running: apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (spawnSync('apt-get', ['update'], { stdio: 'inherit', env }).status !== 0) return;
  spawnSync('apt-get', ['install', '-y', 'postgresql'], { stdio: 'inherit', env });
};

const freePort = () =>
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

const main = async () => {
  if (process.env.TEST_DATABASE_URL) return runCommand({});

  let binaries = findBinaries();
  if (!binaries) {
    installOnDebian();
    binaries = findBinaries();
  }
  if (!binaries) {
    if (process.env.CI) {
      log('PostgreSQL (initdb, pg_ctl) is not installed and TEST_DATABASE_URL is not set; under CI the PostgreSQL tests may not be skipped.');
      return 1;
    }
    log('PostgreSQL (initdb, pg_ctl) not found: running without TEST_DATABASE_URL (the PostgreSQL half of the tests is skipped).');
    return runCommand({});
  }
  if (isRoot && spawnSync('id', ['-u', 'postgres']).status !== 0) {
    log('running as root but there is no "postgres" user to own the cluster (initdb refuses root).');
    return process.env.CI ? 1 : runCommand({});
  }

  const dir = mkdtempSync(join(tmpdir(), 'tc-pg-'));
  const dataDir = join(dir, 'data');
  let started = false;
  const cleanup = () => {
    if (started) asClusterOwner(binaries.pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop'], { stdio: 'ignore' });
    started = false;
    rmSync(dir, { recursive: true, force: true });
  };
  const onSignal = (signal) => {
    cleanup();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('exit', cleanup);

  try {
    if (isRoot) spawnSync('chown', ['postgres:', dir]);
    const init = asClusterOwner(binaries.initdb, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale'], { encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout ?? ''}${init.stderr ?? ''}`);

    let port;
    for (let attempt = 1; !started; attempt += 1) {
      port = await freePort();
      const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
      const start = asClusterOwner(binaries.pgCtl, ['-D', dataDir, '-l', join(dir, 'postgres.log'), '-o', options, '-w', 'start'], { encoding: 'utf8' });
      started = start.status === 0;
      // The port may be taken between probing and starting: try another one.
      if (!started && attempt >= 3) throw new Error(`pg_ctl start failed:\n${start.stdout ?? ''}${start.stderr ?? ''}`);
    }
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    log(`PostgreSQL started: TEST_DATABASE_URL=${url}`);
    // While the command runs, signals go to it; the cluster is removed once it has ended.
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    return await runCommand({ TEST_DATABASE_URL: url });
  } catch (error) {
    log(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    cleanup();
    log('PostgreSQL stopped and removed.');
  }
};

process.exitCode = await main();
