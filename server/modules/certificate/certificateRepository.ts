import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { CertificateRow } from '../../db/courseSchema';
import type { Db } from '../../db/transaction';

export type NewCertificate = Omit<CertificateRow, 'id' | 'serial'>;

/** Certificates earned by passing a final exam: one per learner and course. */
export class CertificateRepository {
  constructor(private readonly db: Db) {}

  findForUserCourse(userId: string, courseId: string): Promise<CertificateRow | undefined> {
    return this.db.selectFrom('certificates').selectAll().where('user_id', '=', userId).where('course_id', '=', courseId).executeTakeFirst();
  }

  /** Issues the certificate unless the learner holds one for the course; returns the one that exists. */
  async issueOnce(certificate: NewCertificate, serialOf: (sequence: number, issuedAt: Date) => string): Promise<CertificateRow> {
    const existing = await this.findForUserCourse(certificate.user_id, certificate.course_id);
    if (existing) return existing;
    const sequence = await sql<{ next: number }>`select nextval('certificate_serial_seq')::int as next`.execute(this.db);
    const inserted = await this.db
      .insertInto('certificates')
      .values({ id: randomUUID(), serial: serialOf(Number(sequence.rows[0]?.next), certificate.issued_at), ...certificate })
      .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return inserted;
    // A concurrent grading issued it between our read and our insert: that one stands.
    const winner = await this.findForUserCourse(certificate.user_id, certificate.course_id);
    if (!winner) throw new Error('certificate insert conflicted but no certificate exists');
    return winner;
  }
}
