import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { CourseKind } from '../src/contract/course';
import { AppShell, ShellFallback } from './AppShell';
import { playerSections } from './coursePlayerRoutes';
import { guardLoader, guardShouldRevalidate } from './guards';
import { RouteErrorPage } from './pages/RouteErrorPage';
import type { RouteHandle, TitleKey } from './routeHandle';

/**
 * A section root that redirects to its first child, keeping the query (`/login?redirect=…`). It
 * renders nothing (`element: null`): without an element React Router warns that the leaf is empty.
 */
const redirectTo = (path: string): Pick<RouteObject, 'loader' | 'element'> => ({
  loader: ({ request }: LoaderFunctionArgs) => redirect(`${path}${new URL(request.url).search}`),
  element: null,
});
const titled = (title: TitleKey): RouteHandle => ({ title });

/** A section whose widget ships in a later release: an honest page with its title and a way home. */
const unavailable = (title: TitleKey): Pick<RouteObject, 'lazy' | 'handle'> => ({
  lazy: () => import('./pages/UnavailableSectionPage'),
  handle: titled(title),
});

/**
 * A course player section (`/course`, `/library`): the page sits on the section route, so one
 * player stays mounted while the learner moves between its children, which only name the title.
 */
const playerSection = (kind: CourseKind, page: RouteObject['lazy']): RouteObject => {
  const section = playerSections[kind];
  return {
    path: section.path,
    lazy: page,
    children: [
      { index: true, ...redirectTo(`/${section.path}/index`) },
      // The page on the section route renders the player; a child only names its title and renders nothing itself.
      ...section.routes.map((route): RouteObject => ({ path: route.path, handle: titled(route.title), element: null })),
    ],
  };
};

/** Every route of spec section 2; pages and layouts load on demand, the guard runs at the root. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: AppShell,
    HydrateFallback: ShellFallback,
    ErrorBoundary: RouteErrorPage,
    loader: guardLoader,
    shouldRevalidate: guardShouldRevalidate,
    children: [
      {
        path: 'login',
        lazy: () => import('./layouts/LoginLayout'),
        children: [
          { index: true, ...redirectTo('/login/index') },
          { path: 'index', lazy: () => import('./pages/LoginPage'), handle: titled('login') },
        ],
      },
      {
        path: 'account',
        lazy: () => import('./layouts/SingleHeaderLayout'),
        children: [
          { index: true, ...redirectTo('/account/help') },
          { path: 'help', lazy: () => import('./pages/AccountHelpPage'), handle: titled('accountHelp') },
        ],
      },
      {
        path: 'questionnaire',
        lazy: () => import('./layouts/SingleHeaderLayout'),
        handle: { footer: false } satisfies RouteHandle,
        children: [
          { index: true, ...unavailable('questionnaire') },
          { path: 'train-history', ...unavailable('trainHistory') },
          { path: 'instructor-detail', ...unavailable('instructorDetail') },
        ],
      },
      {
        lazy: () => import('./layouts/MainLayout'),
        children: [
          { index: true, ...redirectTo('/home') },
          { path: 'home', lazy: () => import('./pages/HomePage'), handle: titled('home') },
          playerSection('certification', () => import('./pages/CoursePage')),
          {
            path: 'document',
            children: [
              { index: true, ...redirectTo('/document/index') },
              { path: 'index', ...unavailable('documents') },
              { path: 'detail', ...unavailable('documentDetail') },
            ],
          },
          { path: 'media', ...unavailable('media') },
          playerSection('library', () => import('./pages/LibraryPage')),
          { path: 'certificate', lazy: () => import('./pages/CertificatePage'), handle: titled('certificate') },
          { path: 'notifications', lazy: () => import('./pages/NotificationsPage'), handle: titled('notifications') },
          { path: 'faq', ...unavailable('faq') },
          { path: 'videos', ...unavailable('videos') },
          { path: 'documents', ...unavailable('documentList') },
          { path: 'contact-us', ...unavailable('contactUs') },
          { path: 'tool', ...unavailable('tool') },
          { path: 'support', ...unavailable('support') },
          { path: 'user', lazy: () => import('./pages/ProfilePage'), handle: titled('user') },
          {
            path: 'notice',
            children: [
              { index: true, ...redirectTo('/notice/index') },
              { path: 'index', lazy: () => import('./pages/NoticePage'), handle: titled('notices') },
              { path: 'detail', lazy: () => import('./pages/NoticePage'), handle: titled('noticeDetail') },
            ],
          },
          { path: 'digital-materials-package', ...unavailable('digitalMaterials') },
          { path: 'digitalmediapackage/installers/:website', ...unavailable('landing') },
          { path: 'portal', lazy: () => import('./pages/PortalPage'), handle: titled('portal') },
          {
            path: 'verify',
            children: [
              { index: true, lazy: () => import('./pages/VerifyCertificatePage'), handle: titled('verify') },
              { path: ':serial', lazy: () => import('./pages/VerifyCertificatePage'), handle: titled('verify') },
            ],
          },
          { path: '*', lazy: () => import('./pages/NotFoundPage'), handle: titled('notFound') },
        ],
      },
    ],
  },
];
