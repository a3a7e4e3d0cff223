#!/usr/bin/env node
// `npm start`: builds whatever part of dist/ is missing, then runs the server in the foreground.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// Widgets first: the host bundle imports them.
const outputs = [
  ['dist/widgets/training-center.js', 'build:widgets'],
  ['dist/embed/manifest.json', 'build:widgets'],
  ['dist/host/index.html', 'build:host'],
  ['dist/server/main.js', 'build:server'],
];

for (const [file, script] of outputs) {
  if (existsSync(join(root, file))) continue;
  console.log(`[start] ${file} is missing: npm run ${script}`);
  const build = spawnSync(npm, ['run', script], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error(`[start] npm run ${script} failed (exit ${build.status ?? build.signal}).`);
    process.exit(build.status || 1);
  }
}

const env = { ...process.env, PORT: process.env.PORT || '8080', DATA_DIR: process.env.DATA_DIR || './data' };
console.log(`[start] node dist/server/main.js (PORT=${env.PORT}, DATA_DIR=${env.DATA_DIR})`);
// Own process group: a Ctrl+C reaches the server once, through us, not twice (the second would cut its shutdown short).
const server = spawn(process.execPath, ['dist/server/main.js'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });

let forwarded = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // One signal starts the server's graceful shutdown; repeats (npm forwards one too) would only interrupt it.
    if (forwarded) return;
    forwarded = true;
    server.kill(signal);
  });
}
process.on('exit', () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
});
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 + (constants.signals[signal] ?? 1) : 1));
});
