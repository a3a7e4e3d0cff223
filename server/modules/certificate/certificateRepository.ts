import { randomUUID } from 'node:crypto';
import type { CertificateRow, LocalizedText } from '../../db/courseSchema';
import type { Db } from '../../db/transaction';

export type NewCertificate = Omit<CertificateRow, 'id' | 'serial' | 'kind' | 'revoked_at' | 'revoked_reason'>;

/** A certificate with what its list row, PDF and verification show about the course and the holder. */
export type CertificateRecord = CertificateRow & {
  course_title: LocalizedText;
  holder_name: string;
  holder_account: string;
  holder_company: string;
  holder_email: string;
  holder_lang: string;
};

/** Certificates earned by passing a final exam: one per learner and course. */
export class CertificateRepository {
  constructor(private readonly db: Db) {}

  findForUserCourse(userId: string, courseId: string): Promise<CertificateRow | undefined> {
    return this.db.selectFrom('certificates').selectAll().where('user_id', '=', userId).where('course_id', '=', courseId).executeTakeFirst();
  }

  /** Issues the certificate unless the learner holds one for the course; returns the one that exists. */
  async issueOnce(certificate: NewCertificate, serial: () => string): Promise<CertificateRow> {
    const existing = await this.findForUserCourse(certificate.user_id, certificate.course_id);
    if (existing) return existing;
    const inserted = await this.db
      .insertInto('certificates')
      .values({ id: randomUUID(), serial: serial(), ...certificate })
      .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return inserted;
    // A concurrent grading issued it between our read and our insert: that one stands.
    const winner = await this.findForUserCourse(certificate.user_id, certificate.course_id);
    if (!winner) throw new Error('certificate insert conflicted but no certificate exists');
    return winner;
  }

  private records() {
    return this.db
      .selectFrom('certificates')
      .innerJoin('courses', 'courses.id', 'certificates.course_id')
      .innerJoin('users', 'users.id', 'certificates.user_id')
      .selectAll('certificates')
      .select([
        'courses.title as course_title',
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
