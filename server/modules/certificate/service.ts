import type {
  AdminCertificate,
  AdminCertificateListResult,
  CertificateListResult,
  CertificateSummary,
  CertificateVerification,
  CredentialVerification,
  ReissueResult,
  RenewResult,
} from '../../../src/contract/certificate';
import { certificatePaths, verifyPagePath } from '../../../src/contract/certificate';
import { apiBasePath } from '../../../src/contract/paths';
import { toLanguage, type Language } from '../../../src/contract/languages';
import { inTransaction, type Db } from '../../db/transaction';
import { AuditLogRepository } from '../../lib/auditLogRepository';
import { BusinessError } from '../../lib/businessError';
import type { Notifier } from '../../lib/notifier';
import type { Throttle } from '../../lib/throttle/throttle';
import { assertId, localize, reopenCourse } from '../course';
import { AdminCertificateRepository, type AdminCertificateRecord, type AdminCertificateSearch } from './adminCertificateRepository';
import { CertificateRepository, type CertificateRecord } from './certificateRepository';
import { newSerial } from './serial';
import { credentialCertificateId, credentialType, openBadgeCredential } from './credential';
import type { CredentialSigner } from './credentialSigner';
import { certificateThrottleRules, renewalOpensDaysBefore } from './limits';
import { certificateFileName, renderCertificatePdf } from './pdf';
import { partnerCertificateTitles, pdfTexts } from './pdfTexts';
import { certificateStatusAt, newestOfEachCourse, reissuable, reissuedValidUntil, renewalOpen, totalMinutesOf } from './validity';

export type CertificateServiceDeps = {
  db: Db;
  throttle: Throttle;
  now: () => Date;
  /** Origin of the public site (`PUBLIC_URL`): the QR code points at `<publicUrl>/verify/<serial>`. */
  publicUrl: string;
  /** Signs the Open Badges credentials. */
  credentials: CredentialSigner;
  /** Tells the holder about a reissued certificate (a notification, and a mail when they take them). */
  notifier?: Notifier;
};

/** Who did an admin action, for the audit log (the operator CLI has no account id). */
export type AdminActor = { id: string | null; account: string };


export type AdminCertificateListQuery = Omit<AdminCertificateSearch, 'now' | 'lang'>;

export type CertificateFile = { bytes: Uint8Array; fileName: string; contentType: string };

const statusFacts = (record: CertificateRecord) => ({ valid_until: record.valid_until, revoked_at: record.revoked_at, superseded: record.superseded_by !== null });

/** What a certificate is for: the course, or for a partner certificate its own title. */
const titleOf = (record: CertificateRecord, lang: Language): string => (record.course_title ? localize(record.course_title, lang) : pdfTexts[lang].partnerTitle);

/** The holder's name as printed: the account when the profile has no name. */
const holderName = (record: CertificateRecord): string => record.holder_name.trim() || record.holder_account;

/**
 * The learner's certificates, their PDF, public verification and revocation. Every status comes from
 * `certificateStatusAt` with the clock now; widgets show it as answered.
 */
export class CertificateService {
  constructor(private readonly deps: CertificateServiceDeps) {}

  async list(userId: string, lang: Language): Promise<CertificateListResult> {
    const now = this.deps.now();
    const records = await new CertificateRepository(this.deps.db).listForUser(userId);
    const newest = newestOfEachCourse(records);
    return { list: records.map((record) => this.summary(record, lang, now, newest.has(record.id))) };
  }

  /** The PDF of one of the caller's own certificates; anybody else's answers exactly like one that does not exist. */
  async pdf(userId: string, certificateId: string): Promise<CertificateFile> {
    const record = await new CertificateRepository(this.deps.db).findById(assertId(certificateId, 'certificateNotFound'));
    if (!record || record.user_id !== userId) throw new BusinessError('notFound', { messageKey: 'certificateNotFound' });
    return this.render(record);
  }

