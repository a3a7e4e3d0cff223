import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction';
import { databasesUnderTest } from '../../test/databases';
import { useCourseContext } from '../../test/courseTestKit';
import { AttemptRepository } from './attemptRepository';

describe.each(databasesUnderTest())("a learner's exam lock on $name", ({ kind }) => {
  const kit = useCourseContext(kind);

  /** The advisory locks this connection holds now. */
  const heldLocks = async (tx: Parameters<Parameters<typeof inTransaction>[1]>[0]) =>
    (await sql<{ classid: string; objid: string }>`select classid::text, objid::text from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()`.execute(tx)).rows;

  it('is one lock whether a start takes it with the exam read or a grade takes it alone', async () => {
    const exam = await kit().db.selectFrom('exams').select('id').where('kind', '=', 'final').executeTakeFirstOrThrow();
    const userId = '6f1d8c2e-3b7a-4c59-9e1f-2a4b6c8d0e12';
    await inTransaction(kit().db, async (tx) => {
      const attempts = new AttemptRepository(tx);
      expect((await attempts.lockLearnerExamReading(userId, exam.id))?.id).toBe(exam.id);
      const afterRead = await heldLocks(tx);
      expect(afterRead).toHaveLength(1);
      await attempts.lockLearnerExam(userId, exam.id);
      expect(await heldLocks(tx)).toEqual(afterRead);
      // Another exam of the same learner is another lock.
      await attempts.lockLearnerExam(userId, '00000000-0000-4000-8000-000000000000');
      expect(await heldLocks(tx)).toHaveLength(2);
    });
  });

  it('takes no lock for an exam that does not exist', async () => {
    await inTransaction(kit().db, async (tx) => {
      expect(await new AttemptRepository(tx).lockLearnerExamReading('6f1d8c2e-3b7a-4c59-9e1f-2a4b6c8d0e12', '00000000-0000-4000-8000-000000000000')).toBeUndefined();
      expect(await heldLocks(tx)).toEqual([]);
    });
  });
});
