import { useCallback, useState } from 'react';
import { adminCourseSortKeys, adminCourseStatus } from '../../src/contract/adminCourse';
import { audiences } from '../../src/contract/auth';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { newCourseId } from '../../src/elements/events';
import { oneOf, searchText, useListAddress, type ListQueryFields } from '../../src/ui/listAddress';
import { CourseEditor, type EditorFocus } from './CourseEditor';
import { CourseList, firstCoursePage, type CourseListQuery } from './CourseList';
import { courseOf, examOf, locationKey, navigateDetail, toLocation, withExam, type EditorLocation } from './navigation';

export type AdminCoursesProps = WidgetProps & {
  /** `list`, `course`, `lesson-test` or `final-exam`; without it, `courseId` opens that course's editor, else the list. */
  view?: string;
  /** The course of the editor (`new`: a new course's form). */
  courseId?: string;
  /** The lesson whose test is open (view `lesson-test`). */
  lessonId?: string;
  /** The country version whose final exam is open (view `final-exam`). */
  versionCode?: string;
  /** Courses per page of the list (the server caps it). */
  pageSize?: number;
  /** The list's search, filters, sort and page as an address's query (`?q=battery&page=2`), set by a page that keeps them in its address. */
  query?: string;
  /** The address of a course's editor, `{courseId}` replaced: each course's Edit is then a link to it (a plain click still moves inside the section). */
  courseUrl?: string;
};

/** The list's query parameters (`?q=&status=&audience=&sort=&order=&page=`): anything else in an address falls back to these. */
export const courseListFields = {
  q: searchText,
  status: { fallback: '', valid: oneOf(adminCourseStatus.options) },
  audience: { fallback: '', valid: oneOf(audiences) },
  sort: { fallback: firstCoursePage.sort, valid: oneOf(adminCourseSortKeys) },
  order: { fallback: 'asc', valid: oneOf(['asc', 'desc']) },
} satisfies ListQueryFields;

/** Where the focus goes once the view it names has loaded: a course's Edit in the list (`new`: New course), the editor's heading, or an exam's toggle. */
type Focus = { on: 'edit'; courseId: string } | EditorFocus;

type SectionState = { location: EditorLocation; propsKey: string; focus: Focus | null };

/** Where the focus goes when the page moves the section (Back, Forward, a link): where the same move made inside would leave it. */
function focusAfter(from: EditorLocation, to: EditorLocation): Focus | null {
  const fromCourse = courseOf(from);
  const toCourse = courseOf(to);
  if (toCourse === null) return fromCourse === null ? null : { on: 'edit', courseId: fromCourse };
  const toExam = examOf(to);
  if (toCourse !== fromCourse) return toExam ? { on: 'exam', exam: toExam } : { on: 'heading' };
  // The same course: the exam opened, or the one that closed, keeps the reader where it is.
  const fromExam = examOf(from);
  if (toExam) return { on: 'exam', exam: toExam };
  return fromExam ? { on: 'exam', exam: fromExam } : null;
}

/**
 * The admin console's Courses section (issue 13): the course list, the editor of one course or of a
 * new one, and in the editor one lesson test or final exam open at a time. It moves by itself and
 * reports every move with `tc-navigate`; when the page changes the attributes (its own routing), it follows them.
 */
export function AdminCourses({ emit, view, courseId, lessonId, versionCode, pageSize, query, courseUrl }: AdminCoursesProps) {
  const fromProps = toLocation({ view, courseId, lessonId, versionCode });
  const propsKey = locationKey(fromProps);
  // Opened on an exam (a reload of its address): its toggle takes the focus, which brings it into view.
  const [state, setState] = useState<SectionState>(() => {
    const exam = examOf(fromProps);
    return { location: fromProps, propsKey, focus: exam ? { on: 'exam', exam } : null };
  });
  // The list's search and page: the page's address when it keeps them there, else the section's own (kept while the editor shows).
  const list = useListAddress(courseListFields, query, emit);
  const listQuery: CourseListQuery = {
    ...list.query,
    sort: list.query.sort as CourseListQuery['sort'],
    descending: list.query.order === 'desc',
    pageSize: pageSize && pageSize > 0 ? pageSize : firstCoursePage.pageSize,
  };
  const setListQuery = ({ q, status, audience, sort, descending, page }: CourseListQuery) => list.change({ q, status, audience, sort, order: descending ? 'desc' : 'asc', page });

  if (state.propsKey !== propsKey) {
    // New attributes: a page that only confirms the section's own move changes nothing; any other is followed.
    const moved = locationKey(state.location) !== propsKey;
    setState(moved ? { location: fromProps, propsKey, focus: focusAfter(state.location, fromProps) } : { ...state, propsKey });
  }

  const focused = useCallback(() => setState((previous) => (previous.focus ? { ...previous, focus: null } : previous)), []);
  const go = (location: EditorLocation, focus: Focus | null, replace = false) => {
    setState((previous) => ({ ...previous, location, focus }));
    emit('tc-navigate', navigateDetail(location, replace, list.key));
  };

  const { location, focus } = state;
  const course = courseOf(location);
  return (
    <section className="tc-admin-courses" part="base">
      {course === null ? (
        <CourseList
          query={listQuery}
          onQuery={setListQuery}
          courseUrl={courseUrl}
          // The editor replaces the pressed Edit (or New course) button: its heading takes the focus once loaded.
          onOpen={(id) => go({ view: 'course', courseId: id }, { on: 'heading' })}
          onCreate={() => go({ view: 'course', courseId: newCourseId }, { on: 'heading' })}
          focusOnLoad={focus?.on === 'edit' ? focus.courseId : null}
          onFocused={focused}
        />
      ) : (
        <CourseEditor
          key={course}
          courseId={course === newCourseId ? null : course}
          openExam={examOf(location)}
          // The toggle the reader pressed keeps the focus.
          onExam={(exam, replace) => go(withExam(course, exam), null, replace)}
          focus={focus?.on === 'edit' ? null : focus}
          onFocused={focused}
          // The new course's form is gone once the course exists: its address is replaced, not stacked.
          onCreated={(id) => go({ view: 'course', courseId: id }, { on: 'heading' }, true)}
          // Back replaces the editor with the list: the course's Edit (or New course) takes the focus once the list is in.
          onBack={() => go({ view: 'list' }, { on: 'edit', courseId: course })}
        />
      )}
    </section>
  );
}
