import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/codes';
import { errorMessages } from '../../../src/contract/messages';
import { adminUploadMaterialPath, materialPaths, type MaterialFile } from '../../../src/contract/materials';
import { materialPng } from '../../db/seed/materials';
import { defaultVideoDir } from '../../db/seed/courses';
import { adminSecretHeader } from '../../lib/serverInfo';
import { databasesUnderTest } from '../../test/databases';
import { multipartBody, useMaterialsContext } from '../../test/materialsTestKit';
import { withDeclaredSize, zipOf } from '../../test/zipCraft';

/** yazl refuses '..' in names, as it should; a hostile archive is made by renaming the entry in the bytes. */
const withEntryRenamed = (zip: Buffer, from: string, to: string): Buffer => {
  if (from.length !== to.length) throw new Error('same length only');
  const bytes = Buffer.from(zip);
  for (let at = bytes.indexOf(from); at !== -1; at = bytes.indexOf(from, at + 1)) bytes.write(to, at, 'latin1');
  return bytes;
};

const maxUploadBytes = 1024 * 1024;
const adminSecret = 'materials-upload-secret-'.padEnd(43, 'x');
const png = materialPng({ slug: 'upload-test', kind: 'png', language: 'en', fileName: 'x.png', description: '', heading: '' });
const video = readFileSync(join(defaultVideoDir(), 'video-1.mp4'));

