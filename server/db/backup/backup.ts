import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import { basename, dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'kysely';
import * as tar from 'tar';
import type { BackupSummary } from '../../../src/contract/admin';
import type { Db } from '../transaction';
import { readMigrations, readSequences, readTables, readWritableColumns } from './tableOrder';

/** Raised for a backup that cannot be restored here; the message is for the operator. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export const backupFormat = 1;

export type BackupManifest = {
  format: number;
  createdAt: string;
  /** The database it was taken from: a backup of PGlite restores into PostgreSQL and back. */
  databaseKind: string;
  migrations: string[];
  tables: { name: string; rows: number }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  files: number;
};

export type BackupTarget = { db: Db; databaseKind: string; filesDir: string; now?: () => Date };

const tableFile = (dir: string, table: string) => join(dir, 'tables', `${table}.jsonl`);

/** A scratch folder beside `path`, so the final rename stays on one file system. */
const scratchBeside = (path: string) => mkdtemp(join(dirname(path), `.${basename(path)}-`));

const writeLines = async (path: string, lines: Iterable<string>): Promise<void> => {
  const out = createWriteStream(path);
  for (const line of lines) if (!out.write(`${line}\n`)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
};

const countFiles = async (dir: string): Promise<number> => {
  if (!existsSync(dir)) return 0;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
};

/**
 * Writes one archive (tar.gz) of every table, every sequence and the file store. Rows are taken as
 * PostgreSQL renders them in JSON (`row_to_json`), in one repeatable-read snapshot, so the archive is
 * consistent and restores into either database. The archive appears under its name only when whole.
 */
export async function createBackup(target: BackupTarget, archivePath: string): Promise<BackupManifest> {
  await mkdir(dirname(archivePath), { recursive: true });
  const scratch = await scratchBeside(archivePath);
  try {
    await mkdir(join(scratch, 'tables'));
    const snapshot = await target.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (tx) => {
        const tables: BackupManifest['tables'] = [];
        for (const name of await readTables(tx)) {
          const rows = await sql<{ line: string }>`select row_to_json(t)::text as line from ${sql.table(name)} as t`.execute(tx);
          await writeLines(tableFile(scratch, name), rows.rows.map((row) => row.line));
          tables.push({ name, rows: rows.rows.length });
        }
        const sequences: BackupManifest['sequences'] = [];
        for (const name of await readSequences(tx)) {
          const value = await sql<{ last_value: string; is_called: boolean }>`select last_value::text as last_value, is_called from ${sql.table(name)}`.execute(tx);
          const [row] = value.rows;
          if (row) sequences.push({ name, lastValue: row.last_value, isCalled: row.is_called });
        }
        return { tables, sequences, migrations: await readMigrations(tx) };
      });
    if (existsSync(target.filesDir)) await cp(target.filesDir, join(scratch, 'files'), { recursive: true });
    else await mkdir(join(scratch, 'files'));
    const manifest: BackupManifest = {
      format: backupFormat,
      createdAt: (target.now ?? (() => new Date()))().toISOString(),
      databaseKind: target.databaseKind,
      ...snapshot,
      files: await countFiles(join(scratch, 'files')),
    };
    await writeFile(join(scratch, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const partial = `${archivePath}.partial`;
    await tar.create({ gzip: true, file: partial, cwd: scratch, portable: true }, ['manifest.json', 'tables', 'files']);
    await rename(partial, archivePath);
    return manifest;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

const readManifest = async (dir: string): Promise<BackupManifest> => {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError('not a Training Center backup: manifest.json is missing or unreadable');
  }
  if (manifest.format !== backupFormat) throw new BackupError(`backup format ${String(manifest.format)} is not supported (this release reads format ${backupFormat})`);
  return manifest;
};

const readRowsAsJsonArray = async (path: string): Promise<{ json: string; count: number }> => {
  const lines: string[] = [];
  for await (const line of createInterface({ input: createReadStream(path), crlfDelay: Infinity })) if (line.length > 0) lines.push(line);
  return { json: `[${lines.join(',')}]`, count: lines.length };
};

/**
 * Replaces every table, every sequence and the file store with the archive's. The database part is
 * one transaction (all or nothing); the files are prepared beside the store and swapped in only
 * after it commits. The target must be at the same migration as the backup.
 */
export async function restoreBackup(target: BackupTarget, archivePath: string): Promise<BackupManifest> {
  if (!existsSync(archivePath)) throw new BackupError(`no backup at ${archivePath}`);
  await mkdir(dirname(target.filesDir), { recursive: true });
  const scratch = await scratchBeside(target.filesDir);
  try {
    // tar refuses absolute paths and '..' in entry names by default: nothing lands outside scratch.
    await tar.extract({ file: archivePath, cwd: scratch, strict: true }).catch((error: unknown) => {
      throw new BackupError(`the backup cannot be read: ${(error as Error).message}`);
    });
    const manifest = await readManifest(scratch);
    await target.db.transaction().execute(async (tx) => {
      const migrations = await readMigrations(tx);
      if (migrations.join() !== manifest.migrations.join()) {
        throw new BackupError(`the backup was taken at migration ${manifest.migrations.at(-1) ?? '(none)'}, this database is at ${migrations.at(-1) ?? '(none)'}: restore it with the release that wrote it`);
      }
      // The content's version comes back with the content (migration 0021): the trigger stays out of the restore.
      await sql`select set_config('tc.restoring', 'on', true)`.execute(tx);
      const tables = await readTables(tx);
      const unknown = manifest.tables.map((table) => table.name).filter((name) => !tables.includes(name));
      if (unknown.length > 0) throw new BackupError(`the backup holds tables this database does not have: ${unknown.join(', ')}`);
      for (const name of [...tables].reverse()) await sql`delete from ${sql.table(name)}`.execute(tx);
      for (const name of tables) {
        if (!manifest.tables.some((table) => table.name === name)) continue;
        const { json, count } = await readRowsAsJsonArray(tableFile(scratch, name));
        if (count === 0) continue;
        const columns = sql.join((await readWritableColumns(tx, name)).map((column) => sql.ref(column)));
        // One statement per table: rows that reference rows of the same table are checked together.
        await sql`insert into ${sql.table(name)} (${columns}) select ${columns} from json_populate_recordset(null::${sql.table(name)}, ${json}::json)`.execute(tx);
      }
      for (const sequence of manifest.sequences) {
        await sql`select setval(${sequence.name}::regclass, ${sequence.lastValue}::bigint, ${sequence.isCalled})`.execute(tx);
      }
    });
    const previous = `${target.filesDir}.before-restore`;
    await rm(previous, { recursive: true, force: true });
    if (existsSync(target.filesDir)) await rename(target.filesDir, previous);
    await rename(join(scratch, 'files'), target.filesDir);
    await rm(previous, { recursive: true, force: true });
    return manifest;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The manifest in a few numbers, for the operator. */
export const summarize = (manifest: BackupManifest, file: string): BackupSummary => ({
  file,
  createdAt: manifest.createdAt,
  databaseKind: manifest.databaseKind,
  tables: manifest.tables.length,
  rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
  files: manifest.files,
});
