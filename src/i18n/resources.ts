import { validationMessages } from '../validation/messages';
import accountHelpEn from './locales/en/accountHelp.json';
import adminReportsEn from './locales/en/adminReports.json';
import adminUsersEn from './locales/en/adminUsers.json';
import adminContentEn from './locales/en/adminContent.json';
import adminFaqEn from './locales/en/adminFaq.json';
import adminCoursesEn from './locales/en/adminCourses.json';
import certificatesEn from './locales/en/certificates.json';
import commonEn from './locales/en/common.json';
import courseEn from './locales/en/course.json';
import documentsEn from './locales/en/documents.json';
import homeEn from './locales/en/home.json';
import hostEn from './locales/en/host.json';
import loginEn from './locales/en/login.json';
import partnerEn from './locales/en/partner.json';
import materialsEn from './locales/en/materials.json';
import profileEn from './locales/en/profile.json';
import supportEn from './locales/en/support.json';
import questionnaireEn from './locales/en/questionnaire.json';

/**
 * The English texts, one namespace per area (`validation` is shared with the server). English is the
 * default and the fallback, so it ships with the shell; Spanish loads when it is first needed (spanish.ts).
 */
export const englishResources = {
  common: commonEn,
  validation: validationMessages.en,
  login: loginEn,
  accountHelp: accountHelpEn,
  profile: profileEn,
  course: courseEn,
  certificates: certificatesEn,
  support: supportEn,
  questionnaire: questionnaireEn,
  partner: partnerEn,
  adminUsers: adminUsersEn,
  adminCourses: adminCoursesEn,
  documents: documentsEn,
  materials: materialsEn,
  home: homeEn,
  host: hostEn,
  adminReports: adminReportsEn,
  adminContent: adminContentEn,
  adminFaq: adminFaqEn,
} as const;

export type Namespace = keyof typeof englishResources;
export const namespaces = Object.keys(englishResources) as Namespace[];