  /** Any certificate's PDF by id, for a mail the server sends on its own (the partner certificate of an approval). */
  async file(certificateId: string): Promise<CertificateFile> {
    const record = await new CertificateRepository(this.deps.db).findById(assertId(certificateId, 'certificateNotFound'));
    if (!record) throw new BusinessError('notFound', { messageKey: 'certificateNotFound' });
    return this.render(record);
  }

  /**
   * Opens the course again for a renewal (from `renewalOpensDaysBefore` days before the end): a new
   * study cycle, the first completion kept apart. Asking again answers the same course.
   */
  async renew(userId: string, certificateId: string): Promise<RenewResult> {
    const id = assertId(certificateId, 'certificateNotFound');
    return inTransaction(this.deps.db, async (tx) => {
      const held = await new CertificateRepository(tx).listForUser(userId);
      const record = held.find((candidate) => candidate.id === id);
      if (!record) throw new BusinessError('notFound', { messageKey: 'certificateNotFound' });
      if (record.kind !== 'course' || record.course_id === null || !renewalOpen(statusFacts(record), this.deps.now())) {
        throw new BusinessError('conflict', { messageKey: 'renewalNotOpen', values: { days: renewalOpensDaysBefore } });
      }
      if (!newestOfEachCourse(held).has(record.id)) throw new BusinessError('conflict', { messageKey: 'renewalNotNewest' });
      await reopenCourse(tx, { userId, courseId: record.course_id, certificateId: record.id, at: this.deps.now() });
      return { courseId: record.course_id };
    });
  }

  /** One of the caller's certificates as a signed Open Badges 3.0 credential (VC-JWT), for a wallet. */
  async credential(userId: string, certificateId: string): Promise<CertificateFile> {
    const record = await new CertificateRepository(this.deps.db).findById(assertId(certificateId, 'certificateNotFound'));
    if (!record || record.user_id !== userId) throw new BusinessError('notFound', { messageKey: 'certificateNotFound' });
    const lang = toLanguage(record.holder_lang);
    const payload = openBadgeCredential({
      certificateId: record.id,
      serial: record.serial,
      holderName: holderName(record),
      courseTitle: titleOf(record, lang),
      issuedAt: record.issued_at,
      validUntil: record.valid_until,
      publicUrl: this.deps.publicUrl,
      verifyUrl: this.verifyUrl(record.serial),
    });
    const jws = await this.deps.credentials.sign(payload, credentialType, `${this.deps.publicUrl}${apiBasePath}${certificatePaths.jwks}`);
    return { bytes: new TextEncoder().encode(jws), fileName: `certificate-${record.serial}.jwt`, contentType: 'application/vc+jwt' };
  }

  /** Anyone: whether a credential carries this server's signature, and the live status of its certificate (counted like a lookup). */
  async verifyCredential(jws: string, clientIp: string, lang: Language): Promise<CredentialVerification> {
    await this.deps.throttle.admit(this.deps.db, { rule: certificateThrottleRules.verifyPerIp, subject: clientIp });
    const payload = await this.deps.credentials.verify(jws.trim());
    const id = payload === undefined ? undefined : credentialCertificateId(payload);
    if (!id) return { signatureValid: false, verification: null };
    const record = await new CertificateRepository(this.deps.db).findById(assertId(id));
    return { signatureValid: true, verification: record ? this.verification(record, lang) : null };
  }

  /** Anonymous lookup by serial, counted per client address before it runs (serials are not to be enumerated). */
  async verify(serial: string, clientIp: string, lang: Language): Promise<CertificateVerification> {
    await this.deps.throttle.admit(this.deps.db, { rule: certificateThrottleRules.verifyPerIp, subject: clientIp });
    const record = await new CertificateRepository(this.deps.db).findBySerial(serial.trim().toUpperCase());
    if (!record) throw new BusinessError('notFound');
    return this.verification(record, lang);
  }

