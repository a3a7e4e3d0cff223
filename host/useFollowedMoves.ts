import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import type { TcEventMap } from '../src/elements/events';

/** Where a widget's move leads: the address, and whether it replaces the current entry instead of adding one. */
export type FollowedMove = { path: string; replace?: boolean };

/**
 * Turns the `tc-navigate` moves of the widget in `element` into router navigations, so reload, Back
 * and shared links keep its view. `here` is the address shown (path and query).
 */
export function useFollowedMoves(element: RefObject<HTMLElement | null>, toMove: (detail: TcEventMap['tc-navigate']) => FollowedMove | null, here: string): void {
  const navigate = useNavigate();
  // The address last asked for: a second move made before the first one's navigation settled (a lesson opened and left at once) is compared with it.
  const asked = useRef(here);
  useLayoutEffect(() => {
    asked.current = here;
  }, [here]);
  const latestToMove = useRef(toMove);
  useLayoutEffect(() => {
    latestToMove.current = toMove;
  });

  // Attached in the commit that adds the element, so a move the widget reports at once is never missed.
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    const follow = (event: HTMLElementEventMap['tc-navigate']) => {
      const move = latestToMove.current(event.detail);
      // A move to the address already asked for would only add a duplicate history entry.
      if (move === null || move.path === asked.current) return;
      asked.current = move.path;
      // Back to the address shown while another navigation is pending cancels that one: the entry is replaced, not stacked.
      void navigate(move.path, { replace: move.replace === true || move.path === here });
    };
    target.addEventListener('tc-navigate', follow);
    return () => target.removeEventListener('tc-navigate', follow);
  }, [element, here, navigate]);
}
