/**
 * The API process the download benchmark measures (bench/download.ts starts it): PGlite in the
 * given DATA_DIR, the materials package plus BENCH_FILES generated files of BENCH_FILE_MB each,
 * listening on a free loopback port. Prints one JSON line `{ port, fileIds }` once ready.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { pgliteDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { seedMaterials } from '../../server/db/seed/materials';
import { seedCountryVersions } from '../../server/db/seed/seed';
import { dataPaths } from '../../server/lib/dataDir';
import { MaterialFileRepository } from '../../server/modules/materials';

const dataDir = process.env.DATA_DIR ?? '';
const fileCount = Number(process.env.BENCH_FILES ?? 100);
const fileMegabytes = Number(process.env.BENCH_FILE_MB ?? 10);
if (!dataDir) throw new Error('DATA_DIR is required');

/** Random bytes (incompressible, like videos), written a megabyte at a time. */
const writeRandomFile = async (path: string, megabytes: number) => {
  const out = createWriteStream(path);
  for (let index = 0; index < megabytes; index += 1) if (!out.write(randomBytes(1024 * 1024))) await new Promise<void>((drained) => out.once('drain', () => drained()));
  out.end();
  await finished(out);
};

const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }) };
const db = pgliteDatabase(new PGlite(join(dataDir, 'db')));
await migrateToLatest(db);
await seedCountryVersions(db);
await seedMaterials(db, { dataDir, now: config.now });
const folder = join(dataPaths(dataDir).filesDir, 'materials', 'bench');
mkdirSync(folder, { recursive: true });
const files = new MaterialFileRepository(db);
const fileIds: string[] = [];
for (let index = 0; index < fileCount; index += 1) {
  const name = `bench-${String(index).padStart(3, '0')}.mp4`;
  await writeRandomFile(join(folder, name), fileMegabytes);
  const row = await files.insert({
    file_name: name,
    description: 'Benchmark file',
    language: 'en',
    storage_key: `materials/bench/${name}`,
    content_type: 'video/mp4',
    file_size: fileMegabytes * 1024 * 1024,
    created_at: new Date(),
  });
  fileIds.push(row.id);
}
const app = await buildApp({ db, config, logStream: { write: () => undefined } });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, fileIds }));
process.on('SIGTERM', () => {
  void app.close().then(() => db.destroy()).then(() => process.exit(0));
});