  /**
   * An administrator withdraws a certificate; revoking twice keeps the first date and reason. The
   * revocation and its audit entry commit together; a repeated revoke changes nothing and logs nothing.
   */
  async revoke(actor: AdminActor, certificateId: string, reason: string, lang: Language): Promise<CertificateVerification> {
    const id = assertId(certificateId, 'certificateNotFound');
    return inTransaction(this.deps.db, async (tx) => {
      const repository = new CertificateRepository(tx);
      const record = await repository.findById(id);
      if (!record) throw new BusinessError('notFound', { messageKey: 'certificateNotFound' });
      const at = this.deps.now();
      if (await repository.revoke(record.id, reason.trim(), at)) {
        await new AuditLogRepository(tx).record({ actor, action: 'certificate.revoke', target: { type: 'certificate', id: record.id }, details: { serial: record.serial, reason: reason.trim() }, at });
      }
      const revoked = await repository.findById(record.id);
      if (!revoked) throw new BusinessError('notFound', { messageKey: 'certificateNotFound' });
      return this.verification(revoked, lang);
    });
  }

  /** The operator CLI names a certificate by the serial printed on it. */
  async revokeBySerial(serial: string, reason: string): Promise<CertificateVerification> {
    const record = await new CertificateRepository(this.deps.db).findBySerial(serial.trim().toUpperCase());
    if (!record) throw new BusinessError('notFound', { messageKey: 'certificateNotFound' });
    return this.revoke({ id: null, account: 'operator-cli' }, record.id, reason, 'en');
  }

  /** The console's search: every certificate, filtered, sorted and paged by the database, statuses as of now. */
  async adminList(query: AdminCertificateListQuery, lang: Language): Promise<AdminCertificateListResult> {
    const now = this.deps.now();
    const { rows, total } = await new AdminCertificateRepository(this.deps.db).search({ ...query, now, lang });
    return { list: rows.map((row) => this.adminRow(row, lang)), total, page: query.page, pageSize: query.pageSize, sort: query.sort, order: query.order };
  }

  /**
   * A new serial replaces a certificate (same holder and subject, issued now; the validity of
   * `reissuedValidUntil`); the old one becomes superseded and points at it. Once per certificate however many requests race:
   * the row lock and the unique `reissued_from` decide, and asking again answers the same pair. The
   * holder is notified and the audit log records it, in the same transaction.
   */
  async reissue(actor: AdminActor, certificateId: string, reason: string, lang: Language): Promise<ReissueResult> {
    const id = assertId(certificateId, 'certificateNotFound');
    const result = await inTransaction(this.deps.db, async (tx) => {
      const repository = new AdminCertificateRepository(tx);
      const old = await repository.lock(id);
      if (!old) throw new BusinessError('notFound', { messageKey: 'certificateNotFound' });
      const existing = await repository.reissueOf(old.id);
      if (existing) return { oldId: old.id, newId: existing };
      if (!reissuable(old.kind, { revoked_at: old.revoked_at, superseded: old.superseded_by !== null })) throw new BusinessError('conflict', { messageKey: 'certificateNotReissuable' });
      const at = this.deps.now();
      const created = await repository.insertReissue(old, newSerial(), at, reissuedValidUntil(old.kind, old, at));
      if (!created) {
        const winner = await repository.reissueOf(old.id);
        if (!winner) throw new Error('reissue conflicted but no reissued certificate exists');
        return { oldId: old.id, newId: winner };
      }
      await repository.markReplaced(old.id, created.id);
      await new AuditLogRepository(tx).record({
        actor,
        action: 'certificate.reissue',
        target: { type: 'certificate', id: old.id },
        details: { serial: old.serial, newSerial: created.serial, newCertificateId: created.id, reason: reason.trim() },
        at,
      });
      const course = old.course_id ? await tx.selectFrom('courses').select('title').where('id', '=', old.course_id).executeTakeFirst() : undefined;
      const partner = old.kind === 'partner';
      const courseTitle = partner ? partnerCertificateTitles : (course?.title ?? { en: '' });
      await this.deps.notifier?.notify(tx, { kind: 'certificateIssued', userId: old.user_id, certificateId: created.id, serial: created.serial, courseTitle, partner });
      return { oldId: old.id, newId: created.id };
    });
    const now = this.deps.now();
    const repository = new AdminCertificateRepository(this.deps.db);
    const [certificate, replaced] = await Promise.all([repository.find(result.newId, now), repository.find(result.oldId, now)]);
    if (!certificate || !replaced) throw new BusinessError('notFound', { messageKey: 'certificateNotFound' });
    return { certificate: this.adminRow(certificate, lang), replaced: this.adminRow(replaced, lang) };
  }

