import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Language } from '../../../src/contract/languages';
import {
  defaultMaterialPageSize,
  defaultMaterialSort,
  type AgreeResult,
  type MaterialFile,
  type MaterialListQuery,
  type MaterialListResult,
  type MaterialSortField,
  type MaterialTerms,
  type PartnerResult,
  type UploadMaterialFields,
} from '../../../src/contract/materials';
import { inTransaction, type Db } from '../../db/transaction';
import { AuditLogRepository, type AuditEntry } from '../../lib/auditLogRepository';
import { BusinessError } from '../../lib/businessError';
import { isUuid } from '../../lib/ids';
import type { ByteSpan, FileStorage } from '../../lib/storage';
import type { Throttle } from '../../lib/throttle/throttle';
import { hashToken, newToken } from '../../lib/tokens';
import { AgreementRepository } from './agreementRepository';
import { DownloadRepository } from './downloadRepository';
import { materialSessionLifetimeMs, materialThrottleRules } from './limits';
import { MaterialFileRepository, type MaterialFileRecord } from './materialFileRepository';
import { PartnerRepository } from './partnerRepository';
import { TermsRepository } from './termsRepository';
import { checkUpload, tooLarge, uploadedFileName, UploadTooLargeError } from './uploadCheck';
import { checkZipArchive, zipLimits } from './zipCheck';
import { normalizeWebsite } from './website';
import { zipStream } from './zip';

export type MaterialsServiceDeps = {
  db: Db;
  files: FileStorage;
  throttle: Throttle;
  now: () => Date;
  /** Largest accepted upload in bytes. */
  maxUploadBytes: number;
};

/**
 * Who is asking: a signed-in user in the portal, or an anonymous visitor of a partner website with
 * (perhaps) the materials session token its browser got when it agreed.
 */
export type MaterialVisitor = { kind: 'user'; userId: string } | { kind: 'partner'; website: string; sessionToken?: string; ip: string };

/** The files one download may send, after the terms gate. */
export type MaterialDownload = { files: MaterialFileRecord[]; downloadId: string };

const toListItem = (record: MaterialFileRecord): MaterialFile => ({
  fileId: record.id,
  fileName: record.fileName,
  description: record.description,
  language: record.language,
  createTime: record.createdAt.toISOString(),
  fileSize: record.fileSize,
});

/**
 * The digital materials package: terms of use (versioned), agreements, the table, the download gate
 * and the record of every download, and admin uploads. Every rule is decided here.
 */
export class MaterialsService {
  constructor(private readonly deps: MaterialsServiceDeps) {}

  /** The visitor a request describes: `website` makes it a partner visitor (refused when no installer has it). */
  async visitor(input: { website?: string; userId?: string; sessionToken?: string; ip: string }): Promise<MaterialVisitor> {
    if (input.website !== undefined) return { kind: 'partner', website: (await this.partner(input.website)).website, sessionToken: input.sessionToken, ip: input.ip };
    if (!input.userId) throw new BusinessError('sessionExpired');
    return { kind: 'user', userId: input.userId };
  }

  /** `GET /materials/partner`: the installer whose website it is. */
  async partner(website: string): Promise<PartnerResult> {
    const normalized = normalizeWebsite(website);
    const partner = normalized ? await new PartnerRepository(this.deps.db).find(normalized) : undefined;
    if (!partner) throw new BusinessError('websiteNotFound');
    return { website: partner.website, companyName: partner.company_name };
  }

  private async currentVersion(db: Db): Promise<number> {
    const version = await new TermsRepository(db).currentVersion();
    if (version === undefined) throw new Error('no terms of use in material_terms (the seed creates version 1)');
    return version;
  }

  /** The live browser session a partner visitor's token names on its website. */
  private async sessionOf(db: Db, visitor: Extract<MaterialVisitor, { kind: 'partner' }>) {
    if (!visitor.sessionToken) return undefined;
    return new AgreementRepository(db).findSession(hashToken(visitor.sessionToken), visitor.website, this.deps.now());
  }

