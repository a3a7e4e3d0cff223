import { validationMessages } from '../validation/messages';
import accountHelpEs from './locales/es/accountHelp.json';
import adminReportsEs from './locales/es/adminReports.json';
import adminUsersEs from './locales/es/adminUsers.json';
import adminContentEs from './locales/es/adminContent.json';
import adminFaqEs from './locales/es/adminFaq.json';
import adminCoursesEs from './locales/es/adminCourses.json';
import certificatesEs from './locales/es/certificates.json';
import commonEs from './locales/es/common.json';
import courseEs from './locales/es/course.json';
import documentsEs from './locales/es/documents.json';
import homeEs from './locales/es/home.json';
import hostEs from './locales/es/host.json';
import loginEs from './locales/es/login.json';
import partnerEs from './locales/es/partner.json';
import materialsEs from './locales/es/materials.json';
import profileEs from './locales/es/profile.json';
import supportEs from './locales/es/support.json';
import questionnaireEs from './locales/es/questionnaire.json';
import type { Namespace } from './resources';

/** The Spanish texts, a chunk of their own: a page in English never downloads them (i18n.ts loads them on demand). */
export const spanishResources: Record<Namespace, object> = {
  common: commonEs,
  validation: validationMessages.es,
  login: loginEs,
  accountHelp: accountHelpEs,
  profile: profileEs,
  course: courseEs,
  certificates: certificatesEs,
  support: supportEs,
  questionnaire: questionnaireEs,
  partner: partnerEs,
  adminUsers: adminUsersEs,
  adminCourses: adminCoursesEs,
  documents: documentsEs,
  materials: materialsEs,
  home: homeEs,
  host: hostEs,
  adminReports: adminReportsEs,
  adminContent: adminContentEs,
  adminFaq: adminFaqEs,
};
