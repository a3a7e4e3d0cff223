import type { Insertable } from 'kysely';
import type { LessonProgressTable, LessonRow } from '../courseSchema';

/** A demo learner's progress in a lesson watched once from start to end, stopped at its end, at `at`. */
export const watchedLessonRow = (userId: string, lesson: Pick<LessonRow, 'id' | 'duration_seconds'>, at: Date): Insertable<LessonProgressTable> => ({
  user_id: userId,
  lesson_id: lesson.id,
  position_seconds: lesson.duration_seconds,
  watched_seconds: lesson.duration_seconds,
  watched_ranges: JSON.stringify([[0, lesson.duration_seconds]]),
  cycle: 1,
  reported_at: at,
  playing: false,
});
