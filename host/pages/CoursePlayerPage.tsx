// Defines <tc-course-player> before this page renders it (attributes set in JSX are then read).
import '../../widgets/course-player/element';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { courseDetailCall, courseListCall } from '../../src/api/course';
import type { CourseKind } from '../../src/contract/course';
import { certificateUrlTemplate } from '../../src/elements/portalLinks';
import { courseUrlOf, listUrlOf, moveToPath, targetOf } from '../coursePlayerRoutes';
import { earlyCallsLoader } from '../earlyCalls';
import { useRouteTitle } from '../routeHandle';
import { useFollowedMoves } from '../useFollowedMoves';

/** The section's loader: the player's first call (the list or the course) leaves early. */
export const coursePlayerLoader = (kind: CourseKind) =>
  earlyCallsLoader((url) => {
    const { view, ids, status } = targetOf(kind, url.pathname, url.search);
    if (view === 'list') courseListCall.start({ kind, status });
    else if (view === 'detail' && ids.courseId) courseDetailCall.start({ courseId: ids.courseId });
  });

/**
 * A page of `/course/*` or `/library/*` (spec 2, issue 3): `<tc-course-player>` on the view and ids
 * of the address. The player's own moves (`tc-navigate`) become router navigations, so reload, back
 * and shared links keep the view; a move made here (back, forward, a link) changes the attributes,
 * which the player follows without reporting it back.
 */
export function CoursePlayerPage({ kind }: { kind: CourseKind }) {
  const { t } = useTranslation('host');
  const title = useRouteTitle();
  const { pathname, search } = useLocation();
  const player = useRef<HTMLElement>(null);
  const { view, ids, status } = targetOf(kind, pathname, search);
  useFollowedMoves(
    player,
    (detail) => {
      const path = moveToPath(detail, kind);
      return path === null ? null : { path };
    },
    `${pathname}${search}`,
  );

  return (
    <>
      {/* The player's view heading is an h2; the page still needs its one h1. */}
      {title ? <h1 className="visually-hidden">{t(`titles.${title}`)}</h1> : null}
      <tc-course-player
        ref={player}
        kind={kind}
        view={view}
        course-id={ids.courseId}
        lesson-id={ids.lessonId}
        exam-id={ids.examId}
        attempt-id={ids.attemptId}
        // Always set: r2wc ignores a removed attribute, so "every course" is named, not left out.
        status={status ?? 'all'}
        course-url={courseUrlOf(kind)}
        list-url={listUrlOf(kind)}
        certificate-url={certificateUrlTemplate}
      />
    </>
  );
}
