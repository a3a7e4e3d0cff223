import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type {
  AdminDocument,
  AdminDocumentCategory,
  AdminDocumentListResult,
  AdminDocumentOptions,
  CreateCategoryRequest,
  CreateDocumentRequest,
  RenameCategoryRequest,
  UpdateDocumentRequest,
  UploadDocumentFields,
} from '../../../src/contract/documentAdmin';
import { maxDocumentMegabytes } from '../../../src/contract/documentAdmin';
import type { Language } from '../../../src/contract/languages';
import type { LocalizedText } from '../../db/courseSchema';
import { inTransaction, type Db } from '../../db/transaction';
import { AuditLogRepository, type AuditEntry } from '../../lib/auditLogRepository';
import { BusinessError } from '../../lib/businessError';
import { isUuid } from '../../lib/ids';
import type { FileStorage } from '../../lib/storage';
import { regionName } from '../country';
import { localize } from '../course';
import { DocumentAdminRepository, type AdminDocumentFilter, type AdminDocumentRow, type AdminFileRow } from './documentAdminRepository';
import { readPdfUpload } from './pdfUpload';

export type DocumentActor = AuditEntry['actor'];
export type DocumentAdminDeps = { db: Db; files: FileStorage; now: () => Date; maxBytes: number };

const idOf = (value: string) => (isUuid(value) ? value.toLowerCase() : undefined);
const slugOf = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'category';
const titleOf = (form: { titleEn: string; titleEs: string }): LocalizedText => (form.titleEs ? { en: form.titleEn, es: form.titleEs } : { en: form.titleEn });
/** A PDF's name as listed: its last path part, printable, ending in .pdf. */
const pdfName = (name: string) => {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const base = (name.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 190) || 'document';
  return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
};

/** The console's Documents section: every rule of creating, editing, uploading, publishing and deleting documents and categories. */
export class DocumentAdminService {
  constructor(private readonly deps: DocumentAdminDeps) {}

  async list(filter: Omit<AdminDocumentFilter, 'offset' | 'limit'> & { page: number; pageSize: number }, lang: Language): Promise<AdminDocumentListResult> {
    const repository = new DocumentAdminRepository(this.deps.db);
    const categoryId = filter.categoryId ? idOf(filter.categoryId) : undefined;
    if (filter.categoryId && !categoryId) return { list: [], total: 0 };
    const { rows, total } = await repository.page({ ...filter, categoryId, offset: (filter.page - 1) * filter.pageSize, limit: filter.pageSize });
    return { list: await this.views(repository, rows, lang), total };
  }

  async options(lang: Language): Promise<AdminDocumentOptions> {
    const repository = new DocumentAdminRepository(this.deps.db);
    const categories = await repository.categories();
    const countries = await repository.countryVersions();
    return {
      categories: categories.map((row): AdminDocumentCategory => ({ categoryId: row.id, titleEn: row.title.en, titleEs: row.title.es ?? '', documentCount: row.document_count })),
      // Named in the reader's language as /country/list does, not the stored (English or local) name.
      countries: countries.map((row) => ({ versionCode: row.version_code, name: regionName(row.version_code, lang, row.name) })),
      maxFileMegabytes: maxDocumentMegabytes,
    };
  }

  async create(actor: DocumentActor, form: CreateDocumentRequest, lang: Language): Promise<AdminDocument> {
    return inTransaction(this.deps.db, async (tx) => {
      const repository = new DocumentAdminRepository(tx);
      await this.checkReferences(repository, form);
      const id = randomUUID();
      const now = this.deps.now();
      await repository.insert({ id, category_id: form.categoryId.toLowerCase(), updated_at: now });
      await this.writeTexts(repository, id, form, []);
      await repository.setCountries(id, [...new Set(form.versionCodes)]);
      await new AuditLogRepository(tx).record({ actor, action: 'document.create', target: { type: 'document', id }, details: auditFacts(form), at: now });
      return this.view(repository, id, lang);
    });
  }

  async update(actor: DocumentActor, form: UpdateDocumentRequest, lang: Language): Promise<AdminDocument> {
    const documentId = idOf(form.documentId);
    if (!documentId) throw new BusinessError('notFound', { messageKey: 'documentUnknown' });
    return inTransaction(this.deps.db, async (tx) => {
      const repository = new DocumentAdminRepository(tx);
      if (!(await repository.lock(documentId))) throw new BusinessError('notFound', { messageKey: 'documentUnknown' });
      await this.checkReferences(repository, form);
      const before = await this.view(repository, documentId, lang);
      const now = this.deps.now();
      await repository.setDocument(documentId, { category_id: form.categoryId.toLowerCase(), updated_at: now });
      await this.writeTexts(repository, documentId, form, await repository.filesOf([documentId]));
      await repository.setCountries(documentId, [...new Set(form.versionCodes)]);
      await new AuditLogRepository(tx).record({
        actor,
        action: 'document.update',
        target: { type: 'document', id: documentId },
        details: { before: auditFacts(before), after: auditFacts(form) },
        at: now,
      });
      return this.view(repository, documentId, lang);
    });
  }