  jwks() {
    return this.deps.credentials.jwks();
  }

  verifyUrl(serial: string): string {
    return `${this.deps.publicUrl.replace(/\/+$/, '')}${verifyPagePath(serial)}`;
  }

  private async render(record: CertificateRecord): Promise<CertificateFile> {
    const lang = toLanguage(record.holder_lang);
    const bytes = await renderCertificatePdf({
      kind: record.kind,
      serial: record.serial,
      holderName: holderName(record),
      company: record.company_name ?? record.holder_company,
      courseTitle: titleOf(record, lang),
      totalMinutes: totalMinutesOf(record.total_hours),
      issuedAt: record.issued_at,
      validUntil: record.valid_until,
      verifyUrl: this.verifyUrl(record.serial),
      lang,
    });
    return { bytes, fileName: certificateFileName(record.serial), contentType: 'application/pdf' };
  }

  private adminRow(record: AdminCertificateRecord, lang: Language): AdminCertificate {
    return {
      certificateId: record.id,
      serial: record.serial,
      kind: record.kind,
      holderName: record.holder_name,
      holderEmail: record.holder_email,
      holderAccount: record.holder_account,
      company: record.company,
      courseTitle: record.course_title ? localize(record.course_title, lang) : pdfTexts[lang].partnerTitle,
      issuedAt: record.issued_at.toISOString(),
      validUntil: record.valid_until.toISOString(),
      status: record.status,
      revokedAt: record.revoked_at?.toISOString() ?? null,
      revokedReason: record.revoked_reason,
      replacedBySerial: record.replaced_by_serial,
      reissuedFromSerial: record.reissued_from_serial,
      canRevoke: record.status !== 'revoked',
      canReissue: reissuable(record.kind, { revoked_at: record.revoked_at, superseded: record.replaced_by_serial !== null }),
    };
  }

  /** `newest`: it speaks for its course (`newestOfEachCourse`); only then may it be renewed. */
  private summary(record: CertificateRecord, lang: Language, now: Date, newest: boolean): CertificateSummary {
    const facts = statusFacts(record);
    return {
      certificateId: record.id,
      serial: record.serial,
      kind: record.kind,
      courseTitle: titleOf(record, lang),
      totalMinutes: totalMinutesOf(record.total_hours),
      issuedAt: record.issued_at.toISOString(),
      validUntil: record.valid_until.toISOString(),
      status: certificateStatusAt(facts, now),
      revokedAt: record.revoked_at?.toISOString() ?? null,
      canRenew: record.kind === 'course' && newest && renewalOpen(facts, now),
      renewCourseId: record.kind === 'course' ? record.course_id : null,
    };
  }

  private verification(record: CertificateRecord, lang: Language): CertificateVerification {
    return {
      serial: record.serial,
      holderName: holderName(record),
      company: record.company_name ?? record.holder_company,
      courseTitle: titleOf(record, lang),
      issuedAt: record.issued_at.toISOString(),
      validUntil: record.valid_until.toISOString(),
      status: certificateStatusAt(statusFacts(record), this.deps.now()),
      revokedAt: record.revoked_at?.toISOString() ?? null,
    };
  }
}
