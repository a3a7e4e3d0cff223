/**
 * `<tc-course-player>`: courses, video lessons, lesson tests, the final exam and its result
 * (spec 2 `/course/*` and `/library/*`, issue 3). Every rule (locks, attempts, scoring, watched
 * time) is the server's; the player shows what the server answers. Attributes are initial config;
 * when the page changes them (e.g. from its URL) the player follows; a removed attribute is ignored.
 * A host maps `tc-navigate` to `/course/index|detail|video|exam|result` (or the `/library`
 * children); a page that ignores it still works.
 *
 * @tag tc-course-player
 * @attr {'list' | 'detail' | 'video' | 'exam' | 'result'} [view=list] - The view shown.
 * @attr {string} course-id - The course of `detail` and `video` (context for `exam` and `result`).
 * @attr {string} lesson-id - The lesson of `video`.
 * @attr {string} exam-id - The lesson test or final exam of `exam`.
 * @attr {string} attempt-id - The graded attempt of `result`.
 * @attr {'certification' | 'library'} [kind=certification] - Which courses the list shows.
 * @attr {'all' | 'not_started' | 'in_progress' | 'completed'} [status=all] - The list's filter, so a page can keep it in its address (set `all` rather than removing the attribute).
 * @attr {string} [course-url="?courseId={courseId}"] - The address of a course's detail: the href of the course titles in the list (a plain click moves inside the player); `{courseId}` is replaced.
 * @attr {string} [list-url="?"] - The address of the course list: a course that does not exist links there instead of offering Try again, and so does a test or attempt that does not exist when no `course-id` names its course (a plain click moves inside the player).
 * @attr {string} [certificate-url="/certificate?id={certificateId}"] - The certificate link; `{certificateId}` is replaced. Same-origin paths go through `configure({ navigate })`.
 * @fires tc-navigate - `CoursePlayerMove` (src/elements/events.ts), fired on every move inside the player, after it moved (also when the list's filter changes): `to` = `view` = the view moved to; `params` per view: `list` `{ kind, status? }`, `detail` `{ kind, courseId }`, `video` `{ kind, courseId, lessonId }`, `exam` `{ kind, examId, courseId?, lessonId? }`, `result` `{ kind, attemptId, courseId?, lessonId?, examId? }`.
 * @csspart base - The player.
 * @csspart heading - A view's heading.
 * @csspart back - The back link.
 * @csspart locked - Why a course is locked for an installer (the Installation Certification comes first), on its card and its detail.
 * @csspart filter - The course filter.
 * @csspart course - A course card.
 * @csspart progress - A progress bar.
 * @csspart lesson - A lesson of the course.
 * @csspart final-exam - The final exam entry.
 * @csspart certificate - The certificate notice.
 * @csspart certificate-link - The certificate link.
 * @csspart video - The video player.
 * @csspart unwatched - The parts of the lesson video not watched yet, each a button that plays it.
 * @csspart notice - A notice.
 * @csspart error - An error.
 * @csspart not-found - The error of a course, test or attempt that does not exist (also `error`), with its link to the list (or to the course named by `course-id`).
 * @csspart exam-facts - The exam's facts.
 * @csspart attempt - The attempt form.
 * @csspart exam-status - The exam's saving status.
 * @csspart question - A question.
 * @csspart checkbox - An answer's checkbox.
 * @csspart confirm - The submit confirmation.
 * @csspart button - Each button.
 * @csspart outcome - The result's outcome.
 * @csspart result-facts - The result's facts.
 * @csspart wrong-answers - The wrong answers.
 * @csspart next-steps - The next steps the server decided.
 * @csspart empty - An empty list.
 * @csspart announcer - The live region for screen readers.
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
      listUrl: 'string',
    },
    styles: [formsCss, coursePlayerCss],
  });

defineCoursePlayer();

declare global {
  interface HTMLElementTagNameMap {
    'tc-course-player': TcCoursePlayerElement;
  }
}
