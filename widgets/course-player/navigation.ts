import { courseKinds, type CourseKind } from '../../src/contract/course';
import type { TcEventMap } from '../../src/elements/events';

export const playerViews = ['list', 'detail', 'video', 'exam', 'result'] as const;
export type PlayerView = (typeof playerViews)[number];

/** The ids a view works on; which ones a view needs depends on the view. */
export type PlayerParams = { courseId?: string; lessonId?: string; examId?: string; attemptId?: string };
export type PlayerLocation = { view: PlayerView } & PlayerParams;

export const defaultCertificateUrl = '/certificate?id={certificateId}';

export const toPlayerView = (value: string | undefined): PlayerView =>
  (playerViews as readonly string[]).includes(value ?? '') ? (value as PlayerView) : 'list';

export const toCourseKind = (value: string | undefined): CourseKind =>
  (courseKinds as readonly string[]).includes(value ?? '') ? (value as CourseKind) : 'certification';

/** Empty attributes count as absent: r2wc hands over '' when an attribute is cleared. */
const present = (value: string | undefined): string | undefined => (value ? value : undefined);

export const toLocation = (view: string | undefined, params: PlayerParams): PlayerLocation => ({
  view: toPlayerView(view),
  courseId: present(params.courseId),
  lessonId: present(params.lessonId),
  examId: present(params.examId),
  attemptId: present(params.attemptId),
});

/** The ids that decide what a view shows; the others are context (where to go back to). */
const identifyingIds: Record<PlayerView, (keyof PlayerParams)[]> = {
  list: [],
  detail: ['courseId'],
  video: ['courseId', 'lessonId'],
  exam: ['examId'],
  result: ['attemptId'],
};

/**
 * One string per thing shown: it keys the view (a new one remounts) and tells whether new attributes
 * moved the player. Context ids stay out: r2wc keeps a removed attribute's old value.
 */
export const viewKey = (location: PlayerLocation): string =>
  [location.view, ...identifyingIds[location.view].map((name) => location[name] ?? '')].join('|');

/** The `tc-navigate` payload of a move: `to` is the view name; params hold only the ids that are set, plus the kind. */
export const navigateDetail = (location: PlayerLocation, kind: CourseKind): TcEventMap['tc-navigate'] => {
  const { view, ...ids } = location;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(ids)) if (value) params[name] = value;
  params.kind = kind;
  return { to: view, view, params };
};

/** The certificate address: `{certificateId}` in the template is replaced, URL-encoded. */
export const certificateHref = (template: string, certificateId: string): string =>
  template.split('{certificateId}').join(encodeURIComponent(certificateId));
