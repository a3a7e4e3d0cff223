/**
 * `<tc-course-player>`: courses, video lessons, lesson tests, the final exam and its result
 * (spec 2 `/course/*` and `/library/*`, issue 3). Every rule (locks, attempts, scoring, watched
 * time) is the server's; the player shows what the server answers.
 *
 * Attributes (initial config; when the page changes them, e.g. from its URL, the player follows;
 * r2wc ignores a removed attribute):
 * - `view` (`list` | `detail` | `video` | `exam` | `result`, default `list`): the view shown.
 * - `course-id` (string): the course of `detail` and `video` (context for `exam` and `result`).
 * - `lesson-id` (string): the lesson of `video`.
 * - `exam-id` (string): the lesson test or final exam of `exam`.
 * - `attempt-id` (string): the graded attempt of `result`.
 * - `kind` (`certification` | `library`, default `certification`): which courses the list shows.
 * - `status` (`all` | `not_started` | `in_progress` | `completed`, default `all`): the list's
 *   filter, so a page can keep it in its address (set `all` rather than removing the attribute).
 * - `course-url` (string, default `?courseId={courseId}`): the address of a course's detail, the
 *   href of the course titles in the list (a plain click moves inside the player); `{courseId}` is replaced.
 * - `certificate-url` (string, default `/certificate?id={certificateId}`): the certificate link;
 *   `{certificateId}` is replaced. Same-origin paths go through `configure({ navigate })`.
 *
 * Events (bubbling, composed):
 * - `tc-navigate` (`CoursePlayerMove` of src/elements/events.ts), fired on every move inside the
 *   player, after it moved; `to` = `view` = the view moved to, and `params` per view:
 *   `list` `{ kind, status? }` (also when the filter changes), `detail` `{ kind, courseId }`,
 *   `video` `{ kind, courseId, lessonId }`, `exam` `{ kind, examId, courseId?, lessonId? }`,
 *   `result` `{ kind, attemptId, courseId?, lessonId?, examId? }`. A host maps it to
 *   `/course/index|detail|video|exam|result` (or the `/library` children); a page that ignores it still works.
 *
 * CSS parts: `base`, `heading`, `back`, `filter`, `course`, `progress`, `lesson`, `final-exam`,
 * `certificate`, `certificate-link`, `video`, `notice`, `error`, `exam-facts`, `attempt`,
 * `exam-status`, `question`, `checkbox`, `confirm`, `button`, `outcome`, `result-facts`,
 * `wrong-answers`, `next-steps`, `empty`, `announcer`.
 * Theming: the `--tc-*` custom properties of base.css.
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import formsCss from '../../src/ui/forms.css?inline';
import coursePlayerCss from './course-player.css?inline';
import { CoursePlayer, type CoursePlayerProps } from './CoursePlayer';

export const coursePlayerTag = 'tc-course-player';

/** The element's properties: the component's props, minus what the element itself supplies. */
export type TcCoursePlayerElement = HTMLElement & Omit<CoursePlayerProps, keyof WidgetProps>;

/** Registers `<tc-course-player>`; later calls are no-ops. */
export const defineCoursePlayer = (): CustomElementConstructor =>
  defineWidget({
    tag: coursePlayerTag,
    component: CoursePlayer,
    props: {
      view: 'string',
      courseId: 'string',
      lessonId: 'string',
      examId: 'string',
      attemptId: 'string',
      kind: 'string',
      status: 'string',
      courseUrl: 'string',
      certificateUrl: 'string',
    },
    styles: [formsCss, coursePlayerCss],
  });

defineCoursePlayer();

declare global {
  interface HTMLElementTagNameMap {
    'tc-course-player': TcCoursePlayerElement;
  }
}
