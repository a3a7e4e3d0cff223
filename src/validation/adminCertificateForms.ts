import * as z from 'zod/mini';
import { requiredText } from './rules';

/** Longest reason an administrator gives for revoking or reissuing (kept in the audit log). */
export const certificateReasonMaxLength = 500;

/** Revoke or reissue a certificate: the reason is required. One schema for the widget and the server. */
export const certificateActionForm = z.object({
  certificateId: requiredText('fieldRequired').check(z.maxLength(64, { error: 'textTooLong' })),
  reason: requiredText('reasonRequired').check(z.maxLength(certificateReasonMaxLength, { error: 'textTooLong' })),
});
export type CertificateActionForm = z.input<typeof certificateActionForm>;
