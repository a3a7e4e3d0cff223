import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { CourseEnrollmentsTable } from '../../db/courseSchema';
import { precompiled } from '../../db/precompiled';
import { tableColumns } from '../../db/tableColumns';
import type { Db } from '../../db/transaction';

export type EnrollmentRow = Selectable<CourseEnrollmentsTable>;

// Read whenever a certificate is issued: compiled once (see courseRepository.ts).
const enrollmentsIn = precompiled<{ userId: string; courseIds: string[] }, EnrollmentRow>((db, slot) =>
  db
    .selectFrom('course_enrollments')
    .select(tableColumns.course_enrollments)
    .where('user_id', '=', slot('userId'))
    .where((eb) => eb('course_id', '=', eb.fn.any(eb.val(slot('courseIds')))))
    .orderBy('started_at'),
);

/** Renewals: each opens a course again for a learner from its `started_at` (the earlier completion stays as it was). */
export class EnrollmentRepository {
  constructor(private readonly db: Db) {}

  /** The learner's latest renewal of each of these courses. */
  async latestOf(userId: string, courseIds: string[]): Promise<Map<string, EnrollmentRow>> {
    if (courseIds.length === 0) return new Map();
    const rows = await enrollmentsIn(this.db, { userId, courseIds });
    return new Map(rows.map((row) => [row.course_id, row]));
  }

  findByRenewedCertificate(certificateId: string): Promise<EnrollmentRow | undefined> {
    return this.db.selectFrom('course_enrollments').selectAll().where('renews_certificate_id', '=', certificateId).executeTakeFirst();
  }

  /** Opens the renewal of a certificate once; undefined when it was opened already (however many requests race). */
  open(enrollment: Omit<EnrollmentRow, 'id'>): Promise<EnrollmentRow | undefined> {
    return this.db
      .insertInto('course_enrollments')
      .values({ id: randomUUID(), ...enrollment })
      .onConflict((oc) => oc.column('renews_certificate_id').doNothing())
      .returningAll()
      .executeTakeFirst();
  }
}

/**
 * Opens a course again for a renewal inside `tx`: every video is to be watched again and every test
 * passed again; attempts and certificates before `at` no longer count for the course state. True when this call opened it, false when the renewal was open already.
 */
export const reopenCourse = async (tx: Db, renewal: { userId: string; courseId: string; certificateId: string; at: Date }): Promise<boolean> => {
  const opened = await new EnrollmentRepository(tx).open({ user_id: renewal.userId, course_id: renewal.courseId, renews_certificate_id: renewal.certificateId, started_at: renewal.at });
  if (!opened) return false;
  const lessonIds = (await tx.selectFrom('lessons').select('id').where('course_id', '=', renewal.courseId).execute()).map((lesson) => lesson.id);
  // The videos start unwatched in study cycle 1; the earlier attempts stay, outside this enrollment.
  if (lessonIds.length > 0) await tx.deleteFrom('lesson_progress').where('user_id', '=', renewal.userId).where('lesson_id', 'in', lessonIds).execute();
  return true;
};
