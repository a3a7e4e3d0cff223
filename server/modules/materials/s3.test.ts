import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/codes';
import { materialPaths, type MaterialFile, type MaterialListResult } from '../../../src/contract/materials';
import { seedMaterials } from '../../db/seed/materials';
import { S3FileStorage } from '../../lib/s3Storage';
import { databasesUnderTest } from '../../test/databases';
import { multipartBody, unzipEntries } from '../../test/materialsTestKit';
import { startS3Server } from '../../test/s3Server';
import { TestContext } from '../../test/testApp';

/** The materials package with its files in an S3-compatible bucket (STORAGE_DRIVER=s3) instead of a folder. */
describe.each(databasesUnderTest())('materials on S3-compatible storage on $name', ({ kind }) => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let ctx: TestContext;
  let storage: S3FileStorage;

  beforeAll(async () => {
    s3 = await startS3Server();
    storage = new S3FileStorage(s3.config);
    ctx = await TestContext.create(kind, { config: { storage: { driver: 's3', ...s3.config } } });
    await seedMaterials(ctx.db, { dataDir: '/nonexistent', now: ctx.clock.now, storage });
  });
  afterAll(async () => {
    await ctx?.close();
    storage?.destroy();
    await s3?.stop();
  });

  it('streams a ZIP of files read from the bucket, exact bytes, and takes an admin upload into it', async () => {
    const { token } = await ctx.signedInUser({ role: 'admin' });
    await ctx.api('POST', materialPaths.agree, { token, body: { version: 1 } });
    const files = (await ctx.api<MaterialListResult>('GET', materialPaths.list, { token, query: { q: 'Data Sheet'.replace(' ', '-') } })).body.result.list;
    expect(files.length).toBeGreaterThanOrEqual(2);
    const zip = await ctx.app.inject({ method: 'POST', url: `/training-api${materialPaths.download}`, headers: { authorization: `Bearer ${token}` }, payload: { fileIds: files.map((file) => file.fileId) } });
    expect(zip.headers['content-type']).toBe('application/zip');
    const entries = await unzipEntries(zip.rawPayload);
    for (const file of files) {
      const row = await ctx.db.selectFrom('material_files').select('storage_key').where('id', '=', file.fileId).executeTakeFirstOrThrow();
      expect(entries.get(file.fileName)?.equals(await buffer(storage.read(row.storage_key)))).toBe(true);
      expect(entries.get(file.fileName)?.length).toBe(file.fileSize);
    }

    const pdf = entries.get(files[0]!.fileName)!;
    const { payload, contentType } = await multipartBody({ description: 'Via S3', language: 'en' }, { name: 'via-s3.pdf', bytes: pdf });
    const uploaded = await ctx.app.inject({ method: 'POST', url: `/training-api${materialPaths.upload}`, headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, payload });
    const answer = uploaded.json<{ code: number; result: MaterialFile }>();
    expect(answer.code).toBe(ResultCode.success);
    const row = await ctx.db.selectFrom('material_files').select('storage_key').where('id', '=', answer.result.fileId).executeTakeFirstOrThrow();
    expect((await storage.stat(row.storage_key))?.size).toBe(pdf.length);
  });
});