  /**
   * A language's PDF, new or replacing the old one: the bytes are checked (PDF magic number, size,
   * pages) before anything is stored; on any later failure the new file is deleted, and the old one
   * only after the row points at the new one.
   */
  async upload(actor: DocumentActor, fields: UploadDocumentFields, content: Readable, originalName: string, lang: Language): Promise<AdminDocument> {
    const documentId = idOf(fields.documentId);
    if (!documentId) {
      content.resume();
      throw new BusinessError('notFound', { messageKey: 'documentUnknown' });
    }
    const { bytes, pageCount } = await readPdfUpload(content, this.deps.maxBytes);
    const key = `documents/${documentId}/${fields.language}-${randomUUID()}.pdf`;
    await this.deps.files.write(key, bytes);
    let replaced: string | null = null;
    try {
      const view = await inTransaction(this.deps.db, async (tx) => {
        const repository = new DocumentAdminRepository(tx);
        if (!(await repository.lock(documentId))) throw new BusinessError('notFound', { messageKey: 'documentUnknown' });
        const fileName = pdfName(originalName);
        const set = await repository.setFile(documentId, fields.language, { file_key: key, file_name: fileName, file_size: bytes.length, page_count: pageCount });
        if (!set) throw new BusinessError('documentLanguageMissing', { fieldKey: 'file' });
        replaced = set.replacedKey;
        const now = this.deps.now();
        await repository.setDocument(documentId, { updated_at: now });
        await new AuditLogRepository(tx).record({
          actor,
          action: 'document.upload',
          target: { type: 'document', id: documentId },
          details: { language: fields.language, fileName, fileSize: bytes.length, pageCount, replaced: replaced !== null },
          at: now,
        });
        return this.view(repository, documentId, lang);
      });
      if (replaced) await this.deps.files.delete(replaced).catch(() => undefined);
      return view;
    } catch (error) {
      await this.deps.files.delete(key);
      throw error;
    }
  }

  /** Publishes (only with an English PDF) or unpublishes; asking for the state it is in changes nothing and writes no audit entry. */
  async publish(actor: DocumentActor, documentIdText: string, published: boolean, lang: Language): Promise<AdminDocument> {
    const documentId = idOf(documentIdText);
    if (!documentId) throw new BusinessError('notFound', { messageKey: 'documentUnknown' });
    return inTransaction(this.deps.db, async (tx) => {
      const repository = new DocumentAdminRepository(tx);
      const locked = await repository.lock(documentId);
      if (!locked) throw new BusinessError('notFound', { messageKey: 'documentUnknown' });
      if ((locked.published_at !== null) === published) return this.view(repository, documentId, lang);
      if (published) {
        const english = (await repository.filesOf([documentId])).find((file) => file.language === 'en');
        if (!english?.file_key) throw new BusinessError('documentNotPublishable');
      }
      const now = this.deps.now();
      await repository.setDocument(documentId, { published_at: published ? now : null, updated_at: now });
      await new AuditLogRepository(tx).record({ actor, action: published ? 'document.publish' : 'document.unpublish', target: { type: 'document', id: documentId }, at: now });
      return this.view(repository, documentId, lang);
    });
  }

  /** Deletes once (a second delete answers 40004); the PDFs leave storage after the row is gone. */
  async remove(actor: DocumentActor, documentIdText: string): Promise<{ documentId: string }> {
    const documentId = idOf(documentIdText);
    if (!documentId) throw new BusinessError('notFound', { messageKey: 'documentUnknown' });
    const keys = await inTransaction(this.deps.db, async (tx) => {
      const repository = new DocumentAdminRepository(tx);
      const before = await repository.one(documentId);
      const removed = before ? await repository.remove(documentId) : undefined;
      if (!before || !removed) throw new BusinessError('notFound', { messageKey: 'documentUnknown' });
      await new AuditLogRepository(tx).record({ actor, action: 'document.delete', target: { type: 'document', id: documentId }, details: { categoryId: before.category_id }, at: this.deps.now() });
      return removed;
    });
    for (const key of keys) await this.deps.files.delete(key).catch(() => undefined);
    return { documentId };
  }

  async createCategory(actor: DocumentActor, form: CreateCategoryRequest): Promise<AdminDocumentCategory> {
    return inTransaction(this.deps.db, async (tx) => {
      const id = randomUUID();
      const title = titleOf(form);
      await new DocumentAdminRepository(tx).insertCategory({ id, slug: `${slugOf(form.titleEn)}-${id.slice(0, 8)}`, title });
      await new AuditLogRepository(tx).record({ actor, action: 'document.category.create', target: { type: 'document_category', id }, details: { title }, at: this.deps.now() });
      return { categoryId: id, titleEn: title.en, titleEs: title.es ?? '', documentCount: 0 };
    });
  }

