import { isAdminCoursesView, newCourseId, type AdminCoursesMove } from '../../src/elements/events';

/** Where the section is: the list, a course's editor (`new`: a new course's form), or that editor with one exam open. */
export type EditorLocation =
  | { view: 'list' }
  | { view: 'course'; courseId: string }
  | { view: 'lesson-test'; courseId: string; lessonId: string }
  | { view: 'final-exam'; courseId: string; versionCode: string };

/** The exam open in a course's editor, as the server identifies it: a lesson's test or the final exam of a country version. */
export type ExamTarget = { lessonId: string } | { versionCode: string };

export type LocationAttributes = { view?: string; courseId?: string; lessonId?: string; versionCode?: string };

/** Empty attributes count as absent: r2wc hands over '' when an attribute is cleared. */
const present = (value: string | undefined): string | undefined => (value ? value : undefined);

/**
 * Where the attributes point. Without `view`, `course-id` alone opens that course (the attribute's
 * meaning before `view` existed). A view whose ids are missing shows the nearest one it can: an exam
 * without its lesson or country version shows its course, a course without its id the list.
 */
export function toLocation({ view, courseId, lessonId, versionCode }: LocationAttributes): EditorLocation {
  const course = present(courseId);
  const named = isAdminCoursesView(view) ? view : course ? 'course' : 'list';
  if (named === 'list' || !course) return { view: 'list' };
  const lesson = present(lessonId);
  if (named === 'lesson-test' && lesson && course !== newCourseId) return { view: 'lesson-test', courseId: course, lessonId: lesson };
  const version = present(versionCode);
  if (named === 'final-exam' && version && course !== newCourseId) return { view: 'final-exam', courseId: course, versionCode: version };
  return { view: 'course', courseId: course };
}

/** One string per place: whether new attributes moved the section at all (ids other than the view's own are left out: r2wc keeps a removed attribute's old value). */
export const locationKey = (location: EditorLocation): string => {
  switch (location.view) {
    case 'list':
      return 'list';
    case 'course':
      return `course|${location.courseId}`;
    case 'lesson-test':
      return `lesson-test|${location.courseId}|${location.lessonId}`;
    case 'final-exam':
      return `final-exam|${location.courseId}|${location.versionCode}`;
  }
};

/** The course whose editor shows, or null on the list. */
export const courseOf = (location: EditorLocation): string | null => (location.view === 'list' ? null : location.courseId);

/** The exam open in the editor, or null. */
export const examOf = (location: EditorLocation): ExamTarget | null =>
  location.view === 'lesson-test' ? { lessonId: location.lessonId } : location.view === 'final-exam' ? { versionCode: location.versionCode } : null;

/** One string per exam of a course: the same lesson or country version is the same exam. */
export const examKey = (target: ExamTarget): string => ('lessonId' in target ? `lesson|${target.lessonId}` : `final|${target.versionCode}`);

/** The editor of `courseId` with `exam` open (or none). */
export const withExam = (courseId: string, exam: ExamTarget | null): EditorLocation =>
  !exam ? { view: 'course', courseId } : 'lessonId' in exam ? { view: 'lesson-test', courseId, lessonId: exam.lessonId } : { view: 'final-exam', courseId, versionCode: exam.versionCode };

/** The `tc-navigate` payload of a move: `to` is the view name; the list's carries its search and page (`listQuery`, as an address's query). */
export const navigateDetail = (location: EditorLocation, replace = false, listQuery = ''): AdminCoursesMove => {
  const flag = replace ? { replace: true } : {};
  switch (location.view) {
    case 'list':
      return { to: 'list', view: 'list', params: { query: listQuery }, ...flag };
    case 'course':
      return { to: 'course', view: 'course', params: { courseId: location.courseId }, ...flag };
    case 'lesson-test':
      return { to: 'lesson-test', view: 'lesson-test', params: { courseId: location.courseId, lessonId: location.lessonId }, ...flag };
    case 'final-exam':
      return { to: 'final-exam', view: 'final-exam', params: { courseId: location.courseId, versionCode: location.versionCode }, ...flag };
  }
};
