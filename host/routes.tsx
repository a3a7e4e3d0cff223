import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { AppShell, ShellFallback } from './AppShell';
import { guardLoader, guardShouldRevalidate } from './guards';
import { RouteErrorPage } from './pages/RouteErrorPage';
import type { RouteHandle, TitleKey } from './routeHandle';

/** A section root that redirects to its first child, keeping the query (`/login?redirect=…`). */
const to =
  (path: string) =>
  ({ request }: LoaderFunctionArgs) =>
    redirect(`${path}${new URL(request.url).search}`);
const titled = (title: TitleKey): RouteHandle => ({ title });

/** A section whose widget ships in a later release: an honest page with its title and a way home. */
const unavailable = (title: TitleKey): Pick<RouteObject, 'lazy' | 'handle'> => ({
  lazy: () => import('./pages/UnavailableSectionPage'),
  handle: titled(title),
});

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
          { index: true, loader: to('/login/index') },
          { path: 'index', lazy: () => import('./pages/LoginPage'), handle: titled('login') },
        ],
      },
      {
        path: 'account',
        lazy: () => import('./layouts/SingleHeaderLayout'),
        children: [
          { index: true, loader: to('/account/help') },
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
          { index: true, loader: to('/home') },
          { path: 'home', lazy: () => import('./pages/HomePage'), handle: titled('home') },
          {
            path: 'course',
            children: [
              { index: true, loader: to('/course/index') },
              { path: 'index', ...unavailable('courses') },
              { path: 'detail', ...unavailable('courseDetail') },
              { path: 'video', ...unavailable('courseVideo') },
              { path: 'exam', ...unavailable('courseExam') },
              { path: 'result', ...unavailable('courseResult') },
            ],
          },
          {
            path: 'document',
            children: [
              { index: true, loader: to('/document/index') },
              { path: 'index', ...unavailable('documents') },
              { path: 'detail', ...unavailable('documentDetail') },
            ],
          },
          { path: 'media', ...unavailable('media') },
          {
            path: 'library',
            children: [
              { index: true, loader: to('/library/index') },
              { path: 'index', ...unavailable('library') },
              { path: 'course', ...unavailable('libraryCourse') },
              { path: 'result', ...unavailable('libraryResult') },
              { path: 'video', ...unavailable('libraryVideo') },
            ],
          },
          { path: 'certificate', ...unavailable('certificate') },
          { path: 'notifications', ...unavailable('notifications') },
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
              { index: true, loader: to('/notice/index') },
              { path: 'index', ...unavailable('notices') },
              { path: 'detail', ...unavailable('noticeDetail') },
            ],
          },
          { path: 'digital-materials-package', ...unavailable('digitalMaterials') },
          { path: 'digitalmediapackage/installers/:website', ...unavailable('landing') },
          { path: 'portal', ...unavailable('portal') },
          { path: '*', lazy: () => import('./pages/NotFoundPage'), handle: titled('notFound') },
        ],
      },
    ],
  },
];
