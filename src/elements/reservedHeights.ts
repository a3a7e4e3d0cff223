/**
 * The block size (rem) each widget settles at on a phone, 412 px wide, on its own partner page:
 * printed by `npx tsx bench/reservedHeights.ts`, to be run again when a widget's first screen changes.
 * The loader reserves it while the widget's code loads (capped to one screen), so the page below a
 * widget does not move when the widget appears. Tags not listed here reserve `defaultReservedHeightRem`.
 */
export const reservedHeightsRem: Readonly<Record<string, number>> = {
  'tc-account-help': 33,
  'tc-admin-applications': 15,
  'tc-admin-audit': 39,
  'tc-admin-certificates': 21,
  'tc-admin-companies': 16,
  'tc-admin-courses': 27,
  'tc-admin-documents': 10,
  'tc-admin-faq': 10,
  'tc-admin-instructors': 29,
  'tc-admin-materials': 62,
  'tc-admin-notices': 67,
  'tc-admin-notifications': 32,
  'tc-admin-reports': 33,
  'tc-admin-users': 30,
  'tc-admin-webinars': 92,
  'tc-certificate-verify': 15,
  'tc-certificates': 12,
  'tc-company-team': 10,
  'tc-contact-form': 50,
  'tc-course-player': 33,
  'tc-documents': 243,
  'tc-faq': 108,
  'tc-home': 104,
  'tc-instructor-detail': 79,
  'tc-invitation-accept': 8,
  'tc-login': 33,
  'tc-materials': 447,
  'tc-media': 181,
  'tc-notices': 35,
  'tc-notifications': 7,
  'tc-partner-application': 68,
  'tc-portal': 116,
  'tc-profile': 104,
  'tc-questionnaire': 6,
  'tc-questionnaire-admin': 7,
  'tc-support': 17,
  'tc-train-history': 70,
  'tc-videos': 89,
  'tc-webinars': 60,
};

/** A widget not in the table (a new one, before the bench is run again). */
export const defaultReservedHeightRem = 12;
