#!/usr/bin/env node
// `npm test`: every check of the project in order, stopping at the first failure. The last line is
// always `tests: N passed, N failed`. With CI set, a skipped test or an empty suite is a failure.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const node = process.execPath;
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const reportDir = join(root, '.tmp');
const ci = Boolean(process.env.CI) && process.env.CI !== 'false';

const report = (suite) => ['--reporter=default', '--reporter=json', `--outputFile=.tmp/${suite}.json`];

/**
 * `suite` marks the steps that run vitest and leave a JSON report. `together` steps are
 * single-threaded checks run side by side (one per core); their output is printed when each ends.
 */
const steps = [
  { name: 'typecheck', command: npm, args: ['run', 'typecheck'], together: true },
  { name: 'lint', command: npm, args: ['run', 'lint'], together: true },
  { name: 'unit tests', suite: 'unit', command: node, args: [vitest, 'run', '--project', 'unit', ...report('unit')] },
  {
    name: 'API tests (PostgreSQL)',
    suite: 'api',
    command: node,
    args: ['scripts/with-postgres.mjs', node, vitest, 'run', '--project', 'api', ...report('api')],
  },
  { name: 'build', command: npm, args: ['run', 'build'] },
  { name: 'build-storybook', command: npm, args: ['run', 'build-storybook'] },
  // The build step above just produced dist/, so the browser tests skip their own rebuild.
  { name: 'browser tests (e2e)', suite: 'e2e', command: node, args: ['scripts/e2e.mjs', '--no-build', ...report('e2e')] },
];

const banner = (text) => {
  const line = '━'.repeat(Math.max(10, 78 - text.length));
  console.log(`\n━━━ ${text} ${line}`);
};

/** Runs a step; `capture` collects its output instead of letting it through, for steps run side by side. */
const run = (command, args, capture) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    if (capture) {
      child.stdout.on('data', (chunk) => capture.push(chunk));
      child.stderr.on('data', (chunk) => capture.push(chunk));
    }
    const forward = (signal) => child.kill(signal);
    process.once('SIGINT', forward);
    process.once('SIGTERM', forward);
    child.on('error', (error) => {
      console.error(`[test] could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });

/** Counts of one vitest JSON report; a file that failed without a failing test (it did not load) counts as one failure. */
const countReport = (json, { strict }) => {
  const files = json.testResults ?? [];
  const brokenFiles = files.filter((file) => file.status === 'failed' && !file.assertionResults?.some((test) => test.status === 'failed')).length;
  // Skipped, pending and to-do tests alike: every test that neither passed nor failed did not run.
  const notRun = files.flatMap((file) => file.assertionResults ?? []).filter((test) => test.status !== 'passed' && test.status !== 'failed').length;
  const skipped = Math.max(json.numPendingTests ?? 0, notRun);
  const total = json.numTotalTests ?? 0;
  const problems = [];
  if (brokenFiles > 0) problems.push(`${brokenFiles} test file(s) failed to run`);
  if (strict && skipped > 0) problems.push(`${skipped} skipped test(s): CI allows none`);
  if (strict && total === 0) problems.push('no tests ran: CI allows no empty suite');
  return {
    passed: json.numPassedTests ?? 0,
    failed: (json.numFailedTests ?? 0) + brokenFiles + (strict ? skipped : 0) + (strict && total === 0 ? 1 : 0),
    skipped,
    problems,
  };
};

const readReport = (suite) => {
  const file = join(reportDir, `${suite}.json`);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

async function main() {
  mkdirSync(reportDir, { recursive: true });
  if (ci) console.log('[test] CI is set: skipped tests and empty suites count as failures.');
  const results = [];
  let stopped = false;

  const runStep = async (step, index, capture) => {
    if (!capture) banner(`[${index + 1}/${steps.length}] ${step.name}`);
    if (step.suite) rmSync(join(reportDir, `${step.suite}.json`), { force: true });
    const started = Date.now();
    const exitCode = await run(step.command, step.args, capture);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (capture) {
      banner(`[${index + 1}/${steps.length}] ${step.name} (run alongside the other checks)`);
      process.stdout.write(Buffer.concat(capture));
    }
    const result = { name: step.name, suite: step.suite, exitCode, seconds, passed: 0, failed: 0, skipped: 0, problems: [] };

    if (step.suite) {
      const json = readReport(step.suite);
      if (json) Object.assign(result, countReport(json, { strict: ci }));
      else result.problems.push('no JSON report was written');
    }
    if (exitCode !== 0) result.problems.push(`exit code ${exitCode}`);
    // A failing step always shows in the total, even when it reported no failing test (a crash, a type error).
    if (result.problems.length > 0 && result.failed === 0) result.failed = 1;
    return result;
  };

  for (let index = 0; index < steps.length && !stopped; ) {
    // A run of `together` steps starts at once; every other step runs alone, its output live.
    let end = index + 1;
    while (steps[index].together && steps[end]?.together) end += 1;
    const batch = steps.slice(index, end);
    const finished = await Promise.all(batch.map((step, offset) => runStep(step, index + offset, batch.length > 1 ? [] : undefined)));
    results.push(...finished);
    const failed = finished.find((result) => result.problems.length > 0);
    if (failed) {
      console.error(`\n[test] ${failed.name} FAILED: ${failed.problems.join('; ')}`);
      stopped = end < steps.length;
    }
    index = end;
  }

  banner('summary');
  for (const result of results) {
    const status = result.problems.length > 0 ? 'FAILED' : 'ok';
    const counts = result.suite ? ` ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped;` : '';
    console.log(`${result.name.padEnd(24)} ${status.padEnd(6)}${counts} ${result.seconds} s`);
  }
  if (stopped) console.log(`not run: ${steps.slice(results.length).map((step) => step.name).join(', ')}`);

  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  console.log(`tests: ${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

await main();
