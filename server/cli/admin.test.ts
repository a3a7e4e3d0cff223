import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/codes';
import { certificatePaths, type CertificateListResult } from '../../src/contract/certificate';
import { apiBasePath, apiPaths } from '../../src/contract/paths';
import { loadConfig } from '../config';
import { materialPng } from '../db/seed/materials';
import { UserRepository } from '../modules/auth';
import { startServer, type RunningServer } from '../server';
import { createTestDatabase, databasesUnderTest } from '../test/databases';
import { testPasswordHashing } from '../test/testApp';

type CliRun = { code: number; stdout: string; stderr: string };

const tsx = resolve('node_modules/.bin/tsx');
const withPostgres = databasesUnderTest().some((target) => target.kind === 'postgres');

/** Runs `tsx server/cli/admin.ts ...` as an operator would (asynchronously: a server may run in this process). */
const admin = (args: string[], env: Record<string, string>): Promise<CliRun> =>
  new Promise((done) => {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', ...env };
    if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
    execFile(tsx, ['server/cli/admin.ts', ...args], { env: childEnv, timeout: 60_000 }, (error, stdout, stderr) =>
      done({ code: error ? Number((error as NodeJS.ErrnoException & { code?: unknown }).code ?? 1) : 0, stdout, stderr }),
    );
  });

