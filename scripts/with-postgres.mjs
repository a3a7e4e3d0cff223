#!/usr/bin/env node
// Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL cluster:
//   node scripts/with-postgres.mjs <command...>
// An existing TEST_DATABASE_URL is used as is. Otherwise initdb/pg_ctl are looked up (PATH, then
// /usr/lib/postgresql/*/bin), installed with apt-get on Debian as root if missing, and a cluster is
// created in a temporary folder, started on a free loopback port, and always stopped and removed.
// Without PostgreSQL the command runs without TEST_DATABASE_URL (tests skip that half), except
// under CI, where that is an error. Plain Node, no dependencies.
import { spawn } from 'node:child_process';
import { resolve, delimiter } from 'node:path';
import { clusterUnavailable, createCluster, findBinaries, installOnDebian } from './postgres-cluster.mjs';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command...>');
  process.exit(2);
}

const log = (message) => console.error(`[with-postgres] ${message}`);
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

const main = async () => {
  if (process.env.TEST_DATABASE_URL) return runCommand({});

  let binaries = findBinaries();
  if (!binaries) {
    installOnDebian(log);
    binaries = findBinaries();
  }
  const unavailable = clusterUnavailable(binaries);
  if (unavailable) {
    if (process.env.CI) {
      log(`${unavailable} and TEST_DATABASE_URL is not set; under CI the PostgreSQL tests may not be skipped.`);
      return 1;
    }
    log(`${unavailable}: running without TEST_DATABASE_URL (the PostgreSQL half of the tests is skipped).`);
    return runCommand({});
  }

  let cluster;
  const cleanup = () => {
    cluster?.remove();
    cluster = undefined;
  };
  const onSignal = (signal) => {
    cleanup();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('exit', cleanup);

  try {
    cluster = await createCluster(binaries);
    log(`PostgreSQL started: TEST_DATABASE_URL=${cluster.url}`);
    // While the command runs, signals go to it; the cluster is removed once it has ended.
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    return await runCommand({ TEST_DATABASE_URL: cluster.url });
  } catch (error) {
    log(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    cleanup();
    log('PostgreSQL stopped and removed.');
  }
};

process.exitCode = await main();
