import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { shouldScrollToTop } from './guards';
import { useListQueryRoute, usePageOf, useRouteTitle } from './routeHandle';

/** document.title per route, in the current language. */
function useDocumentTitle(): void {
  const title = useRouteTitle();
  const { t, i18n } = useTranslation('host');
  useEffect(() => {
    document.title = title ? t('titleTemplate', { page: t(`titles.${title}`) }) : t('brand');
  }, [title, t, i18n.language]);
}

/** Screen readers read the page in the language the user chose. */
function useDocumentLanguage(): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    document.documentElement.lang = i18n.language;
  }, [i18n.language]);
}

/** The element that has the focus, inside shadow roots too. */
const focusedWithin = (root: Document | ShadowRoot): Element | null => {
  const active = root.activeElement;
  return active?.shadowRoot?.activeElement ? focusedWithin(active.shadowRoot) : active;
};

/**
 * Spec 2: top of the page after each navigation (not on hash-only changes). A new page also takes
 * focus to its <main>, so screen readers start there; a query change (a filter) leaves focus alone,
 * and so does a page whose widget already moved focus within <main> (the course player's view heading).
 * Addresses of one page (a route's `page` handle: a course's editor and the exams opened in it) are
 * not a new page: an exam opened far down the editor stays where the reader is.
 */
function useScrollToTop(): void {
  const { pathname, search } = useLocation();
  const page = usePageOf(pathname);
  // A console list's search and page in the query: Next page at the foot of the list stays in view.
  const pageSearch = useListQueryRoute() ? '' : search;
  const previous = useRef<{ pathname: string; search: string } | null>(null);
  useEffect(() => {
    const next = { pathname: page, search: pageSearch };
    if (shouldScrollToTop(previous.current, next)) {
      window.scrollTo(0, 0);
      const main = document.getElementById('main');
      if (main && previous.current?.pathname !== page) {
        if (!main.contains(document.activeElement)) main.focus({ preventScroll: true });
        // A widget that gave the focus before the address followed (the admin list's Edit, far down) keeps it in view.
        else focusedWithin(document)?.scrollIntoView?.({ block: 'nearest' });
      }
    }
    previous.current = next;
  }, [page, pageSearch]);
}

/** The root route: page-wide effects around whichever layout matches. */
export function AppShell() {
  useDocumentTitle();
  useDocumentLanguage();
  useScrollToTop();
  return <Outlet />;
}

/**
 * While the first guard check and the first page load, React renders nothing: the static frame of
 * index.html (header, skeleton, a "Loading…" status) stays on screen until the first page replaces it.
 */
export function ShellFallback() {
  return null;
}
