#!/usr/bin/env node
// `npm run test:e2e`: Chromium, a built dist/, then the e2e vitest project. Extra arguments go to vitest.
// --build (or CI set) rebuilds first; --no-build is for callers that have just built (npm test).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const builtFiles = ['dist/host/index.html', 'dist/widgets/training-center.js', 'dist/embed/training-center.js', 'dist/embed/manifest.json', 'dist/server/main.js', 'dist/server/admin.js'];

const args = process.argv.slice(2);
const forceBuild = args.includes('--build');
const skipBuild = args.includes('--no-build');
const vitestArgs = args.filter((arg) => arg !== '--build' && arg !== '--no-build');

let chromePath;
try {
  chromePath = ensureChromium();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.log(`[e2e] Chromium: ${chromePath}`);

const missing = builtFiles.filter((file) => !existsSync(join(root, file)));
if (!skipBuild && (forceBuild || process.env.CI || missing.length > 0)) {
  console.log(`[e2e] npm run build (${missing.length > 0 ? `missing: ${missing.join(', ')}` : forceBuild ? '--build' : 'CI'})`);
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error(`[e2e] npm run build failed (exit ${build.status ?? build.signal}).`);
    process.exit(build.status || 1);
  }
} else if (missing.length > 0) {
  console.error(`[e2e] --no-build, but dist is incomplete: ${missing.join(', ')}`);
  process.exit(1);
}

// e2e/storybook.test.ts runs every story of the static Storybook; npm test builds it in its own step.
const storybookIndex = 'dist/storybook/index.json';
if (!skipBuild && (forceBuild || process.env.CI || !existsSync(join(root, storybookIndex)))) {
  console.log('[e2e] npm run build-storybook');
  const build = spawnSync(npm, ['run', 'build-storybook'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error(`[e2e] npm run build-storybook failed (exit ${build.status ?? build.signal}).`);
    process.exit(build.status || 1);
  }
}

const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const run = spawn(process.execPath, [vitest, 'run', '--project', 'e2e', ...vitestArgs], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chromePath },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => run.kill(signal));
run.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
