import { Outlet } from 'react-router';

/**
 * The page's <main>, target of the skip link and of focus after navigation. The toast stack sits
 * inside it: the page, not the widget, must keep every piece of content within a landmark.
 */
export function PageMain({ className = 'page' }: { className?: string }) {
  return (
    <main id="main" tabIndex={-1} className={className}>
      <Outlet />
      <tc-toaster />
    </main>
  );
}
