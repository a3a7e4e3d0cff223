import { z } from 'zod';
import { certificateActionForm } from '../validation/adminCertificateForms';
import { adminPaging, sortOrder } from './paging';

/**
 * Certificates (issue 9): the learner's list, the PDF, public verification, revocation, renewal and
 * the Open Badges credential. The server decides every status; widgets show what it answers.
 */
export const certificatePaths = {
  list: '/certificate/list',
  /** GET, PDF inline, authorised by the `pdf-token` cookie (opened in a new tab, no Authorization header). */
  view: '/certificate/view',
  /** POST, PDF attachment named by Content-Disposition. */
  download: '/certificate/download',
  /** GET, anonymous. */
  verify: '/certificate/verify',
  renew: '/certificate/renew',
  /** POST, the Open Badges 3.0 credential (a signed VC-JWT) as an attachment. */
  credential: '/certificate/credential',
  /** POST, anonymous: checks a credential's signature and the certificate's live status. */
  verifyCredential: '/certificate/verifyCredential',
  /** GET, anonymous: the public keys that sign credentials (JWKS). */
  jwks: '/certificate/jwks',
  /** POST, role admin. */
  revoke: '/admin/certificate/revoke',
  /** GET, role admin: search every certificate (paged and sorted on the server). */
  adminList: '/admin/certificate/list',
  /** POST, role admin: a new serial replaces the certificate; the holder is notified. */
  reissue: '/admin/certificate/reissue',
} as const;

/** Where the public verification page lives in the host; the PDF's QR code points at `<origin>/verify/<serial>`. */
export const verifyPagePath = (serial: string): string => `/verify/${encodeURIComponent(serial)}`;

export const certificateKinds = ['course', 'partner'] as const;
export const certificateKind = z.enum(certificateKinds);
export type CertificateKind = z.infer<typeof certificateKind>;

/** A business partner certificate is valid this long from its issue, at approval and at each reissue (docs/certificates.md). */
export const partnerCertificateValidityMonths = 24;

/**
 * - `valid`: in force, more than the expiring window left.
 * - `expiring`: in force, its validity ends within the expiring window (the server's constant).
 * - `expired`: its validity has ended.
 * - `revoked`: an administrator withdrew it (`revokedAt`).
 * - `superseded`: a renewal issued a newer certificate for the same course.
 */
export const certificateStatuses = ['valid', 'expiring', 'expired', 'revoked', 'superseded'] as const;
export const certificateStatus = z.enum(certificateStatuses);
export type CertificateStatus = z.infer<typeof certificateStatus>;

const isoDateTime = z.string();

/** One row of `GET /certificate/list`. Dates are ISO 8601 instants. */
export const certificateSummary = z.object({
  certificateId: z.string(),
  serial: z.string(),
  kind: certificateKind,
  courseTitle: z.string(),
  /** The course's total length in whole minutes. */
  totalMinutes: z.number().int().nonnegative(),
  issuedAt: isoDateTime,
  validUntil: isoDateTime,
  status: certificateStatus,
  revokedAt: isoDateTime.nullable(),
  /** The renewal window is open (decided by the server). */
  canRenew: z.boolean(),
  /** The course a renewal opens (null for a partner certificate). */
  renewCourseId: z.string().nullable(),
});
export type CertificateSummary = z.infer<typeof certificateSummary>;
export const certificateListResult = z.object({ list: z.array(certificateSummary) });
export type CertificateListResult = z.infer<typeof certificateListResult>;

const maxIdLength = 64;
const certificateId = z.string().trim().min(1).max(maxIdLength);

/** `GET /certificate/view?certificateId=`, `POST /certificate/download`, `/certificate/renew`, `/certificate/credential`. */
export const certificateIdQuery = z.object({ certificateId });
export const certificateIdRequest = z.object({ certificateId });
export type CertificateIdRequest = z.infer<typeof certificateIdRequest>;

/** Serials are typed by hand from paper: surrounding spaces are dropped and letters compared in capitals. */
const maxSerialLength = 64;
export const serialQuery = z.object({ serial: z.string().trim().min(1).max(maxSerialLength).toUpperCase() });

