import { auditPaths, auditResult, type AuditQuery, type AuditResult } from '../contract/audit';
import { apiRequest } from './client';
import { searchQuery } from './searchQuery';

/** `GET /admin/audit`, role admin: one page of the audit log, newest first, filtered on the server. */
export const searchAudit = (query: AuditQuery): Promise<AuditResult> =>
  apiRequest(auditPaths.log, {
    method: 'GET',
    query: searchQuery(query),
    schema: import.meta.env.DEV ? auditResult : undefined,
  });
