import type { TitleKey } from './routeHandle';

/**
 * The sections of the admin console, in the order its navigation shows them: each is a route under
 * /admin (see routes.tsx) whose page title (host:titles.*) is also its link text.
 */
export const adminSections = [
  { path: 'applications', title: 'adminApplications' },
  { path: 'users', title: 'adminUsers' },
  { path: 'companies', title: 'adminCompanies' },
  { path: 'courses', title: 'adminCourses' },
  { path: 'materials', title: 'adminMaterials' },
  { path: 'documents', title: 'adminDocuments' },
  { path: 'notices', title: 'adminNotices' },
  { path: 'webinars', title: 'adminWebinars' },
  { path: 'notifications', title: 'adminNotifications' },
  { path: 'instructors', title: 'adminInstructors' },
  { path: 'faq', title: 'adminFaq' },
  { path: 'questionnaires', title: 'adminQuestionnaires' },
  { path: 'certificates', title: 'adminCertificates' },
  { path: 'reports', title: 'adminReports' },
  { path: 'audit', title: 'adminAudit' },
] as const satisfies readonly { path: string; title: TitleKey }[];
