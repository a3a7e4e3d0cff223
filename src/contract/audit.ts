import { z } from 'zod';

/** Admin console, audit log (issue 13): who did what to which record, and when; every admin action writes one entry. */
export const auditPaths = {
  /** GET, role admin: `?actor=&action=&target=&from=&to=&page=&pageSize=`, newest first. */
  log: '/admin/audit',
} as const;

/**
 * Every action the log records (`AuditLogRepository.record` takes no other), each named in the console in
 * English and Spanish (`adminUsers:audit.actions.*`, checked by the locale test).
 */
export const auditActions = [
  'user.create',
  'user.deactivate',
  'user.reactivate',
  'user.password.reset',
  'exam.attempts.reset',
  'company.admin',
  'partner.application.approve',
  'partner.application.reject',
  'partner.invitation.create',
  'partner.invitation.resend',
  'partner.invitation.withdraw',
  'course.create',
  'course.update',
  'course.publish',
  'course.unpublish',
  'lesson.create',
  'lesson.update',
  'lesson.delete',
  'lesson.video',
  'lesson.caption',
  'lesson.captionDelete',
  'exam.create',
  'exam.update',
  'certificate.revoke',
  'certificate.reissue',
  'document.create',
  'document.update',
  'document.upload',
  'document.publish',
  'document.unpublish',
  'document.delete',
  'document.category.create',
  'document.category.rename',
  'document.category.delete',
  'materials.file.upload',
  'materials.file.update',
  'materials.file.delete',
  'materials.terms.publish',
  'notice.create',
  'notice.update',
  'notice.unpublish',
  'notification.send',
  'webinar.create',
  'webinar.update',
  'webinar.cancel',
  'instructor.create',
  'instructor.update',
  'instructor.deactivate',
  'instructor.reactivate',
  'instructor.regenerateQr',
  'faq.create',
  'faq.update',
  'faq.move',
  'faq.publish',
  'faq.unpublish',
  'faq.delete',
  'report.export',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditPageSize = 25;
export const auditMaxPageSize = 100;
const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value));

/** Filters: the actor's account and the target (its id or anything its details hold) match any part; the action exactly; the days are UTC and inclusive. */
export const auditQuery = z
  .object({
    actor: z.string().trim().max(200).default(''),
    action: z.string().trim().max(100).default(''),
    target: z.string().trim().max(200).default(''),
    from: day.optional(),
    to: day.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(auditMaxPageSize).default(auditPageSize),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: 'dateRangeOrder' });
export type AuditQuery = z.input<typeof auditQuery>;

export const auditEntry = z.object({
  entryId: z.string(),
  actor: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditResult = z.object({
  list: z.array(auditEntry),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  /** Every action the log holds, for the filter. */
  actions: z.array(z.string()),
});
export type AuditResult = z.infer<typeof auditResult>;
