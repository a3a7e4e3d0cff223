import {
  certificateIdRequest,
  certificateListResult,
  certificatePaths,
  certificateVerification,
  credentialVerification,
  renewResult,
  serialQuery,
  verifyCredentialRequest,
  type CertificateListResult,
  type CertificateVerification,
  type CredentialVerification,
  type RenewResult,
} from '../contract/certificate';
import { apiRequest } from './client';
import { getConfig } from './config';
import { download, type DownloadResult } from './download';
import { earlyCall, type EarlyCall } from './early';
import { joinApiUrl } from './requestUrl';

/**
 * The certificate endpoints (issue 9). Statuses, dates and whether a renewal is open come from the
 * server; a call that breaks a rule rejects with the client's `ApiError` (already toasted).
 */

/** `GET /certificate/list`: the caller's own certificates (course and partner). */
export const certificateListCall: EarlyCall<Record<string, never>, CertificateListResult> = earlyCall(certificatePaths.list, () =>
  apiRequest(certificatePaths.list, { method: 'GET', schema: import.meta.env.DEV ? certificateListResult : undefined }),
);

export const listCertificates = (): Promise<CertificateListResult> => certificateListCall.send({});

/**
 * The address of `GET /certificate/view?certificateId=`: opened in a new tab, the browser sends the
 * `pdf-token` cookie (no Authorization header can ride on a plain link) and shows the PDF inline.
 */
export const certificateViewUrl = (certificateId: string): string =>
  `${joinApiUrl(getConfig().apiBase, certificatePaths.view)}?${new URLSearchParams({ certificateId }).toString()}`;

/** `POST /certificate/download`: saves the PDF under the name the server gives. */
export const downloadCertificate = (certificateId: string): Promise<DownloadResult> =>
  download(certificatePaths.download, { body: import.meta.env.DEV ? certificateIdRequest.parse({ certificateId }) : { certificateId } });

/** `POST /certificate/credential`: saves the Open Badges 3.0 credential (a signed VC-JWT file). */
export const downloadCredential = (certificateId: string): Promise<DownloadResult> =>
  download(certificatePaths.credential, { body: import.meta.env.DEV ? certificateIdRequest.parse({ certificateId }) : { certificateId } });

/** `GET /certificate/verify?serial=`, anonymous: the public facts and live status; an unknown serial rejects with 40004. */
export const verifyCertificate = (serial: string): Promise<CertificateVerification> =>
  apiRequest(certificatePaths.verify, {
    method: 'GET',
    query: import.meta.env.DEV ? serialQuery.parse({ serial }) : { serial },
    schema: import.meta.env.DEV ? certificateVerification : undefined,
  });

/** `POST /certificate/verifyCredential`, anonymous: whether a credential's signature and status hold. */
export const verifyCredential = (credential: string): Promise<CredentialVerification> =>
  apiRequest(certificatePaths.verifyCredential, {
    method: 'POST',
    body: import.meta.env.DEV ? verifyCredentialRequest.parse({ credential }) : { credential },
    schema: import.meta.env.DEV ? credentialVerification : undefined,
  });

/** `POST /certificate/renew`: opens the course again for a new completion; resolves the course to open. */
export const renewCertificate = (certificateId: string): Promise<RenewResult> =>
  apiRequest(certificatePaths.renew, {
    method: 'POST',
    body: import.meta.env.DEV ? certificateIdRequest.parse({ certificateId }) : { certificateId },
    schema: import.meta.env.DEV ? renewResult : undefined,
  });
