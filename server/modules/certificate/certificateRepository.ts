import { randomUUID } from 'node:crypto';
import type { CertificateRow, LocalizedText } from '../../db/courseSchema';
import type { Db } from '../../db/transaction';

export type NewCertificate = Omit<CertificateRow, 'id' | 'serial' | 'kind' | 'revoked_at' | 'revoked_reason' | 'superseded_by' | 'company_id' | 'course_id' | 'reissued_from'> & { attempt_id: string; course_id: string };

/** A business partner certificate: it certifies a company, held by the company's admin account. */
export type NewPartnerCertificate = Pick<CertificateRow, 'user_id' | 'issued_at' | 'valid_until'> & { company_id: string };

/** A certificate with what its list row, PDF and verification show about the course and the holder. */
export type CertificateRecord = CertificateRow & {
  /** Null for a partner certificate (no course). */
  course_title: LocalizedText | null;
  /** The certified company's name (partner certificates). */
  company_name: string | null;
  holder_name: string;
  holder_account: string;
  holder_company: string;
  holder_email: string;
  holder_lang: string;
};

/** Certificates: earned by passing a final exam (one per passing attempt), renewed, revoked. */
export class CertificateRepository {
  constructor(private readonly db: Db) {}

  /** The learner's newest certificate of a course. */
  findForUserCourse(userId: string, courseId: string): Promise<CertificateRow | undefined> {
    return this.db
      .selectFrom('certificates')
      .selectAll()
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId)
      .orderBy('issued_at', 'desc')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
  }

  findRow(id: string): Promise<CertificateRow | undefined> {
    return this.db.selectFrom('certificates').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Marks a renewed certificate as replaced by its successor (once). */
  async supersede(id: string, successorId: string): Promise<void> {
    await this.db.updateTable('certificates').set({ superseded_by: successorId }).where('id', '=', id).where('superseded_by', 'is', null).execute();
  }

  findByAttempt(attemptId: string): Promise<CertificateRow | undefined> {
    return this.db.selectFrom('certificates').selectAll().where('attempt_id', '=', attemptId).executeTakeFirst();
  }

  /** Issues the certificate of a passing attempt once; returns the one that exists when it was issued already. */
  async issueOnce(certificate: NewCertificate, serial: () => string): Promise<CertificateRow> {
    const inserted = await this.db
      .insertInto('certificates')
      .values({ id: randomUUID(), serial: serial(), ...certificate })
      .onConflict((oc) => oc.column('attempt_id').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return inserted;
    // A concurrent grading of the same attempt issued it first: that one stands.
    const winner = await this.findByAttempt(certificate.attempt_id);
    if (!winner) throw new Error('certificate insert conflicted but no certificate exists');
    return winner;
  }

  /**
   * The company's partner certificate, issued once whatever number of approvals race: its first one is unique
   * per company (reissues point back at it, migration `0026_partner_certificate_reissue`).
   */
  async issuePartnerOnce(certificate: NewPartnerCertificate, serial: () => string): Promise<CertificateRow> {
    const inserted = await this.db
      .insertInto('certificates')
      .values({ id: randomUUID(), serial: serial(), kind: 'partner', course_id: null, attempt_id: null, total_hours: 0, ...certificate })
      .onConflict((oc) => oc.column('company_id').where('reissued_from', 'is', null).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return inserted;
    const winner = await this.db.selectFrom('certificates').selectAll().where('company_id', '=', certificate.company_id).where('reissued_from', 'is', null).executeTakeFirst();
    if (!winner) throw new Error('partner certificate insert conflicted but no certificate exists');
    return winner;
  }

  /**
   * The company's partner certificates, its history too, are held by its administrator: a new one takes
   * them over (their list, reminders and reissues). Returns how many moved.
   */
  async movePartnerCertificates(companyId: string, userId: string): Promise<number> {
    const moved = await this.db.updateTable('certificates').set({ user_id: userId }).where('company_id', '=', companyId).where('kind', '=', 'partner').where('user_id', '<>', userId).executeTakeFirst();
    return Number(moved.numUpdatedRows);
  }

  /** Inserts a certificate as it is (the demo seed's history). */
  insert(certificate: Omit<CertificateRow, 'id' | 'kind' | 'company_id' | 'reissued_from'> & { kind?: CertificateRow['kind']; company_id?: string | null; reissued_from?: string | null }): Promise<CertificateRow> {
    return this.db.insertInto('certificates').values({ id: randomUUID(), ...certificate }).returningAll().executeTakeFirstOrThrow();
  }

  private records() {
    return this.db
      .selectFrom('certificates')
      .leftJoin('courses', 'courses.id', 'certificates.course_id')
      .leftJoin('companies', 'companies.id', 'certificates.company_id')
      .innerJoin('users', 'users.id', 'certificates.user_id')
      .selectAll('certificates')
      .select([
        'courses.title as course_title',
        'companies.name as company_name',
        'users.name as holder_name',
        'users.account as holder_account',
        'users.company as holder_company',
        'users.email as holder_email',
        'users.lang as holder_lang',
      ]);
  }

  /** A learner's certificates, newest first. */
  listForUser(userId: string): Promise<CertificateRecord[]> {
    return this.records().where('certificates.user_id', '=', userId).orderBy('certificates.issued_at', 'desc').orderBy('certificates.id').execute();
  }

  findById(id: string): Promise<CertificateRecord | undefined> {
    return this.records().where('certificates.id', '=', id).executeTakeFirst();
  }

  findBySerial(serial: string): Promise<CertificateRecord | undefined> {
    return this.records().where('certificates.serial', '=', serial).executeTakeFirst();
  }

  /** Marks it revoked once; false when it already was (the first reason and date stand). */
  async revoke(id: string, reason: string, at: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('certificates')
      .set({ revoked_at: at, revoked_reason: reason })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