describe.each(databasesUnderTest())('material uploads on $name', ({ kind }) => {
  const kit = useMaterialsContext(kind, { config: { materialsMaxUploadBytes: maxUploadBytes }, app: { adminSecret } });

  const upload = async (token: string | undefined, fields: Record<string, string>, file?: { name: string; bytes: Buffer }, path: string = materialPaths.upload, headers: Record<string, string> = {}) => {
    const { payload, contentType } = await multipartBody(fields, file);
    const response = await kit().raw('POST', path, { token, payload, headers: { 'content-type': contentType, ...headers } });
    return response.json<{ code: number; message: string; result: MaterialFile & { fields?: Record<string, string> } }>();
  };

  const admin = async () => (await kit().ctx.signedInUser({ role: 'admin' })).token;

  it('takes a file from an admin, by its real type, and serves the same bytes', async () => {
    const token = await admin();
    const before = kit().storedFiles().length;
    const answer = await upload(token, { description: 'Roof banner', language: 'es' }, { name: 'C:\\fakepath\\roof banner.png', bytes: png });
    expect(answer.code).toBe(ResultCode.success);
    expect(answer.result).toMatchObject({ fileName: 'roof banner.png', description: 'Roof banner', language: 'es', fileSize: png.length });
    expect(kit().storedFiles()).toHaveLength(before + 1);
    expect((await kit().bytesOf(answer.result.fileId)).equals(png)).toBe(true);
    expect((await kit().list({ q: 'roof banner' }, { token })).list.map((file) => file.fileId)).toEqual([answer.result.fileId]);
    const row = await kit().db.selectFrom('material_files').select(['content_type', 'storage_key']).where('id', '=', answer.result.fileId).executeTakeFirstOrThrow();
    expect(row.content_type).toBe('image/png');
    expect(row.storage_key).toMatch(/^materials\/[0-9a-f-]{36}\.png$/);
  });

  it('refuses learners and visitors', async () => {
    const learner = await kit().ctx.signedInUser();
    expect((await upload(learner.token, { description: 'x', language: 'en' }, { name: 'a.png', bytes: png })).code).toBe(ResultCode.forbidden);
    expect((await upload(undefined, { description: 'x', language: 'en' }, { name: 'a.png', bytes: png })).code).toBe(ResultCode.sessionExpired);
  });

  it('refuses a file whose content is not an accepted type, or whose name says another type, and keeps nothing', async () => {
    const token = await admin();
    const before = kit().storedFiles();
    const cases = [
      { name: 'brochure.pdf', bytes: Buffer.from('#!/bin/sh\necho not a pdf\n'.repeat(20)) },
      { name: 'banner.pdf', bytes: png },
      { name: 'script.exe', bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4000)]) },
    ];
    for (const file of cases) {
      const answer = await upload(token, { description: 'x', language: 'en' }, file, materialPaths.upload, { lang: 'es' });
      expect(answer, file.name).toMatchObject({ code: ResultCode.fileTypeRefused, message: errorMessages.es.fileTypeRefused });
    }
    expect(kit().storedFiles()).toEqual(before);
  });

  it(`refuses a file over ${maxUploadBytes / 1024 / 1024} MB without leaving half of it in storage or the table`, async () => {
    const token = await admin();
    const before = kit().storedFiles();
    const rows = (await kit().list({}, { token })).total;
    // An MP4 by its first bytes, one byte over the limit.
    const tooLong = Buffer.concat([video, Buffer.alloc(maxUploadBytes + 1 - video.length)]);
    const answer = await upload(token, { description: 'Too long', language: 'en' }, { name: 'long.mp4', bytes: tooLong }, materialPaths.upload, { lang: 'es' });
    expect(answer).toMatchObject({ code: ResultCode.fileTooLarge, message: 'El archivo supera los 1 MB.' });
    expect(kit().storedFiles()).toEqual(before);
    expect((await kit().list({}, { token })).total).toBe(rows);
    const exact = await upload(token, { description: 'Just fits', language: 'en' }, { name: 'fits.mp4', bytes: tooLong.subarray(0, maxUploadBytes) });
    expect(exact.code).toBe(ResultCode.success);
  });

  it('asks for the file and the fields', async () => {
    const token = await admin();
    expect(await upload(token, { description: 'x', language: 'en' })).toMatchObject({ code: ResultCode.invalidInput, message: errorMessages.en.uploadFileMissing });
    expect((await upload(token, { description: 'x', language: 'fr' }, { name: 'a.png', bytes: png })).result.fields).toHaveProperty('language');
    expect((await upload(token, { language: 'en' }, { name: 'a.png', bytes: png })).result.fields).toHaveProperty('description');
  });

  it('takes uploads from the operator CLI route only with the server secret', async () => {
    const answer = await upload(undefined, { description: 'From the CLI', language: 'en' }, { name: 'cli.png', bytes: png }, adminUploadMaterialPath, { [adminSecretHeader]: adminSecret });
    expect(answer).toMatchObject({ code: ResultCode.success, result: { fileName: 'cli.png' } });
    const refused = await upload(undefined, { description: 'x', language: 'en' }, { name: 'cli.png', bytes: png }, adminUploadMaterialPath, { [adminSecretHeader]: 'wrong' });
    expect(refused.code).toBe(ResultCode.forbidden);
  });

  it('refuses zip bombs (also with lying sizes) and archives with paths outside their folder, keeping nothing; takes an ordinary ZIP', async () => {
    const token = await admin();
    const before = kit().storedFiles();
    // 20 MB of zeros deflate to about 20 KB: a ratio near 1000.
    const bomb = await zipOf({ 'readme.txt': Buffer.from('hello'), 'zeros.bin': Buffer.alloc(20 * 1024 * 1024) });
    const slip = withEntryRenamed(await zipOf({ 'xx/evil.sh': Buffer.from('#!/bin/sh\n') }), 'xx/evil.sh', '../evil.sh');
    const absolute = withEntryRenamed(await zipOf({ 'xetc/cron': Buffer.from('* * * * *\n') }), 'xetc/cron', '/etc/cron');
    // The same bomb with local and central headers claiming 4 KB: only counting while inflating catches it.
    const liar = withDeclaredSize(bomb, 'zeros.bin', 4096);
    for (const [name, bytes] of [['bomb.zip', bomb], ['liar.zip', liar], ['slip.zip', slip], ['absolute.zip', absolute]] as const) {
      expect(bytes.length, name).toBeLessThan(maxUploadBytes);
      const answer = await upload(token, { description: name, language: 'en' }, { name, bytes }, materialPaths.upload, { lang: 'es' });
      expect(answer, name).toMatchObject({ code: ResultCode.fileTypeRefused, message: errorMessages.es.archiveRefused!.replace('{{gigabytes}}', '1').replace('{{entries}}', '10000') });
    }
    expect(kit().storedFiles()).toEqual(before);
    const ordinary = await zipOf({ 'banner.png': png, 'notes/readme.txt': Buffer.from('Install guide\n'.repeat(200)) });
    expect((await upload(token, { description: 'Kit', language: 'en' }, { name: 'kit.zip', bytes: ordinary })).code).toBe(ResultCode.success);
  });

  it('refuses a file name that climbs out of its folder, keeping nothing', async () => {
    const token = await admin();
    const before = kit().storedFiles();
    for (const name of ['../../etc/cron.d/job.png', '..\\..\\windows\\x.png']) {
      const answer = await upload(token, { description: 'x', language: 'en' }, { name, bytes: png });
      const asField = await upload(token, { description: 'x', language: 'en', fileName: name }, { name: 'plain.png', bytes: png });
      expect(asField, name).toMatchObject({ code: ResultCode.invalidInput, message: errorMessages.en.fileNameRefused });
      expect(answer, name).toMatchObject({ code: ResultCode.invalidInput, message: errorMessages.en.fileNameRefused, result: { fields: { file: errorMessages.en.fileNameRefused } } });
    }
    expect(kit().storedFiles()).toEqual(before);
  });
});
