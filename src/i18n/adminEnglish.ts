import adminContentEn from './locales/en/adminContent.json';
import adminCoursesEn from './locales/en/adminCourses.json';
import adminFaqEn from './locales/en/adminFaq.json';
import adminReportsEn from './locales/en/adminReports.json';
import adminUsersEn from './locales/en/adminUsers.json';

/**
 * The English texts of the admin console, a chunk of their own: learner pages and partner sites never
 * download them; a `tc-admin-*` widget loads them before it renders (`adminTextsReady` in i18n.ts).
 */
export const adminEnglishResources = {
  adminUsers: adminUsersEn,
  adminCourses: adminCoursesEn,
  adminReports: adminReportsEn,
  adminContent: adminContentEn,
  adminFaq: adminFaqEn,
} as const;
