import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, databasesUnderTest, type TestDatabase } from '../../test/databases';
import { testPasswordHashing } from '../../test/testApp';
import { seedDatabase } from '../seed/seed';
import { BackupError, createBackup, restoreBackup } from './backup';
import { parentsFirst } from './tableOrder';
import { databaseDigest as digest } from '../../test/databaseDigest';

const scratch = mkdtempSync(join(tmpdir(), 'tc-backup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const open: TestDatabase[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((database) => database.drop()));
});

const seeded = async (kind: TestDatabase['kind'], dataDir: string): Promise<TestDatabase> => {
  const database = await createTestDatabase(kind);
  open.push(database);
  await seedDatabase(database.db, { dataDir, passwordHashing: testPasswordHashing, now: () => new Date('2026-11-20T10:00:00Z'), print: () => undefined });
  return database;
};

const fileStore = (name: string) => {
  const dir = join(scratch, name, 'files');
  mkdirSync(join(dir, 'videos'), { recursive: true });
  writeFileSync(join(dir, 'videos', 'lesson-1.mp4'), Buffer.from([0, 1, 2, 3, 255]));
  writeFileSync(join(dir, 'terms.pdf'), '%PDF-1.7 terms');
  return dir;
};

describe('table order', () => {
  it('puts every parent before its children and ignores self-references', () => {
    expect(parentsFirst(['b', 'a', 'c'], [{ child: 'a', parent: 'c' }, { child: 'c', parent: 'b' }, { child: 'a', parent: 'a' }])).toEqual(['b', 'c', 'a']);
  });

  it('names a cycle instead of looping', () => {
    expect(() => parentsFirst(['a', 'b'], [{ child: 'a', parent: 'b' }, { child: 'b', parent: 'a' }])).toThrow(/cycle/);
  });
});

describe.each(databasesUnderTest())('backup and restore on $name', ({ kind }) => {
  it('round-trips every table, the sequences and the file store, after the data changed', async () => {
    const dir = join(scratch, `round-${kind}`);
    const filesDir = fileStore(`round-${kind}`);
    const { db } = await seeded(kind, dir);
    const before = await digest(db);
    const archive = join(dir, 'backups', 'tc.tar.gz');
    const manifest = await createBackup({ db, databaseKind: kind, filesDir }, archive);
    expect(manifest.files).toBeGreaterThanOrEqual(2);
    expect(manifest.tables.find((table) => table.name === 'users')?.rows).toBeGreaterThan(0);
    expect(existsSync(`${archive}.partial`)).toBe(false);

    // Life goes on: a user leaves, a certificate is revoked, a file is replaced and another added.
    await sql`delete from users where account = 'demo.learner'`.execute(db);
    await sql`update certificates set revoked_at = now()`.execute(db);
    writeFileSync(join(filesDir, 'terms.pdf'), 'changed');
    writeFileSync(join(filesDir, 'new.txt'), 'new');
    expect(await digest(db)).not.toEqual(before);

    await restoreBackup({ db, databaseKind: kind, filesDir }, archive);
    expect(await digest(db)).toEqual(before);
    expect(readFileSync(join(filesDir, 'terms.pdf'), 'utf8')).toBe('%PDF-1.7 terms');
    expect([...readFileSync(join(filesDir, 'videos', 'lesson-1.mp4'))]).toEqual([0, 1, 2, 3, 255]);
    expect(existsSync(join(filesDir, 'new.txt'))).toBe(false);
  });

  it('refuses an archive that is not a backup, and changes nothing', async () => {
    const dir = join(scratch, `bad-${kind}`);
    const filesDir = fileStore(`bad-${kind}`);
    const { db } = await seeded(kind, dir);
    const before = await digest(db);
    const bogus = join(dir, 'bogus.tar.gz');
    writeFileSync(bogus, 'not a tar file');
    await expect(restoreBackup({ db, databaseKind: kind, filesDir }, bogus)).rejects.toBeInstanceOf(BackupError);
    await expect(restoreBackup({ db, databaseKind: kind, filesDir }, join(dir, 'missing.tar.gz'))).rejects.toThrow(/no backup at/);
    expect(await digest(db)).toEqual(before);
    expect(readFileSync(join(filesDir, 'terms.pdf'), 'utf8')).toBe('%PDF-1.7 terms');
  });

  it('refuses a backup taken at another migration, and changes nothing', async () => {
    const dir = join(scratch, `version-${kind}`);
    const filesDir = fileStore(`version-${kind}`);
    const { db } = await seeded(kind, dir);
    const archive = join(dir, 'tc.tar.gz');
    await createBackup({ db, databaseKind: kind, filesDir }, archive);
    const before = await digest(db);
    await sql`insert into kysely_migration (name, timestamp) values ('9999_future', '2030-01-01')`.execute(db);
    await expect(restoreBackup({ db, databaseKind: kind, filesDir }, archive)).rejects.toThrow(/restore it with the release that wrote it/);
    expect(await digest(db)).toEqual(before);
  });
});

describe.runIf(databasesUnderTest().length > 1)('moving from PGlite to PostgreSQL', () => {
  it('restores a backup of PGlite into PostgreSQL with every row intact', async () => {
    const dir = join(scratch, 'move');
    const filesDir = fileStore('move');
    const source = await seeded('pglite', dir);
    const archive = join(dir, 'move.tar.gz');
    await createBackup({ db: source.db, databaseKind: 'pglite', filesDir }, archive);
    const target = await createTestDatabase('postgres');
    open.push(target);
    const targetFiles = join(scratch, 'move-target', 'files');
    await restoreBackup({ db: target.db, databaseKind: 'postgres', filesDir: targetFiles }, archive);
    expect(await digest(target.db)).toEqual(await digest(source.db));
    expect(readFileSync(join(targetFiles, 'terms.pdf'), 'utf8')).toBe('%PDF-1.7 terms');
  });
});
