import {
  adminCertificateListResult,
  certificatePaths,
  certificateVerification,
  reissueResult,
  type AdminCertificateListResult,
  type AdminCertificateQuery,
  type CertificateVerification,
  type ReissueResult,
} from '../contract/certificate';
import { apiRequest } from './client';
import { searchQuery } from './searchQuery';

/**
 * The admin console's certificate calls (issue 13), role admin. The server decides statuses and
 * what may be revoked or reissued; a refused call rejects with the client's `ApiError` (toasted).
 */

/** `GET /admin/certificate/list`: one page of the search. */
export const searchCertificates = (query: AdminCertificateQuery): Promise<AdminCertificateListResult> =>
  apiRequest(certificatePaths.adminList, { method: 'GET', query: searchQuery(query), schema: import.meta.env.DEV ? adminCertificateListResult : undefined });

/** `POST /admin/certificate/revoke`: revoking twice keeps the first date and reason. */
export const revokeCertificate = (certificateId: string, reason: string): Promise<CertificateVerification> =>
  apiRequest(certificatePaths.revoke, { method: 'POST', body: { certificateId, reason }, schema: import.meta.env.DEV ? certificateVerification : undefined });

/** `POST /admin/certificate/reissue`: asking twice answers the same new certificate. */
export const reissueCertificate = (certificateId: string, reason: string): Promise<ReissueResult> =>
  apiRequest(certificatePaths.reissue, { method: 'POST', body: { certificateId, reason }, schema: import.meta.env.DEV ? reissueResult : undefined });
