import type { CertificateListResult, CertificateSummary, CertificateVerification, CredentialVerification, RenewResult } from '../../../src/contract/certificate';
import { certificatePaths, verifyPagePath } from '../../../src/contract/certificate';
import { apiBasePath } from '../../../src/contract/paths';
import { toLanguage, type Language } from '../../../src/contract/languages';
import { inTransaction, type Db } from '../../db/transaction';
import { BusinessError } from '../../lib/businessError';
import type { Throttle } from '../../lib/throttle/throttle';
import { assertId, localize, reopenCourse } from '../course';
import { CertificateRepository, type CertificateRecord } from './certificateRepository';
import { credentialCertificateId, credentialType, openBadgeCredential } from './credential';
import type { CredentialSigner } from './credentialSigner';
import { certificateThrottleRules, renewalOpensDaysBefore } from './limits';
import { certificateFileName, renderCertificatePdf } from './pdf';
import { pdfTexts } from './pdfTexts';
import { certificateStatusAt, renewalOpen, totalMinutesOf } from './validity';

export type CertificateServiceDeps = {
  db: Db;
  throttle: Throttle;
  now: () => Date;
  /** Origin of the public site (`PUBLIC_URL`): the QR code points at `<publicUrl>/verify/<serial>`. */
  publicUrl: string;
  /** Signs the Open Badges credentials. */
  credentials: CredentialSigner;
};

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
    return { list: records.map((record) => this.summary(record, lang, now)) };
  }

  /** The PDF of one of the caller's own certificates; anybody else's answers exactly like one that does not exist. */
  async pdf(userId: string, certificateId: string): Promise<CertificateFile> {
    const record = await new CertificateRepository(this.deps.db).findById(assertId(certificateId));
    if (!record || record.user_id !== userId) throw new BusinessError('notFound');
    return this.render(record);
  }

  /** Any certificate's PDF by id, for a mail the server sends on its own (the partner certificate of an approval). */
  async file(certificateId: string): Promise<CertificateFile> {
    const record = await new CertificateRepository(this.deps.db).findById(assertId(certificateId));
    if (!record) throw new BusinessError('notFound');
    return this.render(record);
  }

  /**
   * Opens the course again for a renewal (from `renewalOpensDaysBefore` days before the end): a new
   * study cycle, the first completion kept apart. Asking again answers the same course.
   */
  async renew(userId: string, certificateId: string): Promise<RenewResult> {
    const id = assertId(certificateId);
    return inTransaction(this.deps.db, async (tx) => {
      const record = await new CertificateRepository(tx).findById(id);
      if (!record || record.user_id !== userId) throw new BusinessError('notFound');
      if (record.kind !== 'course' || record.course_id === null || !renewalOpen(statusFacts(record), this.deps.now())) {
        throw new BusinessError('conflict', { messageKey: 'renewalNotOpen', values: { days: renewalOpensDaysBefore } });
      }
      await reopenCourse(tx, { userId, courseId: record.course_id, certificateId: record.id, at: this.deps.now() });
      return { courseId: record.course_id };
    });
  }

  /** One of the caller's certificates as a signed Open Badges 3.0 credential (VC-JWT), for a wallet. */
  async credential(userId: string, certificateId: string): Promise<CertificateFile> {
    const record = await new CertificateRepository(this.deps.db).findById(assertId(certificateId));
    if (!record || record.user_id !== userId) throw new BusinessError('notFound');
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

  /** An administrator withdraws a certificate; revoking twice keeps the first date and reason. */
  async revoke(certificateId: string, reason: string, lang: Language): Promise<CertificateVerification> {
    const repository = new CertificateRepository(this.deps.db);
    const record = await repository.findById(assertId(certificateId));
    if (!record) throw new BusinessError('notFound');
    await repository.revoke(record.id, reason.trim(), this.deps.now());
    const revoked = await repository.findById(record.id);
    if (!revoked) throw new BusinessError('notFound');
    return this.verification(revoked, lang);
  }

  /** The operator CLI names a certificate by the serial printed on it. */
  async revokeBySerial(serial: string, reason: string): Promise<CertificateVerification> {
    const record = await new CertificateRepository(this.deps.db).findBySerial(serial.trim().toUpperCase());
    if (!record) throw new BusinessError('notFound');
    return this.revoke(record.id, reason, 'en');
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

  private summary(record: CertificateRecord, lang: Language, now: Date): CertificateSummary {
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
      canRenew: record.kind === 'course' && renewalOpen(facts, now),
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
