#!/usr/bin/env node
// Runs a benchmark compiled the way the server ships: `vite.server.config.ts` (SSR, its Node target,
// packages left to node_modules), one file per benchmark in .tmp/bench-build, then plain node with
// NODE_ENV=production, as the container image sets it (unless NODE_ENV is set already).
//   node scripts/bench.mjs bench/api.ts [more entries.ts...] [args...]
// Entries after the first (a worker's module) are built beside it, named after their file.
// BENCH_NODE_FLAGS adds flags to that node (for a CPU profile: "--cpu-prof --cpu-prof-dir=/tmp/prof").
// BENCH_NODE runs it on another Node binary (the container image's runtime, say: `npx -y node@24` fetches one);
// the processes it forks run on the same.
// Measured reason: tsx compiles with esbuild's keepNames, which wraps every function a call creates in
// `__name` (an Object.defineProperty per closure); that showed up in the API's CPU profile and is not
// what production runs (`node dist/server/main.js`).
import { spawn } from 'node:child_process';
import { basename, extname, join, resolve } from 'node:path';
import { build, loadConfigFromFile } from 'vite';

const given = process.argv.slice(2);
const firstArg = given.findIndex((arg) => !arg.endsWith('.ts'));
const entries = firstArg < 0 ? given : given.slice(0, firstArg);
const args = given.slice(entries.length);
const [entry] = entries;
if (!entry) {
  console.error('usage: node scripts/bench.mjs <bench/file.ts> [more entries.ts...] [args...]');
  process.exit(2);
}

const nameOf = (file) => basename(file, extname(file));
const name = nameOf(entry);
const outDir = resolve('.tmp/bench-build', name);
const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, 'vite.server.config.ts');
const server = loaded?.config ?? {};
await build({
  ...server,
  configFile: false,
  logLevel: 'warn',
  build: { ...server.build, outDir, emptyOutDir: true, rollupOptions: { ...server.build?.rollupOptions, input: Object.fromEntries(entries.map((file) => [nameOf(file), resolve(file)])) } },
});

const flags = (process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
const child = spawn(process.env.BENCH_NODE || process.execPath, [...flags, '--enable-source-maps', join(outDir, `${name}.js`), ...args], { stdio: 'inherit', env: { NODE_ENV: 'production', ...process.env } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
