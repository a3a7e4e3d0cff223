import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../lib/s3Storage';

/** A local S3-compatible server (s3rver) on a free port with one bucket, for the S3 driver's tests. */
export async function startS3Server(bucket = 'training-center'): Promise<{ config: S3StorageConfig; stop: () => Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), 'tc-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    // s3rver accepts the default test keys (any signature made with them).
    config: { bucket, region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, forcePathStyle: true, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', prefix: 'tc/' },
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
