import { isCourseKind, isCourseStatus, type CourseKind, type CourseStatus } from '../../src/contract/courseTerms';
import { isCoursePlayerView, type CoursePlayerMove, type CoursePlayerView } from '../../src/elements/events';

/** The ids a view works on; which ones a view needs depends on the view. */
export type PlayerParams = { courseId?: string; lessonId?: string; examId?: string; attemptId?: string };
/** Where the player is, as read from its attributes: ids may be missing (the view then says so). */
export type PlayerLocation = { view: CoursePlayerView; status?: CourseStatus } & PlayerParams;
/** A move the player makes itself: every id its view needs is there. */
type TargetOf<Move> = Move extends CoursePlayerMove ? { view: Move['view'] } & Omit<Move['params'], 'kind'> : never;
export type PlayerTarget = TargetOf<CoursePlayerMove>;

/** The course link of the list unless the page names its own: the page itself, with the course in the query. */
export const defaultCourseUrl = '?courseId={courseId}';
/** The list's address unless the page names its own: the page itself, without a course in the query. */
export const defaultListUrl = '?';

const toPlayerView = (value: string | undefined): CoursePlayerView => (isCoursePlayerView(value) ? value : 'list');

export const toCourseKind = (value: string | undefined): CourseKind => (isCourseKind(value) ? value : 'certification');

/** The list's filter: a course status, or undefined for every course. */
const toCourseStatus = (value: string | undefined): CourseStatus | undefined => (isCourseStatus(value) ? value : undefined);

/** Empty attributes count as absent: r2wc hands over '' when an attribute is cleared. */
const present = (value: string | undefined): string | undefined => (value ? value : undefined);

export const toLocation = (view: string | undefined, params: PlayerParams & { status?: string }): PlayerLocation => {
  const location: PlayerLocation = {
    view: toPlayerView(view),
    courseId: present(params.courseId),
    lessonId: present(params.lessonId),
    examId: present(params.examId),
    attemptId: present(params.attemptId),
  };
  const status = toCourseStatus(params.status);
  return location.view === 'list' && status ? { ...location, status } : location;
};

/** The ids that decide what a view shows; the others are context (where to go back to). */
const identifyingIds: Record<CoursePlayerView, (keyof PlayerParams)[]> = {
  list: [],
  detail: ['courseId'],
  video: ['courseId', 'lessonId'],
  exam: ['examId'],
  result: ['attemptId'],
};

/**
 * One string per view shown: it keys the view (a new one remounts). Context ids stay out: r2wc keeps
 * a removed attribute's old value. The list's filter stays out too: a new filter reloads the list in place.
 */
export const viewKey = (location: PlayerLocation): string =>
  [location.view, ...identifyingIds[location.view].map((name) => location[name] ?? '')].join('|');

/** The view key and the list filter: whether new attributes moved the player at all. */
export const locationKey = (location: PlayerLocation): string =>
  location.view === 'list' ? `${viewKey(location)}|${location.status ?? ''}` : viewKey(location);

/** The `tc-navigate` payload of a move: `to` is the view name; params hold only the values that are set, plus the kind. */
export const navigateDetail = (target: PlayerTarget, kind: CourseKind): CoursePlayerMove => {
  const { view, ...values } = target;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) if (value) params[name] = value;
  // The union is per view; `target` was typed per view, so the params match the view they go with.
  return { to: view, view, params: { ...params, kind } } as CoursePlayerMove;
};