describe('admin CLI', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'tc-cli-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('explains invalid input in English and exits 1 without touching the database', async () => {
    const run = await admin(['create-user', '--account', 'x', '--email', 'not-mail', '--password', 'short'], { DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('email: Email format error');
    expect(run.stderr).toContain('password: Password must be at least 6-40 characters and include at least one number and one letter!');
    const usage = await admin(['frobnicate'], { DATA_DIR: dataDir });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('unknown command "frobnicate"');
  });

  it('works directly on the PGlite folder when no server runs', async () => {
    const created = await admin(
      ['create-user', '--account', 'cli.direct', '--email', 'cli.direct@example.test', '--password', 'direct1pw', '--role', 'admin', '--country', 'MX', '--name', 'Carla'],
      { DATA_DIR: dataDir },
    );
    expect(created.stderr).toContain(`directly on the PGlite database in ${dataDir}`);
    expect(created.stdout).toContain('Created admin "cli.direct" (installer, country MX');
    expect(created.code).toBe(0);
  });

  it('uploads a material directly, by its real type; refuses a fake one and a missing file', { timeout: 240_000 }, async () => {
    const pdf = join(dataDir, 'flyer.pdf');
    writeFileSync(pdf, '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const uploaded = await admin(['upload-material', '--file', pdf, '--description', 'CLI flyer', '--language', 'es'], { DATA_DIR: dataDir });
    expect(uploaded.stdout).toMatch(/^Uploaded "flyer\.pdf" \(es, 45 bytes, id [0-9a-f-]{36}\)\./);
    expect(uploaded.code).toBe(0);
    const fake = join(dataDir, 'fake.pdf');
    writeFileSync(fake, 'not a pdf at all');
    const refused = await admin(['upload-material', '--file', fake, '--description', 'Fake', '--language', 'en'], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('This file type is not accepted.');
    const missing = await admin(['upload-material', '--file', join(dataDir, 'nothing.pdf'), '--description', 'x', '--language', 'en'], { DATA_DIR: dataDir });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('there is no file');
    expect((await admin(['upload-material', '--file', pdf, '--language', 'de'], { DATA_DIR: dataDir })).code).toBe(1);
  });

  describe('with the server running on the same DATA_DIR', () => {
    let server: RunningServer;
    const printed: string[] = [];
    beforeAll(async () => {
      const config = { ...loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DIST_DIR: join(dataDir, 'no-dist') }), passwordHashing: testPasswordHashing };
      server = await startServer(config, { print: (text) => void printed.push(text) });
    });
    afterAll(() => server.stop());

    const login = async (account: string, password: string) => {
      const response = await fetch(`${server.url}${apiBasePath}${apiPaths.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account, password }),
      });
      return (await response.json()) as { code: number; result: { token: string } | null };
    };

    it('hands the commands to the server instead of opening the folder', async () => {
      const created = await admin(['create-user', '--account', 'cli.served', '--email', 'cli.served@example.test', '--password', 'served1pw'], { DATA_DIR: dataDir });
      expect(created.stderr).toContain(`via the running server (pid ${process.pid}`);
      expect(created.code).toBe(0);
      expect((await login('cli.served', 'served1pw')).code).toBe(ResultCode.success);

      const duplicate = await admin(['create-user', '--account', 'cli.direct', '--email', 'x@example.test', '--password', 'again1pw'], { DATA_DIR: dataDir });
      expect(duplicate.code).toBe(1);
      expect(duplicate.stderr).toContain('an account "cli.direct" already exists');
    });

    it('uploads a material through the server, which checks its type the same way', async () => {
      const png = join(dataDir, 'banner.png');
      writeFileSync(png, materialPng({ slug: 'cli', kind: 'png', language: 'en', fileName: 'banner.png', description: '', heading: '' }));
      const uploaded = await admin(['upload-material', '--file', png, '--description', 'Banner', '--language', 'en', '--name', 'Roof banner.png'], { DATA_DIR: dataDir });
      expect(uploaded.stderr).toContain('via the running server');
      expect(uploaded.stdout).toContain('Uploaded "Roof banner.png" (en,');
      expect(uploaded.code).toBe(0);
      const mismatch = await admin(['upload-material', '--file', png, '--description', 'Banner', '--language', 'en', '--name', 'banner.pdf'], { DATA_DIR: dataDir });
      expect(mismatch.code).toBe(1);
      expect(mismatch.stderr).toContain('This file type is not accepted.');
    });

    it('resets a password, printing the generated one, and lists the users', async () => {
      const session = await login('cli.direct', 'direct1pw');
      expect(session.code).toBe(ResultCode.success);
      const reset = await admin(['reset-password', '--account', 'cli.direct'], { DATA_DIR: dataDir });
      expect(reset.code).toBe(0);
      expect(reset.stdout).toContain('1 session(s) signed out');
      const generated = reset.stdout.match(/New password: (\S+)/)?.[1] ?? '';
      expect((await login('cli.direct', generated)).code).toBe(ResultCode.success);

      const list = await admin(['list-users'], { DATA_DIR: dataDir });
      expect(list.code).toBe(0);
      expect(list.stdout).toMatch(/cli\.direct\s+admin\s+installer\s+MX/);
      expect(list.stdout).toContain('demo.learner');
    });

    it('revokes a certificate by its serial; the public verification then says revoked with the date', async () => {
      const password = printed.join('\n').match(/account: demo\.certified\s+password: (\S+)/)?.[1] ?? '';
      const { result: session } = await login('demo.certified', password);
      const listed = await fetch(`${server.url}${apiBasePath}${certificatePaths.list}`, { headers: { authorization: `Bearer ${session?.token ?? ''}` } });
      const { list } = ((await listed.json()) as { result: CertificateListResult }).result;
      const certificate = list.find((entry) => entry.status === 'valid');
      if (!certificate) throw new Error('demo.certified holds a valid certificate');
      const verify = async () => {
        const response = await fetch(`${server.url}${apiBasePath}${certificatePaths.verify}?serial=${certificate.serial}`);
        return ((await response.json()) as { result: { status: string; revokedAt: string | null } }).result;
      };
      expect((await verify()).status).not.toBe('revoked');
      const revoked = await admin(['revoke-certificate', '--serial', certificate.serial.toLowerCase(), '--reason', 'Installer left the trade'], { DATA_DIR: dataDir });
      expect(revoked.stderr).toContain('via the running server');
      expect(revoked.code).toBe(0);
      expect(revoked.stdout).toContain(`Certificate ${certificate.serial} of Carmen Certified`);
      const verification = await verify();
      expect(verification.status).toBe('revoked');
      expect(revoked.stdout).toContain(`revoked since ${verification.revokedAt}`);

      const unknown = await admin(['revoke-certificate', '--serial', 'TC-0000-0000-0000-0000', '--reason', 'x'], { DATA_DIR: dataDir });
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('there is no certificate "TC-0000-0000-0000-0000"');
      expect((await admin(['revoke-certificate', '--serial', certificate.serial], { DATA_DIR: dataDir })).code).toBe(1);
    });

    it('backs up and restores through the server: what changed after the backup is gone, what was before is back', async () => {
      const archive = join(dataDir, 'backups', 'before.tar.gz');
      const backup = await admin(['backup', '--file', archive], { DATA_DIR: dataDir });
      expect(backup.stderr).toContain('via the running server');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toMatch(/Backup written to .*before\.tar\.gz: \d+ tables, \d+ rows, \d+ files \(pglite, /);

      expect((await admin(['create-user', '--account', 'cli.after', '--email', 'cli.after@example.test', '--password', 'after1pw'], { DATA_DIR: dataDir })).code).toBe(0);
      expect((await login('cli.after', 'after1pw')).code).toBe(ResultCode.success);

      const unconfirmed = await admin(['restore', '--file', archive], { DATA_DIR: dataDir });
      expect(unconfirmed.code).toBe(2);
      expect(unconfirmed.stderr).toContain('add --yes to confirm');
      const restore = await admin(['restore', '--file', archive, '--yes'], { DATA_DIR: dataDir });
      expect(restore.code).toBe(0);
      expect(restore.stdout).toContain('Restored');
      expect((await login('cli.after', 'after1pw')).code).toBe(ResultCode.wrongCredentials);
      expect((await login('cli.served', 'served1pw')).code).toBe(ResultCode.success);

      const missing = await admin(['restore', '--file', join(dataDir, 'nothing.tar.gz'), '--yes'], { DATA_DIR: dataDir });
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('The backup cannot be used: no backup at');
    });
  });

  describe.skipIf(!withPostgres)('on PostgreSQL (DATABASE_URL)', () => {
    it('always works directly on the database', async () => {
      const database = await createTestDatabase('postgres');
      try {
        const run = await admin(['create-user', '--account', 'cli.pg', '--email', 'cli.pg@example.test', '--password', 'postgres1pw'], {
          DATA_DIR: dataDir,
          DATABASE_URL: database.url ?? '',
        });
        expect(run.stderr).toContain('directly on PostgreSQL');
        expect(run.code).toBe(0);
        expect(await new UserRepository(database.db).findByAccount('cli.pg')).toMatchObject({ email: 'cli.pg@example.test', role: 'learner' });
      } finally {
        await database.drop();
      }
    });
  });
});