  private async hasAgreed(db: Db, visitor: MaterialVisitor, version: number): Promise<boolean> {
    const agreements = new AgreementRepository(db);
    if (visitor.kind === 'user') return agreements.userAgreed(visitor.userId, version);
    const session = await this.sessionOf(db, visitor);
    return session ? agreements.sessionAgreed(session.id, version) : false;
  }

  async terms(visitor: MaterialVisitor, lang: Language): Promise<MaterialTerms> {
    const version = await this.currentVersion(this.deps.db);
    const texts = await new TermsRepository(this.deps.db).texts(version);
    const text = texts.find((candidate) => candidate.lang === lang) ?? texts.find((candidate) => candidate.lang === 'en') ?? texts[0];
    if (!text) throw new Error(`terms version ${version} has no text`);
    return { version, title: text.title, body: text.body, agreed: await this.hasAgreed(this.deps.db, visitor, version) };
  }

  /**
   * Records the agreement to `version`, which must be the one in force. A partner visitor without a
   * live session of this website gets a new one (its token is answered once, only its hash is kept).
   */
  async agree(visitor: MaterialVisitor, version: number): Promise<AgreeResult> {
    const now = this.deps.now();
    if (visitor.kind === 'partner' && !(await this.sessionOf(this.deps.db, visitor))) {
      await this.deps.throttle.admit(this.deps.db, { rule: materialThrottleRules.sessionsPerIp, subject: visitor.ip });
    }
    return inTransaction(this.deps.db, async (tx) => {
      if (version !== (await this.currentVersion(tx))) throw new BusinessError('termsChanged');
      const agreements = new AgreementRepository(tx);
      if (visitor.kind === 'user') {
        await agreements.agreeAsUser(visitor.userId, version, now);
        return { version, agreed: true, session: null };
      }
      const existing = await this.sessionOf(tx, visitor);
      let token = visitor.sessionToken ?? '';
      let sessionId = existing?.id;
      if (!sessionId) {
        token = newToken();
        sessionId = await agreements.createSession(hashToken(token), visitor.website, now, new Date(now.getTime() + materialSessionLifetimeMs));
      }
      await agreements.agreeAsSession(sessionId, visitor.website, version, now);
      return { version, agreed: true, session: token };
    });
  }

  /** One page of the table; no agreement needed to see what the package holds. */
  async list(query: MaterialListQuery): Promise<MaterialListResult> {
    const sort = query.sort ?? defaultMaterialSort;
    const descending = sort.startsWith('-');
    const pageSize = query.pageSize ?? defaultMaterialPageSize;
    const page = query.page ?? 1;
    const { rows, total } = await new MaterialFileRepository(this.deps.db).page({
      language: query.language,
      search: query.q || undefined,
      sortField: (descending ? sort.slice(1) : sort) as MaterialSortField,
      descending,
      offset: (page - 1) * pageSize,
      limit: pageSize,
    });
    return { list: rows.map(toListItem), total };
  }

  /**
   * The download gate: without an agreement to the terms in force nothing is sent. The files are
   * looked up (every id must name one) and the download is recorded before a byte leaves.
   */
  async download(visitor: MaterialVisitor, fileIds: string[] | 'all'): Promise<MaterialDownload> {
    return inTransaction(this.deps.db, async (tx) => {
      const version = await this.currentVersion(tx);
      if (!(await this.hasAgreed(tx, visitor, version))) throw new BusinessError('termsNotAgreed');
      const repository = new MaterialFileRepository(tx);
      let files: MaterialFileRecord[];
      if (fileIds === 'all') {
        files = await repository.all();
        if (files.length === 0) throw new BusinessError('notFound');
      } else {
        const wanted = [...new Set(fileIds.map((id) => id.toLowerCase()))];
        if (!wanted.every(isUuid)) throw new BusinessError('notFound', { messageKey: 'materialNotFound' });
        const found = new Map((await repository.findMany(wanted)).map((file) => [file.id, file]));
        if (found.size !== wanted.length) throw new BusinessError('notFound', { messageKey: 'materialNotFound' });
        files = wanted.map((id) => found.get(id) as MaterialFileRecord);
      }
      const downloadId = await new DownloadRepository(tx).record({
        userId: visitor.kind === 'user' ? visitor.userId : null,
        website: visitor.kind === 'partner' ? visitor.website : null,
        termsVersion: version,
        fileIds: files.map((file) => file.id),
        downloadedAt: this.deps.now(),
      });
      return { files, downloadId };
    });
  }

