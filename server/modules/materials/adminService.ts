import type { AdminMaterialListQuery, AdminMaterialListResult, AdminTerms } from '../../../src/contract/materialAdmin';
import { defaultMaterialPageSize, defaultMaterialSort, type MaterialFile, type MaterialSortField } from '../../../src/contract/materials';
import type { MaterialEditForm, PublishTermsForm } from '../../../src/validation/materialAdminForms';
import { inTransaction, type Db } from '../../db/transaction';
import { AuditLogRepository } from '../../lib/auditLogRepository';
import { BusinessError } from '../../lib/businessError';
import { isUuid } from '../../lib/ids';
import type { FileStorage } from '../../lib/storage';
import type { ActiveSession } from '../auth';
import { MaterialFileRepository, type MaterialFileRecord } from './materialFileRepository';
import { TermsRepository, type TermsText } from './termsRepository';

export type MaterialAdminServiceDeps = { db: Db; files: FileStorage; now: () => Date };

const toFile = (record: MaterialFileRecord): MaterialFile => ({
  fileId: record.id,
  fileName: record.fileName,
  description: record.description,
  language: record.language,
  createTime: record.createdAt.toISOString(),
  fileSize: record.fileSize,
});

const actorOf = (admin: ActiveSession) => ({ id: admin.user.id, account: admin.user.account });

/**
 * The materials section of the admin console: the file table with download counts, corrections,
 * deletions and new versions of the terms of use. Each change and its audit entry share one transaction.
 */
export class MaterialAdminService {
  constructor(private readonly deps: MaterialAdminServiceDeps) {}

  async list(query: AdminMaterialListQuery): Promise<AdminMaterialListResult> {
    const sort = query.sort ?? defaultMaterialSort;
    const descending = sort.startsWith('-');
    const pageSize = query.pageSize ?? defaultMaterialPageSize;
    const page = query.page ?? 1;
    const repository = new MaterialFileRepository(this.deps.db);
    const { rows, total } = await repository.page({
      language: query.language,
      search: query.q || undefined,
      sortField: (descending ? sort.slice(1) : sort) as MaterialSortField,
      descending,
      offset: (page - 1) * pageSize,
      limit: pageSize,
    });
    const counts = await repository.downloadCounts(rows.map((row) => row.id));
    return { list: rows.map((row) => ({ ...toFile(row), downloads: counts.get(row.id) ?? 0 })), total };
  }

  async update(admin: ActiveSession, form: MaterialEditForm): Promise<MaterialFile> {
    const fileId = form.fileId.toLowerCase();
    if (!isUuid(fileId)) throw new BusinessError('notFound', { messageKey: 'materialNotFound' });
    return inTransaction(this.deps.db, async (tx) => {
      const repository = new MaterialFileRepository(tx);
      const [before] = await repository.findMany([fileId]);
      const after = await repository.update(fileId, { file_name: form.fileName, description: form.description, language: form.language });
      if (!before || !after) throw new BusinessError('notFound', { messageKey: 'materialNotFound' });
      await new AuditLogRepository(tx).record({
        actor: actorOf(admin),
        action: 'materials.file.update',
        target: { type: 'material_file', id: fileId },
        details: {
          before: { fileName: before.fileName, description: before.description, language: before.language },
          after: { fileName: after.fileName, description: after.description, language: after.language },
        },
        at: this.deps.now(),
      });
      return toFile(after);
    });
  }

  /** Deletes the row (and its audit entry) in one transaction, then the bytes; asking twice answers 40004. */
  async remove(admin: ActiveSession, rawId: string): Promise<{ fileId: string }> {
    const fileId = rawId.toLowerCase();
    if (!isUuid(fileId)) throw new BusinessError('notFound', { messageKey: 'materialNotFound' });
    const removed = await inTransaction(this.deps.db, async (tx) => {
      const record = await new MaterialFileRepository(tx).delete(fileId);
      if (!record) throw new BusinessError('notFound', { messageKey: 'materialNotFound' });
      await new AuditLogRepository(tx).record({
        actor: actorOf(admin),
        action: 'materials.file.delete',
        target: { type: 'material_file', id: fileId },
        details: { fileName: record.fileName, language: record.language, fileSize: record.fileSize },
        at: this.deps.now(),
      });
      return record;
    });
    await this.deps.files.delete(removed.storageKey);
    return { fileId };
  }

  async terms(): Promise<AdminTerms> {
    const repository = new TermsRepository(this.deps.db);
    const version = await repository.currentVersion();
    // A portal started without the demo seed has no terms yet: the console offers to publish version 1.
    if (version === undefined) return { version: 0, publishedAt: null, en: { title: '', body: '' }, es: { title: '', body: '' }, agreedUsers: 0 };
    const texts = await repository.texts(version);
    const textOf = (lang: 'en' | 'es') => {
      const text = texts.find((candidate) => candidate.lang === lang) ?? texts.find((candidate) => candidate.lang === 'en') ?? texts[0];
      return { title: text?.title ?? '', body: text?.body ?? '' };
    };
    const publishedAt = await repository.publishedAt(version);
    return { version, publishedAt: publishedAt?.toISOString() ?? null, en: textOf('en'), es: textOf('es'), agreedUsers: await repository.agreedUsers(version) };
  }

  /**
   * Publishes version `basedOn + 1`. Refused when `basedOn` is no longer the version in force (or two
   * administrators publish at once: the version's primary key lets one win). From now on every user
   * and partner visitor must agree again before downloading.
   */
  async publishTerms(admin: ActiveSession, form: PublishTermsForm): Promise<AdminTerms> {
    await inTransaction(this.deps.db, async (tx) => {
      const repository = new TermsRepository(tx);
      if (((await repository.currentVersion()) ?? 0) !== form.basedOn) throw new BusinessError('conflict', { messageKey: 'termsPublishedMeanwhile' });
      const version = form.basedOn + 1;
      const now = this.deps.now();
      const texts: TermsText[] = (['en', 'es'] as const).map((lang) => ({ version, lang, title: form[lang].title, body: form[lang].body }));
      if (!(await repository.insertVersion(texts, now))) throw new BusinessError('conflict', { messageKey: 'termsPublishedMeanwhile' });
      await new AuditLogRepository(tx).record({
        actor: actorOf(admin),
        action: 'materials.terms.publish',
        target: { type: 'material_terms', id: String(version) },
        details: { previousVersion: form.basedOn, titles: { en: form.en.title, es: form.es.title } },
        at: now,
      });
    });
    return this.terms();
  }
}
