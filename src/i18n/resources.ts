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

/** One namespace per area; `validation` is shared with the server. */
export const resources = {
  en: {
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
  },
  es: {
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
  },
} as const;

export const namespaces = Object.keys(resources.en) as (keyof typeof resources.en)[];
