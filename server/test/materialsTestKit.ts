import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { materialSessionHeader, type MaterialListResult } from '../../src/contract/materials';
import { apiBasePath } from '../../src/contract/paths';
import type { DatabaseKind } from '../db/connect';
import { seedMaterials } from '../db/seed/materials';
import { dataPaths } from '../lib/dataDir';
import { TestContext, type TestContextOptions } from './testApp';

export const demoWebsite = 'sunrise-solar.example';
export const otherWebsite = 'energia-costa.example';

export type RawResponse = { status: number; headers: Record<string, unknown>; body: Buffer; json: <T>() => T };

/** The real app on a fresh database with the demo materials, in a throwaway DATA_DIR. */
export class MaterialsTestContext {
  private constructor(
    readonly ctx: TestContext,
    readonly dataDir: string,
  ) {}

  static async create(kind: DatabaseKind, options: TestContextOptions = {}): Promise<MaterialsTestContext> {
    const dataDir = mkdtempSync(join(tmpdir(), 'tc-materials-test-'));
    const ctx = await TestContext.create(kind, { ...options, config: { dataDir, ...options.config } });
    await seedMaterials(ctx.db, { dataDir, now: ctx.clock.now });
    return new MaterialsTestContext(ctx, dataDir);
  }

  get db() {
    return this.ctx.db;
  }

  async close(): Promise<void> {
    await this.ctx.close();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** Every file under the storage folder of materials (leftovers of a failed upload would show here). */
  storedFiles(): string[] {
    const root = join(dataPaths(this.dataDir).filesDir, 'materials');
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
      .sort();
  }

  /** The stored bytes of a material file. */
  async bytesOf(fileId: string): Promise<Buffer> {
    const row = await this.db.selectFrom('material_files').select('storage_key').where('id', '=', fileId).executeTakeFirstOrThrow();
    return readFileSync(join(dataPaths(this.dataDir).filesDir, row.storage_key));
  }

  async list(query: Record<string, string> = {}, call: { token?: string } = {}): Promise<MaterialListResult> {
    const response = await this.ctx.api<MaterialListResult>('GET', '/materials/list', { query: { pageSize: '100', ...query }, token: call.token });
    if (response.body.code !== 200) throw new Error(`list refused: ${JSON.stringify(response.body)}`);
    return response.body.result;
  }

  /** A request whose answer may be bytes (downloads): the raw payload and headers. */
  async raw(method: 'GET' | 'POST', path: string, call: { token?: string; session?: string; body?: unknown; headers?: Record<string, string>; payload?: Buffer } = {}): Promise<RawResponse> {
    const headers: Record<string, string> = { ...call.headers };
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    if (call.session) headers[materialSessionHeader] = call.session;
    const request: InjectOptions = { method, url: `${apiBasePath}${path}`, headers, remoteAddress: '127.0.0.1' };
    if (call.body !== undefined) request.payload = call.body as InjectOptions['payload'];
    if (call.payload) request.payload = call.payload;
    const response = await this.ctx.app.inject(request);
    return { status: response.statusCode, headers: response.headers, body: response.rawPayload, json: <T>() => response.json<T>() };
  }
}

export const useMaterialsContext = (kind: DatabaseKind, options: TestContextOptions = {}): (() => MaterialsTestContext) => {
  let context: MaterialsTestContext | undefined;
  beforeAll(async () => {
    context = await MaterialsTestContext.create(kind, options);
  });
  afterAll(async () => {
    await context?.close();
  });
  return () => {
    if (!context) throw new Error('materials context used before beforeAll ran');
    return context;
  };
};

/** A multipart body as a browser's FormData would send it. */
export const multipartBody = async (fields: Record<string, string>, file?: { name: string; bytes: Buffer; type?: string }): Promise<{ payload: Buffer; contentType: string }> => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
};

/** Reads every entry of a ZIP into memory (tests only: small archives). */
export const unzipEntries = async (zip: Buffer): Promise<Map<string, Buffer>> => {
  const yauzl = await import('yauzl');
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error || !archive) return reject(error ?? new Error('no archive'));
      const entries = new Map<string, Buffer>();
      archive.on('entry', (entry: import('yauzl').Entry) => {
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            archive.readEntry();
          });
          stream.on('error', reject);
        });
      });
      archive.on('end', () => resolve(entries));
      archive.on('error', reject);
      archive.readEntry();
    });
  });
};