  /** The bytes of a file, whole or one range. */
  read(file: MaterialFileRecord, span?: ByteSpan): Readable {
    return this.deps.files.read(file.storageKey, span);
  }

  /** Several files as one ZIP, streamed: each file is opened when the archive reaches it. */
  zip(files: MaterialFileRecord[]): Promise<{ stream: Readable; size: number }> {
    return zipStream(files.map((file) => ({ fileName: file.fileName, size: file.fileSize, modifiedAt: file.createdAt, open: () => this.deps.files.read(file.storageKey) })));
  }

  async modifiedAt(file: MaterialFileRecord): Promise<Date | undefined> {
    return (await this.deps.files.stat(file.storageKey))?.modifiedAt;
  }

  /**
   * A new material file (admin API, operator CLI): the real type from the first bytes, the size
   * counted as it streams; on any failure nothing stays in storage or in the table.
   */
  async upload(content: Readable, originalName: string, fields: UploadMaterialFields, actor?: AuditEntry['actor']): Promise<MaterialFile> {
    const givenName = fields.fileName ?? originalName;
    // A browser may send C:\fakepath\name (the folder is dropped below); a name climbing out of a folder is refused.
    if (givenName.split(/[/\\]/).includes('..')) {
      content.destroy();
      throw new BusinessError('invalidInput', { messageKey: 'fileNameRefused', fieldKey: 'file' });
    }
    const name = uploadedFileName(givenName);
    if (!name) {
      content.destroy();
      throw new BusinessError('invalidInput', { messageKey: 'uploadFileMissing', fieldKey: 'file' });
    }
    const checked = await checkUpload(content, name, this.deps.maxUploadBytes);
    const storageKey = `materials/${randomUUID()}.${checked.extension}`;
    let size: number;
    try {
      size = await this.deps.files.writeStream(storageKey, checked.content);
    } catch (error) {
      if (error instanceof UploadTooLargeError) throw tooLarge(this.deps.maxUploadBytes);
      throw error;
    }
    if (checked.contentType === 'application/zip') {
      const verdict = await checkZipArchive(this.deps.files, storageKey, size).catch(() => ({ ok: false as const }));
      if (!verdict.ok) {
        await this.deps.files.delete(storageKey);
        throw new BusinessError('fileTypeRefused', { messageKey: 'archiveRefused', values: { gigabytes: zipLimits.maxUnpackedBytes / 1024 ** 3, entries: zipLimits.maxEntries } });
      }
    }
    try {
      // The console's uploads are audited with the row; the operator CLI's (no actor) are not.
      const record = await inTransaction(this.deps.db, async (tx) => {
        const inserted = await new MaterialFileRepository(tx).insert({
          file_name: checked.fileName,
          description: fields.description,
          language: fields.language,
          storage_key: storageKey,
          content_type: checked.contentType,
          file_size: size,
          created_at: this.deps.now(),
        });
        if (actor) {
          await new AuditLogRepository(tx).record({
            actor,
            action: 'materials.file.upload',
            target: { type: 'material_file', id: inserted.id },
            details: { fileName: inserted.fileName, language: inserted.language, fileSize: inserted.fileSize, contentType: inserted.contentType },
            at: this.deps.now(),
          });
        }
        return inserted;
      });
      return toListItem(record);
    } catch (error) {
      await this.deps.files.delete(storageKey);
      throw error;
    }
  }
}
