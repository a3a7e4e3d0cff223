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
};

/**
 * Issues the course certificate of a passed final exam inside the grading transaction `tx`: once
 * per learner and course, however many submits race (the unique key decides, the first stands).
 */
export const issueCourseCertificate = (tx: Db, completion: CourseCompletion): Promise<CertificateRow> =>
  new CertificateRepository(tx).issueOnce(
    {
      user_id: completion.userId,
      course_id: completion.course.id,
      attempt_id: completion.attemptId,
      issued_at: completion.completedAt,
      valid_until: validUntilOf(completion.completedAt, completion.course.validity_months),
      total_hours: certificateHours(completion.totalSeconds),
    },
    newSerial,
  );
