import type {
  DocumentCategoriesResult,
  DocumentDetail,
  DocumentListResult,
  DocumentSummary,
} from '../../../src/contract/document';
import { documentPaths } from '../../../src/contract/document';
import type { Language } from '../../../src/contract/languages';
import { apiBasePath } from '../../../src/contract/paths';
import type { Db } from '../../db/transaction';
import { BusinessError } from '../../lib/businessError';
import { isUuid } from '../../lib/ids';
import type { FileStorage } from '../../lib/storage';
import { localize } from '../course';
import type { OutgoingFile } from '../media';
import { DocumentRepository, type DocumentView } from './documentRepository';
import { toPrefixQuery } from './search';

/** Signs and checks file addresses for one user (the media module's signer, handed in by app.ts). */
export type FileSigner = {
  fileQuery(subject: string, userId: string): Promise<string>;
  verifyFile(subject: string, query: { exp?: string; uid?: string; sig?: string }): Promise<boolean>;
};

export type DocumentServiceDeps = { db: Db; files: FileStorage; signer: FileSigner };
/** Who reads: content follows their country version (from their account, never from the browser). */
export type Reader = { id: string; version_code: string };
export type DocumentListFilter = { category?: string; language?: Language; q?: string; page: number; pageSize: number };
export type SignedQuery = { exp?: string; uid?: string; sig?: string };
export type FileLookup = { status: 'refused' } | { status: 'missing' } | { status: 'found'; file: OutgoingFile };

const pdfType = 'application/pdf';
const subjectOf = (documentId: string, language: Language) => `document/${documentId}/${language}`;

/** Documents of the reader's country in their language (English when not translated), their PDFs inline or as downloads. */
export class DocumentService {
  constructor(private readonly deps: DocumentServiceDeps) {}

  private summary(row: DocumentView, lang: Language): DocumentSummary {
    return {
      documentId: row.document_id,
      categorySlug: row.category_slug,
      categoryTitle: localize(row.category_title, lang),
      title: row.title,
      description: row.description,
      language: row.language,
      fileName: row.file_name,
      fileSize: row.file_size,
      pageCount: row.page_count,
      publishedAt: row.published_at.toISOString(),
    };
  }

  async categories(reader: Reader, lang: Language): Promise<DocumentCategoriesResult> {
    const rows = await new DocumentRepository(this.deps.db).categories(reader.version_code);
    return { list: rows.map((row) => ({ slug: row.slug, title: localize(row.title, lang), documentCount: row.document_count })) };
  }

  async list(reader: Reader, filter: DocumentListFilter, lang: Language): Promise<DocumentListResult> {
    const tsquery = toPrefixQuery(filter.q);
    if (tsquery === null) return { list: [], total: 0 };
    const language = filter.language ?? lang;
    const { rows, total } = await new DocumentRepository(this.deps.db).list({
      versionCode: reader.version_code,
      language,
      categorySlug: filter.category || undefined,
      tsquery,
      offset: (filter.page - 1) * filter.pageSize,
      limit: filter.pageSize,
    });
    return { list: rows.map((row) => this.summary(row, lang)), total };
  }

  /** A document of the reader's country; anything else (another country's, an unknown or malformed id) is not found. */
  private async find(reader: Reader, documentId: string, language: Language): Promise<DocumentView> {
    const row = isUuid(documentId) ? await new DocumentRepository(this.deps.db).find(documentId.toLowerCase(), reader.version_code, language) : undefined;
    if (!row) throw new BusinessError('notFound', { messageKey: 'documentNotFound' });
    return row;
  }

  async detail(reader: Reader, documentId: string, language: Language | undefined, lang: Language): Promise<DocumentDetail> {
    const row = await this.find(reader, documentId, language ?? lang);
    const query = await this.deps.signer.fileQuery(subjectOf(row.document_id, row.language), reader.id);
    return {
      ...this.summary(row, lang),
      previewUrl: `${apiBasePath}${documentPaths.file}/${row.document_id}/${row.language}?${query}`,
      languages: await new DocumentRepository(this.deps.db).languagesOf(row.document_id),
    };
  }

  /** The PDF to download (`POST /document/download`, behind the session). */
  async download(reader: Reader, documentId: string, language: Language | undefined, lang: Language): Promise<OutgoingFile> {
    const row = await this.find(reader, documentId, language ?? lang);
    const file = await this.outgoing(row.file_key, row.file_name, 'attachment');
    if (!file) throw new BusinessError('notFound', { messageKey: 'documentFileMissing' });
    return file;
  }

  /** The PDF inline for the preview: the signed address is the guard (an <iframe> sends no header). */
  async preview(documentId: string, language: Language, signed: SignedQuery): Promise<FileLookup> {
    if (!isUuid(documentId)) return { status: 'missing' };
    const id = documentId.toLowerCase();
    if (!(await this.deps.signer.verifyFile(subjectOf(id, language), signed))) return { status: 'refused' };
    const row = await new DocumentRepository(this.deps.db).findFile(id, language);
    const file = row ? await this.outgoing(row.file_key, row.file_name, 'inline') : undefined;
    return file ? { status: 'found', file } : { status: 'missing' };
  }

  private async outgoing(key: string, fileName: string, disposition: OutgoingFile['disposition']): Promise<OutgoingFile | undefined> {
    const stored = await this.deps.files.stat(key);
    if (!stored) return undefined;
    return {
      size: stored.size,
      modifiedAt: stored.modifiedAt,
      contentType: pdfType,
      read: (span) => this.deps.files.read(key, span),
      disposition,
      fileName,
      // Signed per user (preview) or behind a session (download): browsers may keep it, shared caches must not.
      cacheControl: 'private, max-age=3600',
    };
  }
}
