import { z } from 'zod';
import { accountStatuses, createAccountForm, resetAttemptsForm, userSortKeys } from '../validation/accountForms';
import { audience, role } from './auth';
import { certificateStatus } from './certificate';
import { courseStatus, examKind } from './course';
import { adminPaging, searchText, sortOrder } from './paging';

/**
 * Admin console, users and companies (issue 13): search, create, deactivate and reactivate, reset a
 * password, reset a learner's attempts on a test; partner companies and their people's progress.
 * Every call is role admin (registered behind requireAdmin) and every change is audited.
 */
export const accountPaths = {
  /** GET: one page of users (`?q=&role=&status=&companyId=&sort=&order=&page=&pageSize=`). */
  users: '/admin/users',
  /** GET: one user with their courses, tests and attempts (`?userId=`). */
  user: '/admin/users/detail',
  /** POST: a new account with a generated password, e-mailed. */
  create: '/admin/users/create',
  /** POST: the account cannot sign in any more; its sessions end. */
  deactivate: '/admin/users/deactivate',
  /** POST */
  reactivate: '/admin/users/reactivate',
  /** POST: a generated password is e-mailed; it must be changed at the next sign-in. */
  resetPassword: '/admin/users/resetPassword',
  /** POST: the learner's counted attempts on one test end (with a reason, audited). */
  resetAttempts: '/admin/users/resetAttempts',
  /** GET: one page of partner companies with their members count (`?q=&sort=&order=&page=&pageSize=`). */
  companies: '/admin/companies',
  /** GET: one company, its people and their progress (`?companyId=`). */
  company: '/admin/companies/detail',
  /** POST: an active member becomes the company's administrator; the one before stays a member, and the partner certificate moves to the new one. */
  companyAdmin: '/admin/companies/admin',
} as const;

export { accountStatuses, userSortKeys };
export const accountStatus = z.enum(accountStatuses);
export type AccountStatus = z.infer<typeof accountStatus>;

export const companySortKeys = ['name', 'companyNumber', 'country', 'members', 'createdAt'] as const;

/** `GET /admin/users`: `q` matches name, account, e-mail or company (any part, any case). */
export const userListQuery = z.object({
  q: searchText,
  role: role.optional(),
  status: accountStatus.optional(),
  companyId: z.string().max(100).optional(),
  sort: z.enum(userSortKeys).default('name'),
  order: sortOrder.default('asc'),
  ...adminPaging,
});
export type UserListQuery = z.input<typeof userListQuery>;

export const accountSummary = z.object({
  userId: z.string(),
  account: z.string(),
  name: z.string(),
  email: z.string(),
  role,
  audience,
  country: z.string(),
  /** The company as the account states it (a partner company's name when it belongs to one). */
  company: z.string(),
  companyId: z.string().nullable(),
  companyAdmin: z.boolean(),
  status: accountStatus,
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
  deactivatedAt: z.string().nullable(),
});
export type AccountSummary = z.infer<typeof accountSummary>;

export const userListResult = z.object({
  list: z.array(accountSummary),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type UserListResult = z.infer<typeof userListResult>;

export const userQuery = z.object({ userId: z.string().max(100) });
export const userRequest = z.object({ userId: z.string().max(100) });
export type UserRequest = z.infer<typeof userRequest>;

/** One test of a course as the admin sees a learner's standing on it. */
export const learnerTest = z.object({
  examId: z.string(),
  kind: examKind,
  title: z.string(),
  attemptsUsed: z.number().int().nonnegative(),
  attemptsAllowed: z.number().int().positive(),
  passed: z.boolean(),
  /** Failed graded attempts a reset would set aside. */
  resettable: z.number().int().nonnegative(),
});
export type LearnerTest = z.infer<typeof learnerTest>;

export const learnerCourse = z.object({
  courseId: z.string(),
  title: z.string(),
  percent: z.number(),
  status: courseStatus,
  tests: z.array(learnerTest),
});
export type LearnerCourse = z.infer<typeof learnerCourse>;

export const accountDetail = accountSummary.extend({
  courses: z.array(learnerCourse),
  certificates: z.array(z.object({ certificateId: z.string(), serial: z.string(), title: z.string(), status: certificateStatus, validUntil: z.string() })),
});
export type AccountDetail = z.infer<typeof accountDetail>;

/** `POST /admin/users/create`: the shared form schema (src/validation/accountForms.ts). */
export const createAccountRequest = createAccountForm;
export type CreateAccountRequest = z.input<typeof createAccountRequest>;

/** `POST /admin/users/resetAttempts` */
export const resetAttemptsRequest = resetAttemptsForm;
export type ResetAttemptsRequest = z.input<typeof resetAttemptsRequest>;
export const resetAttemptsResult = z.object({ userId: z.string(), examId: z.string(), resetAttempts: z.number().int().positive() });
export type ResetAttemptsResult = z.infer<typeof resetAttemptsResult>;

/** `GET /admin/companies` */
export const companyListQuery = z.object({
  q: searchText,
  sort: z.enum(companySortKeys).default('name'),
  order: sortOrder.default('asc'),
  ...adminPaging,
});
export type CompanyListQuery = z.input<typeof companyListQuery>;

export const companySummary = z.object({
  companyId: z.string(),
  name: z.string(),
  companyNumber: z.string(),
  country: z.string(),
  members: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type CompanySummary = z.infer<typeof companySummary>;
export const companyListResult = z.object({
  list: z.array(companySummary),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type CompanyListResult = z.infer<typeof companyListResult>;

export const companyQuery = z.object({ companyId: z.string().max(100) });
/** `POST /admin/companies/admin`: answers the company as it is after the change (`CompanyDetail`). */
export const companyAdminRequest = z.object({ companyId: z.string().max(100), userId: z.string().max(100) });
export type CompanyAdminRequest = z.infer<typeof companyAdminRequest>;

export const companyMember = z.object({
  userId: z.string(),
  account: z.string(),
  name: z.string(),
  email: z.string(),
  audience,
  companyAdmin: z.boolean(),
  status: accountStatus,
  courses: z.array(z.object({ courseId: z.string(), title: z.string(), percent: z.number(), status: courseStatus })),
  certificates: z.number().int().nonnegative(),
});
export type CompanyMember = z.infer<typeof companyMember>;

export const companyDetail = companySummary.extend({ website: z.string(), phone: z.string(), roles: z.array(audience), members: z.number().int().nonnegative(), people: z.array(companyMember) });
export type CompanyDetail = z.infer<typeof companyDetail>;
