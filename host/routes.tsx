import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { CourseKind } from '../src/contract/course';
import { adminCoursesPageOf, adminCoursesRoutes } from './adminCoursesRoutes';
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
          // The ticket form for a person who cannot log in (docs/host.md: why here and not /contact-us).
          { path: 'contact', lazy: () => import('./pages/ContactPage'), handle: titled('contactUs') },
        ],
      },
      {
        // Partner onboarding (issue 13): anonymous pages under the single header.
        lazy: () => import('./layouts/SingleHeaderLayout'),
        children: [
          { path: 'apply', lazy: () => import('./pages/ApplyPage'), handle: titled('apply') },
          { path: 'invitation', lazy: () => import('./pages/InvitationPage'), handle: titled('invitation') },
        ],
      },
      {
        path: 'questionnaire',
        lazy: () => import('./layouts/SingleHeaderLayout'),
        handle: { footer: false } satisfies RouteHandle,
        children: [
          { index: true, lazy: () => import('./pages/QuestionnairePage'), handle: titled('questionnaire') },
          { path: 'train-history', lazy: () => import('./pages/TrainHistoryPage'), handle: titled('trainHistory') },
          { path: 'instructor-detail', lazy: () => import('./pages/InstructorDetailPage'), handle: titled('instructorDetail') },
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
              { path: 'index', lazy: () => import('./pages/DocumentIndexPage'), handle: { ...titled('documents'), listQuery: true } },
              { path: 'detail', lazy: () => import('./pages/DocumentDetailPage'), handle: titled('documentDetail') },
            ],
          },
          { path: 'media', lazy: () => import('./pages/MediaPage'), handle: titled('media') },
          playerSection('library', () => import('./pages/LibraryPage')),
          { path: 'certificate', lazy: () => import('./pages/CertificatePage'), handle: titled('certificate') },
          { path: 'faq', lazy: () => import('./pages/FaqPage'), handle: titled('faq') },
          { path: 'videos', lazy: () => import('./pages/VideosPage'), handle: { ...titled('videos'), listQuery: true } },
          { path: 'documents', lazy: () => import('./pages/DocumentListPage'), handle: { ...titled('documentList'), listQuery: true } },
          { path: 'contact-us', lazy: () => import('./pages/ContactPage'), handle: titled('contactUs') },
          { path: 'tool', lazy: () => import('./pages/ToolsPage'), handle: titled('tool') },
          { path: 'support', lazy: () => import('./pages/SupportPage'), handle: titled('support') },
          { path: 'notifications', lazy: () => import('./pages/NotificationsPage'), handle: { ...titled('notifications'), listQuery: true } },
          { path: 'user', lazy: () => import('./pages/ProfilePage'), handle: titled('user') },
          { path: 'company', lazy: () => import('./pages/CompanyPage'), handle: titled('company') },
          {
            // The admin console (role admin: the guard sends others home, the server refuses them).
            path: 'admin',
            lazy: () => import('./layouts/AdminLayout'),
            children: [
              { index: true, ...redirectTo('/admin/applications') },
              { path: 'applications', lazy: () => import('./pages/AdminApplicationsPage'), handle: { ...titled('adminApplications'), listQuery: true } },
              { path: 'materials', lazy: () => import('./pages/AdminMaterialsPage'), handle: { ...titled('adminMaterials'), listQuery: true } },
              { path: 'notices', lazy: () => import('./pages/AdminNoticesPage'), handle: { ...titled('adminNotices'), listQuery: true } },
              { path: 'webinars', lazy: () => import('./pages/AdminWebinarsPage'), handle: { ...titled('adminWebinars'), listQuery: true } },
              { path: 'notifications', lazy: () => import('./pages/AdminNotificationsPage'), handle: { ...titled('adminNotifications'), listQuery: true } },
              { path: 'instructors', lazy: () => import('./pages/AdminInstructorsPage'), handle: { ...titled('adminInstructors'), listQuery: true } },
              { path: 'faq', lazy: () => import('./pages/AdminFaqPage'), handle: { ...titled('adminFaq'), listQuery: true } },
              { path: 'documents', lazy: () => import('./pages/AdminDocumentsPage'), handle: { ...titled('adminDocuments'), listQuery: true } },
              { path: 'questionnaires', lazy: () => import('./pages/AdminQuestionnairesPage'), handle: { ...titled('adminQuestionnaires'), listQuery: true } },
              { path: 'certificates', lazy: () => import('./pages/AdminCertificatesPage'), handle: { ...titled('adminCertificates'), listQuery: true } },
              { path: 'reports', lazy: () => import('./pages/AdminReportsPage'), handle: { ...titled('adminReports'), listQuery: true } },
              // A list whose search and page are the query (host/listAddress.ts).
              { path: 'users', lazy: () => import('./pages/AdminUsersPage'), handle: { ...titled('adminUsers'), listQuery: true } },
              { path: 'companies', lazy: () => import('./pages/AdminCompaniesPage'), handle: { ...titled('adminCompanies'), listQuery: true } },
              { path: 'audit', lazy: () => import('./pages/AdminAuditPage'), handle: { ...titled('adminAudit'), listQuery: true } },
              {
                // The page sits on the section route: one <tc-admin-courses> stays mounted (its list's search and page too) while its children only name the title.
                path: 'courses',
                lazy: () => import('./pages/AdminCoursesPage'),
                children: [
                  // The list's search and page are the query (host/listAddress.ts).
                  { index: true, handle: { ...titled('adminCourses'), listQuery: true }, element: null },
                  ...adminCoursesRoutes.map(
                    (route): RouteObject => ({
                      path: route.path,
                      // A course's editor and its exams are one page: opening an exam keeps the scroll.
                      handle: { title: route.title, page: adminCoursesPageOf } satisfies RouteHandle,
                      element: null,
                    }),
                  ),
                ],
              },
            ],
          },
          {
            path: 'notice',
            children: [
              { index: true, ...redirectTo('/notice/index') },
              { path: 'index', lazy: () => import('./pages/NoticePage'), handle: { ...titled('notices'), listQuery: true } },
              { path: 'detail', lazy: () => import('./pages/NoticePage'), handle: titled('noticeDetail') },
            ],
          },
          { path: 'digital-materials-package', lazy: () => import('./pages/MaterialsPage'), handle: titled('digitalMaterials') },
          { path: 'digitalmediapackage/installers/:website', lazy: () => import('./pages/InstallerLandingPage'), handle: titled('landing') },
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
