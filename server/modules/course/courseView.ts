import type { CourseDetail, CourseSummary, LessonView } from '../../../src/contract/course';
import type { Language } from '../../../src/contract/languages';
import { coursePercent, courseStatus } from './courseProgress';
import type { CourseState } from './courseState';
import { lessonTestGate } from './examGate';
import type { LessonState } from './lessonState';
import { localize } from './localized';

export const toCourseSummary = (state: CourseState, lessons: LessonState[], lang: Language): CourseSummary => ({
  courseId: state.course.id,
  title: localize(state.course.title, lang),
  description: localize(state.course.description, lang),
  audience: state.course.audience,
  kind: state.course.kind,
  percent: coursePercent(state, lessons),
  status: courseStatus(state, lessons),
  totalMinutes: state.course.total_minutes,
  lessonCount: lessons.length,
});

/** `videoUrl` is empty for a locked lesson: its video is not handed out before it opens. */
export const toLessonView = (lesson: LessonState, videoUrl: string, lang: Language): LessonView => {
  const gate = lessonTestGate(lesson);
  return {
    lessonId: lesson.lesson.id,
    title: localize(lesson.lesson.title, lang),
    locked: lesson.locked,
    status: lesson.passed ? 'completed' : lesson.started ? 'in_progress' : 'not_started',
    videoUrl,
    durationSeconds: lesson.lesson.duration_seconds,
    videoPercent: lesson.videoPercent,
    positionSeconds: lesson.positionSeconds,
    examId: lesson.test?.id ?? '',
    testOpen: gate.canStart,
    attemptsUsed: lesson.attemptsUsed,
    attemptsAllowed: lesson.attemptsAllowed,
    mustRepeat: lesson.mustRepeat,
  };
};

export const toCourseDetail = (state: CourseState, lessons: LessonState[], lessonViews: LessonView[], lang: Language): CourseDetail => {
  const { lessonCount: _lessonCount, ...summary } = toCourseSummary(state, lessons, lang);
  return {
    ...summary,
    lessons: lessonViews,
    finalExamId: state.finalExam?.id ?? null,
    finalExamLocked: state.finalExam === undefined || !lessons.every((lesson) => lesson.passed),
    certificateId: state.certificate?.id ?? null,
  };
};
