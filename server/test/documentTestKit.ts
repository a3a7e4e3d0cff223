import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseKind } from '../db/connect';
import { seedDocuments } from '../db/seed/documents';
import { dataPaths } from '../lib/dataDir';
import { TestContext, type ApiResponse } from './testApp';

/** The real app on a fresh database with the demo documents, videos and images in a throwaway DATA_DIR. */
export class DocumentTestContext {
  private constructor(
    readonly ctx: TestContext,
    readonly dataDir: string,
  ) {}

  static async create(kind: DatabaseKind): Promise<DocumentTestContext> {
    const dataDir = mkdtempSync(join(tmpdir(), 'tc-document-test-'));
    const ctx = await TestContext.create(kind, { config: { dataDir } });
    await seedDocuments(ctx.db, { dataDir, now: ctx.clock.now });
    return new DocumentTestContext(ctx, dataDir);
  }

  get db() {
    return this.ctx.db;
  }

  async close(): Promise<void> {
    await this.ctx.app.close();
    await this.ctx.database.drop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** A stored file's bytes, read straight from DATA_DIR/files (what a download must equal). */
  storedFile(key: string): Buffer {
    return readFileSync(join(dataPaths(this.dataDir).filesDir, key));
  }

  /** A signed-in reader of a country, with calls bound to their token. */
  async reader(versionCode = 'US'): Promise<Reader> {
    const { token, user } = await this.ctx.signedInUser({ versionCode });
    return new Reader(this, token, user.id);
  }

  async documentId(slug: string): Promise<string> {
    return (await this.db.selectFrom('documents').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
  }

  /** GET or HEAD of an address the API handed out (signed file URLs), with no session header. */
  fetchUrl(url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') {
    return this.ctx.app.inject({ method, url, headers });
  }
}

export class Reader {
  constructor(
    readonly kit: DocumentTestContext,
    readonly token: string,
    readonly id: string,
  ) {}

  get<T>(path: string, query: Record<string, string> = {}, lang = 'en'): Promise<ApiResponse<T>> {
    return this.kit.ctx.api<T>('GET', path, { token: this.token, query, headers: { lang } });
  }

  /** A POST whose answer may be bytes (a download): the raw response. */
  post(path: string, body: unknown, headers: Record<string, string> = {}) {
    return this.kit.ctx.app.inject({ method: 'POST', url: `/training-api${path}`, payload: body as object, headers: { authorization: `Bearer ${this.token}`, ...headers } });
  }
}

export const useDocumentContext = (kind: DatabaseKind): (() => DocumentTestContext) => {
  let context: DocumentTestContext | undefined;
  beforeAll(async () => {
    context = await DocumentTestContext.create(kind);
  }, 120_000);
  afterAll(async () => {
    await context?.close();
  });
  return () => {
    if (!context) throw new Error('document test context used before beforeAll ran');
    return context;
  };
};
