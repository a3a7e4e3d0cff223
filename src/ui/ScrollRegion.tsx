import { useEffect, useRef, useState, type ReactNode } from 'react';

export type ScrollRegionProps = {
  /** Names the region once it scrolls (a screen reader announces it on focus). */
  label: string;
  children: ReactNode;
  /** CSS parts of the wrapper (a widget's `table`). */
  part?: string;
};

/**
 * A table's wrapper that scrolls sideways when the table is wider than the screen (a phone). While it
 * overflows it is a named region in the tab order, so a keyboard reaches the columns off to the side
 * (axe: scrollable-region-focusable); while the table fits it adds no tab stop.
 */
export function ScrollRegion({ label, children, part }: ScrollRegionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth);
    measure();
    // The table's width changes with its rows and the screen's with rotation: measure on both.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => observer?.disconnect();
  }, []);
  return (
    <div ref={ref} className="tc-table-wrap" part={part} {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}>
      {children}
    </div>
  );
}
