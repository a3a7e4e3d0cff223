import { useEffect, useRef, type ReactNode } from 'react';
import { usePlayer } from './playerContext';

/** The heading of a view; after a move it takes focus, so keyboard and screen-reader users start at the top of the new view. */
export function ViewHeading({ children }: { children: ReactNode }) {
  const { focusHeading } = usePlayer();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) ref.current?.focus();
  }, [focusHeading]);
  return (
    <h2 ref={ref} tabIndex={-1} className="tc-player__heading" part="heading">
      {children}
    </h2>
  );
}
