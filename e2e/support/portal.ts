import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { startMailCatcher, type MailCatcher } from './mail';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..', '..');
const serverEntry = join(root, 'dist', 'server', 'main.js');
const adminEntry = join(root, 'dist', 'server', 'admin.js');
const startupTimeoutMs = 120_000;

export type TestAccount = { account: string; email: string; password: string; name: string; company: string };

export type Portal = {
  baseUrl: string;
  dataDir: string;
  mail: MailCatcher;
  /** Runs the admin CLI against this portal (it finds the running server through DATA_DIR). */
  admin(args: string[]): Promise<string>;
  /** A new learner account with a known password. */
  createUser(prefix: string, password?: string): Promise<TestAccount>;
  /** Server output so far, for failure messages. */
  output(): string;
  /** Stops the server and the mail catcher; the DATA_DIR goes too unless `keepDataDir` (the caller removes it). */
  stop(options?: { keepDataDir?: boolean }): Promise<void>;
};

const freePort = (): Promise<number> =>
  new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });

const exited = (child: ChildProcess): Promise<void> =>
  new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });

/** Polls /training-api/health until the server answers 200, failing early if it exits. */
async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + startupTimeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/training-api/health`, { signal: AbortSignal.timeout(5_000) });
      const body = (await response.json().catch(() => null)) as { code?: number } | null;
      if (response.status === 200 && body?.code === 200) return;
      lastError = `HTTP ${response.status} ${JSON.stringify(body)}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    // A short pause between polls of a condition, not a fixed wait for an outcome.
    await new Promise((next) => setTimeout(next, 250));
  }
  throw new Error(`The server was not healthy within ${startupTimeoutMs} ms (${lastError}):\n${output()}`);
}

/**
 * The folder the e2e project's global setup seeded once (e2e/support/dataTemplate.ts); undefined
 * outside that project (the benches), where each portal seeds its own.
 */
const seededDataDir = (): string | undefined => {
  try {
    return inject('e2eDataTemplate') || undefined;
  } catch {
    return undefined;
  }
};

/**
 * The built portal (`node dist/server/main.js`) on a free loopback port with its own temporary
 * DATA_DIR (embedded database) and an in-process SMTP server that keeps the mail it sends.
 * `env` adds to the server's environment (e.g. `CORS_ORIGINS` for a partner page on another origin).
 * The DATA_DIR starts as a copy of `seededFrom` (default: the run's seeded folder), so the server
 * only opens a database with the demo content instead of creating one (10 s → 3 s per test file).
 */
export async function startPortal(options: { env?: NodeJS.ProcessEnv; seededFrom?: string } = {}): Promise<Portal> {
  for (const entry of [serverEntry, adminEntry]) {
    if (!existsSync(entry)) throw new Error(`${entry} is missing: build first (npm run build, or npm run test:e2e which builds).`);
  }
  const workDir = await mkdtemp(join(tmpdir(), 'tc-e2e-'));
  const dataDir = join(workDir, 'data');
  const seeded = 'seededFrom' in options ? options.seededFrom : seededDataDir();
  if (seeded) await cp(seeded, dataDir, { recursive: true });
  const mail = await startMailCatcher();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The embedded database of the temporary DATA_DIR, whatever the developer's shell points at.
    DATABASE_URL: '',
    SMTP_URL: mail.smtpUrl,
    MAIL_FROM: 'Training Center <training@e2e.test>',
    LOG_LEVEL: 'warn',
    ...options.env,
  };

  let log = '';
  const child = spawn(process.execPath, [serverEntry], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const output = () => log.slice(-8_000);

  const stop = async ({ keepDataDir = false } = {}) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited(child);
      clearTimeout(killer);
    }
    await mail.close();
    if (!keepDataDir) await rm(workDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, output);
  } catch (error) {
    await stop();
    throw error;
  }

  const admin = async (args: string[]): Promise<string> => {
    try {
      const { stdout } = await run(process.execPath, [adminEntry, ...args], { cwd: root, env, timeout: 60_000 });
      return stdout;
    } catch (error) {
      const failure = error as { stdout?: string; stderr?: string; message: string };
      throw new Error(`admin ${args.join(' ')} failed: ${failure.message}\n${failure.stdout ?? ''}${failure.stderr ?? ''}`);
    }
  };

  let accounts = 0;
  const createUser = async (prefix: string, password = 'Start1pass'): Promise<TestAccount> => {
    accounts += 1;
    const account = `${prefix}${accounts}`;
    const email = `${account}@e2e.test`;
    const name = `Pat ${prefix}`;
    const company = 'Bright Roofs Solar LLC';
    await admin(['create-user', '--account', account, '--email', email, '--password', password, '--role', 'learner', '--audience', 'installer', '--name', name, '--company', company]);
    return { account, email, password, name, company };
  };

  return { baseUrl, dataDir, mail, admin, createUser, output, stop };
}
