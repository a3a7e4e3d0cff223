import { useEffect, useRef, useState, type ReactNode } from 'react';

export type ScrollRegionProps = {
  /** Names the region once it scrolls (a screen reader announces it on focus). */
  label: string;
  children: ReactNode;
  /** CSS parts of the wrapper (a widget's `table`). */
  part?: string;
  /** Below about 36rem of room, each row stands as a card with its column names (table.css), instead of scrolling sideways. */
  cards?: boolean;
  /** Drawn above the table, inside the frame whose width the card layout asks about (DataTable's card bar). */
  controls?: ReactNode;
};

/** What lies out of sight: whether the table overflows, and on which side more columns wait. */
type Edges = { overflows: boolean; before: boolean; after: boolean };

const fits: Edges = { overflows: false, before: false, after: false };

/** Reads where the wrapper's scroll stands; a pixel of slack for fractional widths. */
function edgesOf(element: HTMLElement): Edges {
  const overflow = element.scrollWidth - element.clientWidth;
  if (overflow <= 0) return fits;
  // Right to left, scrollLeft counts down from 0: the distance from the start is its size either way.
  const offset = Math.abs(element.scrollLeft);
  return { overflows: true, before: offset > 1, after: offset < overflow - 1 };
}

const same = (a: Edges, b: Edges) => a.overflows === b.overflows && a.before === b.before && a.after === b.after;

/**
 * A table's wrapper that scrolls sideways when the table is wider than the screen (a phone). While it
 * overflows it is a named region in the tab order, so a keyboard reaches the columns off to the side
 * (axe: scrollable-region-focusable), and a shadow on each side where columns lie out of sight shows
 * that it scrolls; while the table fits it adds no tab stop.
 */
export function ScrollRegion({ label, children, part, cards, controls }: ScrollRegionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState(fits);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = edgesOf(element);
      setEdges((current) => (same(current, next) ? current : next));
    };
    measure();
    // The table's width changes with its rows and the screen's with rotation: measure on both.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer?.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, []);
  return (
    <div
      className={cards ? 'tc-scroll tc-scroll--cards' : 'tc-scroll'}
      data-more-before={edges.before ? '' : undefined}
      data-more-after={edges.after ? '' : undefined}
    >
      {controls}
      <div ref={ref} className="tc-table-wrap" part={part} {...(edges.overflows ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}>
        {children}
      </div>
    </div>
  );
}
