import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { PassThrough, Readable } from 'node:stream';
import { isStorageKey, type ByteSpan, type FileStorage, type StoredFile } from './storage';

/** Where an S3-compatible store is (AWS S3, MinIO, Garage, SeaweedFS...) and how to sign in to it. */
export type S3StorageConfig = {
  bucket: string;
  region: string;
  /** Another S3-compatible server, e.g. `http://minio:9000`; absent: AWS. */
  endpoint?: string;
  /** `bucket` in the path instead of the host name (MinIO and most self-hosted servers need it). */
  forcePathStyle: boolean;
  /** Both or neither; without them the AWS SDK's default chain (environment, profile, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Put every key under this folder of the bucket (`training-center/`). */
  prefix?: string;
};

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

/**
 * The S3-compatible driver: one bucket that every API node shares. An object appears only when its
 * upload completes (a failed multipart upload is aborted), so no reader ever sees half a file.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly config: S3StorageConfig) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
    });
  }

  private objectKey(key: string): string {
    if (!isStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
    return `${this.config.prefix ?? ''}${key}`;
  }

  async stat(key: string): Promise<StoredFile | undefined> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  /** A stream at once (callers pipe it straight into a reply or a ZIP); the request starts as it is read. */
  read(key: string, span?: ByteSpan): Readable {
    const objectKey = this.objectKey(key);
    const out = new PassThrough();
    this.client
      .send(new GetObjectCommand({ Bucket: this.config.bucket, Key: objectKey, Range: span ? `bytes=${span.start}-${span.end}` : undefined }), { abortSignal: abortOn(out) })
      .then(
        (object) => {
          const body = object.Body;
          if (!(body instanceof Readable)) throw new Error(`S3 answered no stream for ${objectKey}`);
          body.on('error', (error) => out.destroy(error));
          body.pipe(out);
        },
        (error: unknown) => out.destroy(error as Error),
      )
      .catch((error: unknown) => out.destroy(error as Error));
    return out;
  }

  async write(key: string, content: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key), Body: content }));
  }

  async writeStream(key: string, content: Readable): Promise<number> {
    let bytes = 0;
    const counted = content.on('data', (chunk: Buffer) => (bytes += chunk.length));
    const upload = new Upload({ client: this.client, params: { Bucket: this.config.bucket, Key: this.objectKey(key), Body: counted }, leavePartsOnError: false });
    await upload.done();
    return bytes;
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
  }

  /** Closes the client's sockets (tests, shutdown). */
  destroy(): void {
    this.client.destroy();
  }
}

/** An abort signal that fires when the reader gives up on the stream (a client that went away). */
const abortOn = (stream: PassThrough): AbortSignal => {
  const controller = new AbortController();
  stream.on('close', () => {
    if (!stream.readableEnded) controller.abort();
  });
  return controller.signal;
};
