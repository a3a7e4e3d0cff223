import { partnerCertificateValidityMonths } from '../../../src/contract/certificate';
import type { CertificateRow } from '../../db/courseSchema';
import type { Db } from '../../db/transaction';
import { CertificateRepository } from './certificateRepository';
import { certificateHours } from './hours';
import { newSerial } from './serial';
import { validUntilOf } from './validity';

export type CourseCompletion = {
  userId: string;
  course: { id: string; validity_months: number };
  attemptId: string;
  completedAt: Date;
  /** The course's length (its lesson videos). */
  totalSeconds: number;
  /** The certificate the learner's latest renewal of the course renews, null without one (`CourseRepository.findForCompletion`). */
  renewsCertificateId: string | null;
};

/**
 * Issues the course certificate of a passed final exam inside the grading transaction `tx`: once per
 * passing attempt, however many submits race (the unique key decides, the first stands). After a
 * renewal the new one continues the renewed one's validity (from its end, or from today when it has
 * ended) and the renewed one becomes superseded.
 */
export const issueCourseCertificate = async (tx: Db, completion: CourseCompletion): Promise<CertificateRow> => {
  const certificates = new CertificateRepository(tx);
  const renewed = completion.renewsCertificateId ? await certificates.findRow(completion.renewsCertificateId) : undefined;
  const continues = renewed && !renewed.superseded_by && !renewed.revoked_at ? renewed : undefined;
  const from = continues && continues.valid_until > completion.completedAt ? continues.valid_until : completion.completedAt;
  const issued = await certificates.issueOnce(
    {
      user_id: completion.userId,
      course_id: completion.course.id,
      attempt_id: completion.attemptId,
      issued_at: completion.completedAt,
      valid_until: validUntilOf(from, completion.course.validity_months),
      total_hours: certificateHours(completion.totalSeconds),
    },
    newSerial,
  );
  if (continues && issued.id !== continues.id) await certificates.supersede(continues.id, issued.id);
  return issued;
};

/**
 * Issues the business partner certificate of an approved company inside the approval's transaction
 * `tx`: once per company (the unique key on the company's first one decides), held by the company's admin account.
 */
export const issuePartnerCertificate = async (tx: Db, partner: { userId: string; companyId: string; issuedAt: Date }): Promise<CertificateRow> =>
  new CertificateRepository(tx).issuePartnerOnce(
    { user_id: partner.userId, company_id: partner.companyId, issued_at: partner.issuedAt, valid_until: validUntilOf(partner.issuedAt, partnerCertificateValidityMonths) },
    newSerial,
  );
