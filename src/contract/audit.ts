import { z } from 'zod';

/** Admin console, audit log (issue 13): who did what to which record, and when; every admin action writes one entry. */
export const auditPaths = {
  /** GET, role admin: `?actor=&action=&target=&from=&to=&page=&pageSize=`, newest first. */
  log: '/admin/audit',
} as const;

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
