/**
 * `<tc-admin-courses>`: the Courses section of the admin console (issue 13), for role admin (the
 * server refuses everyone else with 40003). Lists the courses, drafts included, searched, filtered,
 * sorted and paged on the server; creates and edits a course (titles and descriptions in English and
 * Spanish, audience, kind, order, country versions, language, validity in months), its lessons (the video uploads with its progress shown; the server
 * reads its length), each lesson's test and, for a certification, a final exam per country version
 * (question pool, questions per attempt, pass mark, attempts, waiting period); publishes and
 * unpublishes. The server decides every rule: what may be published, when changed questions start a
 * new version. Results are announced in a status region. Attributes are initial config; when the page
 * changes them (e.g. from its URL) the section follows; a removed attribute is ignored. A host maps
 * `tc-navigate` to its addresses (the portal: `/admin/courses`, `/admin/courses/:courseId`,
 * `/admin/courses/:courseId/lessons/:lessonId/test`, `/admin/courses/:courseId/final-exams/:versionCode`);
 * a page that ignores it still works.
 *
 * @tag tc-admin-courses
 * @attr {'list' | 'course' | 'lesson-test' | 'final-exam'} [view] - What is shown: the list, the editor of `course-id`, or that editor with the test of `lesson-id` or the final exam of `version-code` open (one exam at a time). Without it, `course-id` alone opens that course's editor, else the list. Set `list` rather than removing `course-id`.
 * @attr {string} [course-id] - The course of the editor; `new` opens a new course's form.
 * @attr {string} [lesson-id] - The lesson whose test is open (view `lesson-test`).
 * @attr {string} [version-code] - The country version whose final exam is open (view `final-exam`; a certification only).
 * @attr {number} [page-size=20] - Courses per page of the list.
 * @attr {string} [query] - The list's search, filters, sort and page as an address's query, e.g. `?q=battery&status=draft&audience=installer&sort=title&order=desc&page=2` (`sort` position, title, audience, lessons or status; `?` alone: the first page of every course; an attribute set to '' is ignored); invalid values fall back to the defaults. When it changes (Back, Forward), the list follows; while the editor shows, the list keeps it. Without it, the section keeps them itself.
 * @attr {string} [course-url] - The address of a course's editor, `{courseId}` replaced (the portal: `/admin/courses/{courseId}`): each course's Edit in the list is then a link to it (a new tab with Ctrl or the middle button; a plain click opens the editor in place and reports the move). Without it, Edit is a button.
 * @fires tc-navigate - `AdminCoursesMove` (src/elements/events.ts), fired on every move inside the section, after it moved: `to` = `view` = the view moved to; `params` per view: `list` `{ query }` (the list's search and page as the `query` attribute reads them, without `?`; also fired when they change), `course` `{ courseId }` (`new` for a new course's form), `lesson-test` `{ courseId, lessonId }`, `final-exam` `{ courseId, versionCode }`; `replace: true` when what was shown is gone (a new course's form became the created course), so a page keeping the moves in its history replaces the entry.
 * @csspart base - The widget.
 * @csspart forbidden - What a signed-in learner sees instead of the section: it is for administrators.
 * @csspart heading - The heading of the list or the editor.
 * @csspart search - The list's search and filters.
 * @csspart loading - The loading state.
 * @csspart error - The error shown when loading failed, with its retry button (a course that does not exist: its way back to the list instead).
 * @csspart not-found - The error of a course that does not exist (also `error`), or the reason an exam the address names is not shown (a lesson or country version the course does not have).
 * @csspart table - The course table's scrolling frame.
 * @csspart row - A course's row.
 * @csspart status - Published or draft.
 * @csspart pager - The list's paging controls.
 * @csspart notice - The announcement of the last change.
 * @csspart alert - A form's or an action's refusal, announced.
 * @csspart publish - The publishing bar.
 * @csspart course-form - The course's own fields.
 * @csspart lessons - The lessons panel.
 * @csspart lesson - One lesson.
 * @csspart new-lesson - The form that adds a lesson.
 * @csspart upload - A video or caption file upload with its progress.
 * @csspart captions - A lesson's captions, a file per language.
 * @csspart progress - The upload's progress bar.
 * @csspart exam - A lesson test or final exam editor.
 * @csspart exam-notice - The announcement of the exam's last save, beside its Save button.
 * @csspart question - One question of a pool.
 * @csspart final-exams - The final exams panel.
 * @csspart button - Each main button (also `create`, `edit`, `back`, `publish`, `save-course`, `save-exam`, `exam-toggle`).
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import formsCss from '../../src/ui/forms.css?inline';
import tableCss from '../../src/ui/table.css?inline';
import adminCoursesCss from './admin-courses.css?inline';
import { AdminCourses, type AdminCoursesProps } from './AdminCourses';

export const adminCoursesTag = 'tc-admin-courses';

export type TcAdminCoursesElement = HTMLElement & Omit<AdminCoursesProps, keyof WidgetProps>;

/** Registers `<tc-admin-courses>`; later calls are no-ops. */
export const defineAdminCourses = (): CustomElementConstructor =>
  defineWidget({
    tag: adminCoursesTag,
    component: AdminCourses,
    props: { view: 'string', courseId: 'string', lessonId: 'string', versionCode: 'string', pageSize: 'number', query: 'string', courseUrl: 'string' },
    adminTexts: true,
    styles: [formsCss, tableCss, adminCoursesCss],
  });

defineAdminCourses();

declare global {
  interface HTMLElementTagNameMap {
    'tc-admin-courses': TcAdminCoursesElement;
  }
}
