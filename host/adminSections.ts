import type { TitleKey } from './routeHandle';

/**
 * The sections of the admin console, in the order its navigation shows them: each is a route under
 * /admin (see routes.tsx) whose page title (host:titles.*) is also its link text.
 */
export const adminSections = [
  { path: 'applications', title: 'adminApplications' },
  { path: 'questionnaires', title: 'adminQuestionnaires' },
  { path: 'courses', title: 'adminCourses' },
] as const satisfies readonly { path: string; title: TitleKey }[];
