#!/usr/bin/env node
// Finds the Chromium the browser tests drive; on Debian as root it installs one. Prints the path.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const chromiumCandidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const installCommand = 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium';

const howToGetOne = () =>
  [
    'No Chromium found for the browser tests.',
    `Looked at CHROME_PATH and ${chromiumCandidates.join(', ')}.`,
    'Either set CHROME_PATH=/path/to/chromium (or Chrome), or install it: sudo apt-get install chromium',
  ].join('\n');

/** CHROME_PATH if set, else the first installed candidate, else null. */
export function findChromium(env = process.env) {
  if (env.CHROME_PATH) {
    if (!existsSync(env.CHROME_PATH)) throw new Error(`CHROME_PATH=${env.CHROME_PATH} does not exist.`);
    return env.CHROME_PATH;
  }
  return chromiumCandidates.find((candidate) => existsSync(candidate)) ?? null;
}

/** The browser path, installing Debian's chromium when we may (root on Debian); throws with directions otherwise. */
export function ensureChromium(env = process.env) {
  const found = findChromium(env);
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!existsSync('/etc/debian_version') || !isRoot) throw new Error(howToGetOne());
  console.error(`[ensure-chromium] ${installCommand}`);
  // apt's progress goes to stderr: stdout carries only the path when this runs as a command.
  const result = spawnSync('sh', ['-c', installCommand], { stdio: ['ignore', 2, 2] });
  const installed = findChromium(env);
  if (result.status !== 0 || !installed) throw new Error(`Installing chromium failed (exit ${result.status}).\n${howToGetOne()}`);
  return installed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
