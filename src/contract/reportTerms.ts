/**
 * The admin console's reports (issue 13) as plain lists: which reports exist, their columns in
 * order and what each column holds. Widgets read them without loading a schema library.
 */
export const reportKinds = ['learners', 'companies', 'courses', 'certificates', 'downloads', 'questions'] as const;
export type ReportKind = (typeof reportKinds)[number];

/** How a cell is written: text as is, a count, a percentage (0-100), an ISO instant, or a status word. */
export type ReportColumnType = 'text' | 'count' | 'percent' | 'date' | 'status';
export type ReportColumn = { key: string; type: ReportColumnType };

const column = (key: string, type: ReportColumnType): ReportColumn => ({ key, type });

/** Every report's columns, in the order of the table and the CSV; every column sorts. */
export const reportColumns: Record<ReportKind, readonly ReportColumn[]> = {
  learners: [
    column('learner', 'text'),
    column('email', 'text'),
    column('company', 'text'),
    column('course', 'text'),
    column('lessonsPassed', 'count'),
    column('lessonsTotal', 'count'),
    column('percent', 'percent'),
    column('status', 'status'),
    column('lastActivity', 'date'),
  ],
  companies: [
    column('company', 'text'),
    column('learners', 'count'),
    column('coursesStarted', 'count'),
    column('coursesCompleted', 'count'),
    column('averagePercent', 'percent'),
    column('certificatesValid', 'count'),
  ],
  courses: [
    column('course', 'text'),
    column('learners', 'count'),
    column('completed', 'count'),
    column('averagePercent', 'percent'),
    column('finalAttempts', 'count'),
    column('finalPassRate', 'percent'),
    column('certificatesIssued', 'count'),
  ],
  certificates: [
    column('serial', 'text'),
    column('holder', 'text'),
    column('company', 'text'),
    column('course', 'text'),
    column('issuedAt', 'date'),
    column('validUntil', 'date'),
    column('status', 'status'),
  ],
  downloads: [
    column('file', 'text'),
    column('language', 'text'),
    column('downloads', 'count'),
    column('downloaders', 'count'),
    column('lastDownload', 'date'),
  ],
  questions: [
    column('question', 'text'),
    column('exam', 'text'),
    column('course', 'text'),
    column('answered', 'count'),
    column('right', 'count'),
    column('shareRight', 'percent'),
  ],
};

/** The column each report sorts by until someone asks otherwise, and its direction. */
export const reportDefaultSort: Record<ReportKind, { sort: string; order: 'asc' | 'desc' }> = {
  learners: { sort: 'lastActivity', order: 'desc' },
  companies: { sort: 'learners', order: 'desc' },
  courses: { sort: 'learners', order: 'desc' },
  certificates: { sort: 'issuedAt', order: 'desc' },
  downloads: { sort: 'downloads', order: 'desc' },
  // Bad questions first: the lowest share of right answers.
  questions: { sort: 'shareRight', order: 'asc' },
};

/** Status words a status cell holds (course progress and certificate statuses). */
export const reportStatuses = ['in_progress', 'completed', 'valid', 'expiring', 'expired', 'revoked', 'superseded'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** The certificate statuses the certificates report filters by ("issued" is every certificate). */
export const reportCertificateFilters = ['valid', 'expiring', 'expired', 'revoked', 'superseded'] as const;
