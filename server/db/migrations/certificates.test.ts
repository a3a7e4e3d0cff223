import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../test/databases';
import { beforeMigration } from '../../test/migrationKit';

/** 0004 on a database that already holds certificates with sequential serials. */
describe.each(databasesUnderTest())('migration 0004_certificates on $name', ({ kind }) => {
  it('replaces sequential serials with random ones and gives every course 24 months of validity', async () => {
    await beforeMigration(kind, '0003_course_play_state', async ({ db, now, userId, migrateOn }) => {
      const exam = await db.selectFrom('exams').select(['id', 'course_id']).where('kind', '=', 'final').executeTakeFirstOrThrow();
      const attemptId = randomUUID();
      await sql`insert into exam_attempts (id, exam_id, user_id, cycle, attempt_number, status, layout, answers, question_count, started_at, completed_at, correct_count, correct_percent, passed)
        values (${attemptId}, ${exam.id}, ${userId}, 1, 1, 'graded', '[]', '{}', 0, ${now}, ${now}, 0, 100, true)`.execute(db);
      await sql`insert into certificates (id, serial, user_id, course_id, attempt_id, issued_at, valid_until, total_hours)
        values (${randomUUID()}, 'TC-2031-000001', ${userId}, ${exam.course_id}, ${attemptId}, ${now}, ${now}, 1)`.execute(db);

      await migrateOn();
      const certificate = await db.selectFrom('certificates').selectAll().executeTakeFirstOrThrow();
      expect(certificate.serial).toMatch(/^TC-[0-9A-F]{4}(-[0-9A-F]{4}){3}$/);
      expect(certificate).toMatchObject({ kind: 'course', revoked_at: null, superseded_by: null, attempt_id: attemptId });
      const validity = await db.selectFrom('courses').select('validity_months').execute();
      expect(new Set(validity.map((course) => course.validity_months))).toEqual(new Set([24]));
    });
  });
});
