import type { MouseEvent, ReactNode } from 'react';

/**
 * A real link to a view of the player (new tab, copy address still work): a plain left click moves
 * inside the player instead, which reports the move with `tc-navigate`.
 */
export function PlayerLink({ href, onFollow, children }: { href: string; onFollow: () => void; children: ReactNode }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onFollow();
  };
  return (
    <a href={href} className="tc-link" onClick={follow}>
      {children}
    </a>
  );
}
