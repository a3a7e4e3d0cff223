import type { CourseKind } from '../../../src/contract/course';

export type PublishBlock =
  | { messageKey: 'publishNeedsLesson'; values: Record<string, never> }
  | { messageKey: 'publishNeedsLessonTest'; values: { lesson: string } }
  | { messageKey: 'publishNeedsFinalExam'; values: { versionCode: string } };

type ExamShape = { questionCount: number; poolSize: number };

/**
 * What keeps a course from being offered to learners, or null: lessons unlock one by one only through
 * their tests, and a certification ends with the final exam of the learner's country.
 */
export const publishBlock = (course: {
  kind: CourseKind;
  countries: string[];
  lessons: { title: string; durationSeconds: number; test: ExamShape | null }[];
  finalExams: Map<string, ExamShape>;
}): PublishBlock | null => {
  if (course.lessons.length === 0) return { messageKey: 'publishNeedsLesson', values: {} };
  const incomplete = course.lessons.find((lesson) => lesson.durationSeconds <= 0 || !lesson.test || lesson.test.poolSize < lesson.test.questionCount);
  if (incomplete) return { messageKey: 'publishNeedsLessonTest', values: { lesson: incomplete.title } };
  if (course.kind === 'certification') {
    const missing = course.countries.find((code) => {
      const exam = course.finalExams.get(code);
      return !exam || exam.poolSize < exam.questionCount;
    });
    if (missing) return { messageKey: 'publishNeedsFinalExam', values: { versionCode: missing } };
  }
  return null;
};
