import { captionPath, watchedPercentToOpenTest, type CaptionKind, type CourseDetail, type CourseSummary, type LessonCaption, type LessonView, type NextStep } from '../../../src/contract/course';
import { apiBasePath } from '../../../src/contract/paths';
import type { Language } from '../../../src/contract/languages';
import type { LessonRow } from '../../db/courseSchema';
import { coursePercent, courseStatus } from './courseProgress';
import type { CourseState } from './courseState';
import { lessonResumeSeconds, lessonTestOf, videoActionOf } from './lessonOffer';
import type { LessonState } from './lessonState';
import { localize } from './localized';
import { unwatchedPartsOf } from './watchTime';

/** A course lasts as long as its lesson videos. */
export const courseSeconds = (lessons: readonly Pick<LessonRow, 'duration_seconds'>[]): number => lessons.reduce((sum, lesson) => sum + lesson.duration_seconds, 0);

export const toCourseSummary = (state: CourseState, lessons: LessonState[], lang: Language): CourseSummary => ({
  courseId: state.course.id,
  title: localize(state.course.title, lang),
  description: localize(state.course.description, lang),
  audience: state.course.audience,
  kind: state.course.kind,
  percent: coursePercent(state, lessons),
  status: courseStatus(state, lessons),
  totalSeconds: courseSeconds(state.lessons),
  lessonCount: lessons.length,
  lockedBy: state.lockedBy ? { courseId: state.lockedBy.id, title: localize(state.lockedBy.title, lang) } : null,
});

/**
 * Captions are signed with their video's grant (the same lesson, learner and expiry): their URLs take its query,
 * and the captions' version, so a replaced file is fetched anew.
 */
const captionsOf = (lesson: LessonState, videoUrl: string, courseLanguage: string): LessonCaption[] => {
  if (videoUrl === '') return [];
  const query = `${videoUrl.slice(videoUrl.indexOf('?'))}&v=${lesson.lesson.caption_version}`;
  return lesson.lesson.caption_languages.map((language) => ({
    language,
    kind: captionKindOf(language, courseLanguage),
    url: `${apiBasePath}${captionPath(lesson.lesson.id, language)}${query}`,
  }));
};

/** Captions say what is said in the language it is said in (the course's); a track in another language translates it. */
export const captionKindOf = (language: string, courseLanguage: string): CaptionKind => (language === courseLanguage ? 'captions' : 'subtitles');

/**
 * `videoUrl` is empty for a locked lesson: its video (and its captions) are not handed out before it opens.
 * `courseLanguage`: the language the course is taught in, which makes a caption track captions or subtitles.
 */
export const toLessonView = (lesson: LessonState, previous: LessonState | undefined, videoUrl: string, lang: Language, courseLanguage: string): LessonView => {
  const videoAction = videoActionOf(lesson);
  return {
    lessonId: lesson.lesson.id,
    title: localize(lesson.lesson.title, lang),
    locked: lesson.locked,
    status: lesson.passed ? 'completed' : lesson.started ? 'in_progress' : 'not_started',
    videoUrl,
    captions: captionsOf(lesson, videoUrl, courseLanguage),
    durationSeconds: lesson.lesson.duration_seconds,
    videoPercent: lesson.videoPercent,
    positionSeconds: lesson.positionSeconds,
    videoAction,
    resumeSeconds: lessonResumeSeconds(lesson, videoAction),
    unwatchedParts: unwatchedPartsOf(lesson.watchedRanges, lesson.lesson.duration_seconds),
    examId: lesson.test?.id ?? '',
    test: lessonTestOf(lesson, previous, lang),
    attemptsUsed: lesson.attemptsUsed,
    attemptsAllowed: lesson.attemptsAllowed,
    passPercent: lesson.passPercent,
    watchedPercentToOpenTest,
  };
};

// Each field named rather than the summary spread without its lesson count: a rest copy is slow, and a detail is made on every call.
export const toCourseDetail = (state: CourseState, lessons: LessonState[], lessonViews: LessonView[], next: NextStep, lang: Language): CourseDetail => {
  const summary = toCourseSummary(state, lessons, lang);
  return {
    courseId: summary.courseId,
    title: summary.title,
    description: summary.description,
    audience: summary.audience,
    kind: summary.kind,
    percent: summary.percent,
    status: summary.status,
    totalSeconds: summary.totalSeconds,
    lockedBy: summary.lockedBy,
    lessons: lessonViews,
    finalExamId: state.finalExam?.id ?? null,
    finalExamLocked: state.finalExam === undefined || !lessons.every((lesson) => lesson.passed),
    certificateId: state.certificate?.id ?? null,
    next,
  };
};