  async renameCategory(actor: DocumentActor, form: RenameCategoryRequest): Promise<AdminDocumentCategory> {
    const categoryId = idOf(form.categoryId);
    if (!categoryId) throw new BusinessError('notFound', { messageKey: 'categoryUnknown' });
    return inTransaction(this.deps.db, async (tx) => {
      const repository = new DocumentAdminRepository(tx);
      const before = await repository.category(categoryId);
      if (!before) throw new BusinessError('notFound', { messageKey: 'categoryUnknown' });
      const title = titleOf(form);
      await repository.renameCategory(categoryId, title);
      await new AuditLogRepository(tx).record({ actor, action: 'document.category.rename', target: { type: 'document_category', id: categoryId }, details: { before: before.title, after: title }, at: this.deps.now() });
      return { categoryId, titleEn: title.en, titleEs: title.es ?? '', documentCount: await repository.documentCount(categoryId) };
    });
  }

  /** Deletes an empty category; one that still holds documents is refused (40121) and stays. */
  async removeCategory(actor: DocumentActor, categoryIdText: string): Promise<{ categoryId: string }> {
    const categoryId = idOf(categoryIdText);
    if (!categoryId) throw new BusinessError('notFound', { messageKey: 'categoryUnknown' });
    return inTransaction(this.deps.db, async (tx) => {
      const repository = new DocumentAdminRepository(tx);
      const before = await repository.category(categoryId);
      if (!before) throw new BusinessError('notFound', { messageKey: 'categoryUnknown' });
      const count = await repository.documentCount(categoryId);
      if (count > 0) throw new BusinessError('documentCategoryInUse', { values: { count } });
      if (!(await repository.removeCategory(categoryId))) throw new BusinessError('notFound', { messageKey: 'categoryUnknown' });
      await new AuditLogRepository(tx).record({ actor, action: 'document.category.delete', target: { type: 'document_category', id: categoryId }, details: { title: before.title }, at: this.deps.now() });
      return { categoryId };
    });
  }

  private async checkReferences(repository: DocumentAdminRepository, form: CreateDocumentRequest): Promise<void> {
    const categoryId = idOf(form.categoryId);
    if (!categoryId || !(await repository.categoryExists(categoryId))) throw new BusinessError('invalidInput', { messageKey: 'notFound', fieldKey: 'categoryId' });
    const codes = [...new Set(form.versionCodes)];
    if ((await repository.knownVersions(codes)) !== codes.length) throw new BusinessError('invalidInput', { messageKey: 'notFound', fieldKey: 'versionCodes' });
  }

  /** English always; Spanish when written, and removing Spanish texts is refused while its PDF is uploaded. */
  private async writeTexts(repository: DocumentAdminRepository, documentId: string, form: CreateDocumentRequest, files: AdminFileRow[]): Promise<void> {
    await repository.setTexts(documentId, 'en', { title: form.titleEn, description: form.descriptionEn });
    if (form.titleEs) {
      await repository.setTexts(documentId, 'es', { title: form.titleEs, description: form.descriptionEs });
      return;
    }
    if (files.some((file) => file.language === 'es' && file.file_key)) throw new BusinessError('documentLanguageMissing', { fieldKey: 'titleEs' });
    await repository.setTexts(documentId, 'es', null);
  }

  private async view(repository: DocumentAdminRepository, documentId: string, lang: Language): Promise<AdminDocument> {
    const row = await repository.one(documentId);
    if (!row) throw new BusinessError('notFound', { messageKey: 'documentUnknown' });
    const [view] = await this.views(repository, [row], lang);
    if (!view) throw new BusinessError('notFound', { messageKey: 'documentUnknown' });
    return view;
  }

  private async views(repository: DocumentAdminRepository, rows: AdminDocumentRow[], lang: Language): Promise<AdminDocument[]> {
    const ids = rows.map((row) => row.id);
    const files = await repository.filesOf(ids);
    const countries = await repository.countriesOf(ids);
    const fileOf = (id: string, language: Language) => files.find((file) => file.document_id === id && file.language === language);
    const fileView = (file: AdminFileRow | undefined) =>
      file?.file_key && file.file_name && file.file_size !== null && file.page_count !== null ? { fileName: file.file_name, fileSize: file.file_size, pageCount: file.page_count } : null;
    return rows.map((row) => {
      const en = fileOf(row.id, 'en');
      const es = fileOf(row.id, 'es');
      return {
        documentId: row.id,
        categoryId: row.category_id,
        categoryTitle: localize(row.category_title, lang),
        titleEn: en?.title ?? '',
        descriptionEn: en?.description ?? '',
        titleEs: es?.title ?? '',
        descriptionEs: es?.description ?? '',
        versionCodes: countries.get(row.id) ?? [],
        files: { en: fileView(en), es: fileView(es) },
        publishedAt: row.published_at?.toISOString() ?? null,
        updatedAt: row.updated_at?.toISOString() ?? null,
      };
    });
  }
}

const auditFacts = (form: { categoryId: string; titleEn: string; titleEs: string; versionCodes: string[] }) => ({
  categoryId: form.categoryId,
  titleEn: form.titleEn,
  titleEs: form.titleEs,
  versionCodes: form.versionCodes,
});
