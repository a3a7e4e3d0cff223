import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/codes';
import { materialPaths } from '../../../src/contract/materials';
import { errorMessages } from '../../../src/contract/messages';
import { materialPng } from '../../db/seed/materials';
import { dataPaths } from '../../lib/dataDir';
import { databasesUnderTest } from '../../test/databases';
import { multipartBody, useMaterialsContext } from '../../test/materialsTestKit';

/**
 * Disk full through the real upload route: the materials folder of the store is a 512 KiB tmpfs
 * (mounting needs root, as in CI's container; elsewhere the test says why it did not run). The
 * database stays on the ordinary disk, so only the file store fills up; on both databases, since the
 * row must not be written when the file could not be.
 */
const canMount = (() => {
  try {
    execFileSync('mount', ['--version'], { stdio: 'ignore' });
    return process.getuid?.() === 0;
  } catch {
    return false;
  }
})();
if (!canMount) console.warn('uploadDiskFull: cannot mount a tmpfs here (not root): the disk-full upload test did not run');

const png = materialPng({ slug: 'disk-full', kind: 'png', language: 'en', fileName: 'x.png', description: '', heading: '' });

describe.runIf(canMount).each(databasesUnderTest())('an upload on a full disk on $name', ({ kind }) => {
  const kit = useMaterialsContext(kind, { config: { materialsMaxUploadBytes: 4 * 1024 * 1024 } });
  let mounted: string | undefined;
  afterAll(() => {
    if (mounted) execFileSync('umount', [mounted]);
  });

  const upload = async (token: string, name: string, bytes: Buffer, lang = 'en') => {
    const { payload, contentType } = await multipartBody({ description: name, language: 'en' }, { name, bytes });
    const response = await kit().raw('POST', materialPaths.upload, { token, payload, headers: { 'content-type': contentType, lang } });
    return { status: response.status, body: response.json<{ code: number; message: string; result: unknown }>() };
  };

  it('answers a clean error, keeps no partial file and no row, and takes a file that fits afterwards', async () => {
    const folder = join(dataPaths(kit().dataDir).filesDir, 'materials');
    mkdirSync(folder, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=512k', 'tmpfs', folder]);
    mounted = folder;
    const { token } = await kit().ctx.signedInUser({ role: 'admin' });
    const rowsBefore = await kit().db.selectFrom('material_files').select('id').execute();

    // A real PNG followed by 2 MiB: the type check passes, the disk does not.
    const tooBig = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024, 7)]);
    const answer = await upload(token, 'big.png', tooBig, 'es');
    expect(answer).toEqual({ status: 503, body: { code: ResultCode.unavailable, message: errorMessages.es.storageFull, result: null } });
    expect(kit().storedFiles()).toEqual([]);
    expect(await kit().db.selectFrom('material_files').select('id').execute()).toEqual(rowsBefore);

    // Nothing was left holding the space.
    const fits = await upload(token, 'small.png', png);
    expect(fits.body.code).toBe(ResultCode.success);
    expect(kit().storedFiles()).toHaveLength(1);
  });
});
