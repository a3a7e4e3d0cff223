import { auditPaths, auditResult, type AuditQuery, type AuditResult } from '../contract/audit';
import { apiRequest } from './client';

/** `GET /admin/audit`, role admin: one page of the audit log, newest first, filtered on the server. */
export const searchAudit = (query: AuditQuery): Promise<AuditResult> =>
  apiRequest(auditPaths.log, {
    method: 'GET',
    query: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '').map(([name, value]) => [name, String(value)])),
    schema: import.meta.env.DEV ? auditResult : undefined,
  });
