import { validationMessages } from '../validation/messages';
import accountHelpEn from './locales/en/accountHelp.json';
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
 * default and the fallback, so it ships with the shell, except the admin console's (adminEnglish.ts);
 * Spanish loads when it is first needed (spanish.ts).
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
  documents: documentsEn,
  materials: materialsEn,
  home: homeEn,
  host: hostEn,
} as const;

/** The admin console's namespaces: English in adminEnglish.ts, loaded by the widgets that use them. */
export const adminNamespaces = ['adminUsers', 'adminCourses', 'adminReports', 'adminContent', 'adminFaq'] as const;
export type AdminNamespace = (typeof adminNamespaces)[number];
export type Namespace = keyof typeof englishResources | AdminNamespace;
export const namespaces: Namespace[] = [...(Object.keys(englishResources) as Namespace[]), ...adminNamespaces];
