import { watchedShareToOpenTest, type LessonView } from '../../src/contract/course';

export type VideoAction = 'watch' | 'continue' | 'replay';

/** Which video button a lesson offers: Replay once watched (the test opens at 95%), Continue once started, else Watch. */
export const videoAction = (lesson: Pick<LessonView, 'videoPercent' | 'positionSeconds' | 'status' | 'mustRepeat'>): VideoAction => {
  const watched = lesson.videoPercent >= watchedShareToOpenTest * 100;
  if (watched || (lesson.status === 'completed' && !lesson.mustRepeat)) return 'replay';
  if (lesson.positionSeconds > 0 || lesson.videoPercent > 0) return 'continue';
  return 'watch';
};
