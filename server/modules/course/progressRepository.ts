import { sql } from 'kysely';
import type { LessonProgressRow, WatchedRanges } from '../../db/courseSchema';
import { precompiled } from '../../db/precompiled';
import { tableColumns } from '../../db/tableColumns';
import type { Db } from '../../db/transaction';

// A video progress report, several a minute per learner watching.
const lockedRow = precompiled<{ userId: string; lessonId: string }, LessonProgressRow>((db, slot) =>
  db.selectFrom('lesson_progress').select(tableColumns.lesson_progress).where('user_id', '=', slot('userId')).where('lesson_id', '=', slot('lessonId')).forUpdate(),
);
// What a report writes: the watched parts as their JSON text.
type SavedPosition = Pick<LessonProgressRow, 'position_seconds' | 'watched_seconds' | 'reported_at' | 'playing'> & { watched_ranges: string };
const savePosition = precompiled<SavedPosition & Pick<LessonProgressRow, 'user_id' | 'lesson_id'>, never>((db, slot) =>
  db
    .updateTable('lesson_progress')
    .set({ position_seconds: slot('position_seconds'), watched_seconds: slot('watched_seconds'), watched_ranges: slot('watched_ranges'), reported_at: slot('reported_at'), playing: slot('playing') })
    .where('user_id', '=', slot('user_id'))
    .where('lesson_id', '=', slot('lesson_id')),
);
type Saved = { [Column in keyof SavedPosition as `saved_${Column}`]: SavedPosition[Column] };
// The same update, only while the row is still the one the report was credited against (every column compared).
const savePositionIfUnchanged = precompiled<SavedPosition & Saved & Pick<LessonProgressRow, 'user_id' | 'lesson_id' | 'cycle'>, Pick<LessonProgressRow, 'user_id'>>((db, slot) =>
  db
    .updateTable('lesson_progress')
    .set({
      position_seconds: slot('saved_position_seconds'),
      watched_seconds: slot('saved_watched_seconds'),
      watched_ranges: slot('saved_watched_ranges'),
      reported_at: slot('saved_reported_at'),
      playing: slot('saved_playing'),
    })
    .where('user_id', '=', slot('user_id'))
    .where('lesson_id', '=', slot('lesson_id'))
    .where('cycle', '=', slot('cycle'))
    .where('position_seconds', '=', slot('position_seconds'))
    .where('watched_seconds', '=', slot('watched_seconds'))
    .where('watched_ranges', '=', sql<WatchedRanges>`${slot('watched_ranges')}::jsonb`)
    .where('reported_at', '=', slot('reported_at'))
    .where('playing', '=', slot('playing'))
    .returning('user_id'),
);
const rangesText = (row: LessonProgressRow): string => JSON.stringify(row.watched_ranges);

/** Where each learner stands in each lesson video, and the study cycle of its test. */
export class LessonProgressRepository {
  constructor(private readonly db: Db) {}

  /** The row, locked until the transaction ends, so two reports never count the same seconds twice. */
  findForUpdate(userId: string, lessonId: string): Promise<LessonProgressRow | undefined> {
    return lockedRow(this.db, { userId, lessonId }).then((rows) => rows[0]);
  }

  /** Creates the row of a first report; false when a concurrent first report created it. */
  async insertFirst(row: LessonProgressRow): Promise<boolean> {
    const inserted = await this.db
      .insertInto('lesson_progress')
      .values({ ...row, watched_ranges: rangesText(row) })
      .onConflict((oc) => oc.columns(['user_id', 'lesson_id']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /**
   * Saves `saved` only if the row is still `read` (no lock held): false when another report, a new
   * study cycle or a renewal changed or removed it since.
   */
  async updateIfUnchanged(read: LessonProgressRow, saved: LessonProgressRow): Promise<boolean> {
    // Every column named, not the read row spread: a report runs several times a minute per learner watching.
    const rows = await savePositionIfUnchanged(this.db, {
      user_id: read.user_id,
      lesson_id: read.lesson_id,
      cycle: read.cycle,
      position_seconds: read.position_seconds,
      watched_seconds: read.watched_seconds,
      watched_ranges: rangesText(read),
      reported_at: read.reported_at,
      playing: read.playing,
      saved_position_seconds: saved.position_seconds,
      saved_watched_seconds: saved.watched_seconds,
      saved_watched_ranges: rangesText(saved),
      saved_reported_at: saved.reported_at,
      saved_playing: saved.playing,
    });
    return rows.length > 0;
  }

  async update(row: LessonProgressRow): Promise<void> {
    const { user_id, lesson_id, position_seconds, watched_seconds, reported_at, playing } = row;
    await savePosition(this.db, { user_id, lesson_id, position_seconds, watched_seconds, watched_ranges: rangesText(row), reported_at, playing });
  }

  /** Starts a new study cycle once: nothing watched, position back to 0, not playing; a repeated call for the same cycle does nothing. */
  async startNewCycle(userId: string, lessonId: string, endedCycle: number): Promise<void> {
    await this.db
      .updateTable('lesson_progress')
      .set({ watched_seconds: 0, watched_ranges: '[]', position_seconds: 0, playing: false, cycle: endedCycle + 1 })
      .where('user_id', '=', userId)
      .where('lesson_id', '=', lessonId)
      .where('cycle', '=', endedCycle)
      .execute();
  }
}
