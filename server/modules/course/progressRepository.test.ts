import { describe, expect, it } from 'vitest';
import { certifiedLearner } from '../../test/certificateTestKit';
import { useCourseContext } from '../../test/courseTestKit';
import { databasesUnderTest } from '../../test/databases';
import { learnerRecordOf } from './learnerRecordRepository';
import { LessonProgressRepository } from './progressRepository';

describe.each(databasesUnderTest())('a progress report saved without a lock, on $name', ({ kind }) => {
  const kit = useCourseContext(kind);

  /** A row of the learner's, with values whose text forms are not exact (thirds, tenths, milliseconds), read as a report reads it: through the record's JSON. */
  const awkwardRow = async () => {
    const { learner, courseId } = await certifiedLearner(kit());
    const { db } = kit();
    const [first] = (await learnerRecordOf(db, learner.id, [courseId])).progress;
    if (!first) throw new Error('the certified learner has no progress row');
    await db
      .updateTable('lesson_progress')
      .set({ position_seconds: 1 / 3, watched_seconds: 0.1 + 0.2, watched_ranges: JSON.stringify([[0, 0.1 + 0.2]]), reported_at: new Date('2026-11-29T10:11:12.345Z'), playing: true })
      .where('user_id', '=', first.user_id)
      .where('lesson_id', '=', first.lesson_id)
      .execute();
    const read = (await learnerRecordOf(db, learner.id, [courseId])).progress.find((row) => row.lesson_id === first.lesson_id);
    if (!read) throw new Error('the row vanished');
    const stored = () => db.selectFrom('lesson_progress').selectAll().where('user_id', '=', read.user_id).where('lesson_id', '=', read.lesson_id).executeTakeFirstOrThrow();
    return { read, stored, progress: new LessonProgressRepository(db) };
  };

  it('saves a row read through the record while no one changed it, exactly once', async () => {
    const { read, stored, progress } = await awkwardRow();
    expect(read).toMatchObject({ position_seconds: 1 / 3, watched_seconds: 0.1 + 0.2, watched_ranges: [[0, 0.1 + 0.2]], playing: true });
    // Parts whose JSON texts differ from the read ones, the rest unchanged: the row is not the one read.
    expect(await progress.updateIfUnchanged({ ...read, watched_ranges: [[0, 0.3]] }, { ...read, watched_seconds: 0.9 })).toBe(false);
    const saved = { ...read, position_seconds: 2 / 3, watched_seconds: 0.7, watched_ranges: [[0, 0.1 + 0.2], [1 / 3, 2 / 3]] as const, reported_at: new Date('2026-11-29T10:11:13.001Z') };
    expect(await progress.updateIfUnchanged(read, saved)).toBe(true);
    expect(await stored()).toEqual(saved);
    // The same stale read again (a second report that raced the first) saves nothing.
    expect(await progress.updateIfUnchanged(read, { ...saved, watched_seconds: 0.9 })).toBe(false);
    expect(await stored()).toEqual(saved);
  });

  it('saves nothing over a new study cycle or a removed row', async () => {
    const { read, stored, progress } = await awkwardRow();
    await progress.startNewCycle(read.user_id, read.lesson_id, read.cycle);
    const afterCycle = await stored();
    expect(await progress.updateIfUnchanged(read, { ...read, watched_seconds: 5 })).toBe(false);
    expect(await stored()).toEqual(afterCycle);
    await kit().db.deleteFrom('lesson_progress').where('user_id', '=', read.user_id).where('lesson_id', '=', read.lesson_id).execute();
    expect(await progress.updateIfUnchanged(afterCycle, { ...afterCycle, watched_seconds: 5 })).toBe(false);
  });
});
