import {
  accountDetail,
  accountPaths,
  accountSummary,
  companyDetail,
  companyListResult,
  resetAttemptsResult,
  userListResult,
  type AccountDetail,
  type AccountSummary,
  type CompanyDetail,
  type CompanyListQuery,
  type CompanyListResult,
  type ResetAttemptsResult,
  type UserListQuery,
  type UserListResult,
} from '../contract/accounts';
import type { CreateAccountForm, ResetAttemptsForm } from '../validation/accountForms';
import { apiRequest } from './client';
import { searchQuery } from './searchQuery';

/**
 * The users console's calls (issue 13, role admin). The server decides every rule; a refused call
 * rejects with the client's `ApiError` (already toasted).
 */

/** `GET /admin/users`: one page of users matching the search and filters. */
export const searchUsers = (query: UserListQuery): Promise<UserListResult> =>
  apiRequest(accountPaths.users, { method: 'GET', query: searchQuery(query), schema: import.meta.env.DEV ? userListResult : undefined });

/** `GET /admin/users/detail`: one user with courses, tests and certificates. */
export const getUserDetail = (userId: string): Promise<AccountDetail> =>
  apiRequest(accountPaths.user, { method: 'GET', query: { userId }, schema: import.meta.env.DEV ? accountDetail : undefined });

/** `POST /admin/users/create`: the generated password is e-mailed to the new account. */
export const createAccount = (form: CreateAccountForm): Promise<AccountSummary> =>
  apiRequest(accountPaths.create, { method: 'POST', body: form, schema: import.meta.env.DEV ? accountSummary : undefined });

/** `POST /admin/users/deactivate` or `/reactivate`. */
export const setAccountActive = (userId: string, active: boolean): Promise<AccountSummary> =>
  apiRequest(active ? accountPaths.reactivate : accountPaths.deactivate, { method: 'POST', body: { userId }, schema: import.meta.env.DEV ? accountSummary : undefined });

/** `POST /admin/users/resetPassword`: a generated password is e-mailed, to be changed at the next login. */
export const resetAccountPassword = (userId: string): Promise<AccountSummary> =>
  apiRequest(accountPaths.resetPassword, { method: 'POST', body: { userId }, schema: import.meta.env.DEV ? accountSummary : undefined });

/** `POST /admin/users/resetAttempts`: with the reason kept in the audit log. */
export const resetAttempts = (form: ResetAttemptsForm): Promise<ResetAttemptsResult> =>
  apiRequest(accountPaths.resetAttempts, { method: 'POST', body: form, schema: import.meta.env.DEV ? resetAttemptsResult : undefined });

/** `GET /admin/companies` */
export const searchCompanies = (query: CompanyListQuery): Promise<CompanyListResult> =>
  apiRequest(accountPaths.companies, { method: 'GET', query: searchQuery(query), schema: import.meta.env.DEV ? companyListResult : undefined });

/** `GET /admin/companies/detail` */
/** `POST /admin/companies/admin`: the member becomes the company's administrator; answers the company as it is then. */
export const makeCompanyAdmin = (companyId: string, userId: string): Promise<CompanyDetail> =>
  apiRequest(accountPaths.companyAdmin, { method: 'POST', body: { companyId, userId }, schema: import.meta.env.DEV ? companyDetail : undefined });

export const getCompanyDetail = (companyId: string): Promise<CompanyDetail> =>
  apiRequest(accountPaths.company, { method: 'GET', query: { companyId }, schema: import.meta.env.DEV ? companyDetail : undefined });