/** `GET /certificate/verify?serial=`: what anyone may learn from a serial, nothing more about the person. */
export const certificateVerification = z.object({
  serial: z.string(),
  holderName: z.string(),
  company: z.string(),
  courseTitle: z.string(),
  issuedAt: isoDateTime,
  validUntil: isoDateTime,
  status: certificateStatus,
  revokedAt: isoDateTime.nullable(),
});
export type CertificateVerification = z.infer<typeof certificateVerification>;

/** `POST /certificate/renew` → the course that opened again. */
export const renewResult = z.object({ courseId: z.string() });
export type RenewResult = z.infer<typeof renewResult>;

const maxReasonLength = 500;
/** `POST /admin/certificate/revoke`. */
export const revokeRequest = z.object({ certificateId, reason: z.string().trim().min(1).max(maxReasonLength) });
export type RevokeRequest = z.infer<typeof revokeRequest>;

/** The operator CLI (`npm run admin -- revoke-certificate`), on the server's internal loopback route. */
export const adminRevokeCertificatePath = '/internal/admin/certificates/revoke';
export const revokeBySerialRequest = z.object({ serial: serialQuery.shape.serial, reason: revokeRequest.shape.reason });
export type RevokeBySerialRequest = z.infer<typeof revokeBySerialRequest>;

/** A credential is a compact JWS; a generous bound keeps a pasted file from being unbounded. */
const maxCredentialLength = 20_000;
/** `POST /certificate/verifyCredential`. */
export const verifyCredentialRequest = z.object({ credential: z.string().trim().min(1).max(maxCredentialLength) });
export const credentialVerification = z.object({
  /** The signature is the server's and the credential is well formed. */
  signatureValid: z.boolean(),
  /** The certificate's live status (null when the signature does not hold). */
  verification: certificateVerification.nullable(),
});
export type CredentialVerification = z.infer<typeof credentialVerification>;

/** Columns the admin certificate search sorts by (the server sorts; ties by id). */
export const adminCertificateSorts = ['issuedAt', 'validUntil', 'serial', 'holder', 'company', 'course', 'status'] as const;
export const adminCertificateSort = z.enum(adminCertificateSorts);
export type AdminCertificateSort = z.infer<typeof adminCertificateSort>;
const maxSearchLength = 100;
/** `GET /admin/certificate/list?q=&status=&sort=&order=&page=&pageSize=`: q matches serial, holder name, e-mail or account, company and course title. */
export const adminCertificateQuery = z.object({
  q: z.string().trim().max(maxSearchLength).optional(),
  status: certificateStatus.optional(),
  sort: adminCertificateSort.default('issuedAt'),
  order: sortOrder.default('desc'),
  ...adminPaging,
});
export type AdminCertificateQuery = z.input<typeof adminCertificateQuery>;

/** One certificate as the console shows it: the holder in full, the status the server decided, what replaced it. */
export const adminCertificate = z.object({
  certificateId: z.string(),
  serial: z.string(),
  kind: certificateKind,
  holderName: z.string(),
  holderEmail: z.string(),
  holderAccount: z.string(),
  company: z.string(),
  courseTitle: z.string(),
  issuedAt: isoDateTime,
  validUntil: isoDateTime,
  status: certificateStatus,
  revokedAt: isoDateTime.nullable(),
  revokedReason: z.string().nullable(),
  /** The serial of the certificate that replaced it (a reissue or a renewal). */
  replacedBySerial: z.string().nullable(),
  /** The serial of the certificate this one was reissued from. */
  reissuedFromSerial: z.string().nullable(),
  /** Revoke and reissue are offered (decided by the server). */
  canRevoke: z.boolean(),
  canReissue: z.boolean(),
});
export type AdminCertificate = z.infer<typeof adminCertificate>;
export const adminCertificateListResult = z.object({
  list: z.array(adminCertificate),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  sort: adminCertificateSort,
  order: sortOrder,
});
export type AdminCertificateListResult = z.infer<typeof adminCertificateListResult>;

/** `POST /admin/certificate/reissue`: the reason is kept in the audit log. */
export const reissueRequest = certificateActionForm;
export type ReissueRequest = z.infer<typeof reissueRequest>;
/** The new certificate and the one it replaced (asking again answers the same pair). */
export const reissueResult = z.object({ certificate: adminCertificate, replaced: adminCertificate });
export type ReissueResult = z.infer<typeof reissueResult>;
