/** The certificate module's public face: what app.ts, the exam module, the CLI and the seed may use. */
export { certificateAdminRoutes, certificatePublicRoutes, certificateRoutes } from './routes';
export { CertificateService, type CertificateServiceDeps } from './service';
export { CertificateReminderJob, dueStage } from './reminders';
export { CredentialSigner } from './credentialSigner';
export { CertificateRepository } from './certificateRepository';
export { certificateHours } from './hours';
export { issueCourseCertificate, issuePartnerCertificate, type CourseCompletion } from './issue';
export { newSerial } from './serial';
export { validUntilOf } from './validity';
export { certificateThrottleRules, defaultValidityMonths, expiringWithinDays, reminderIntervalMs, reminderStages } from './limits';
export { partnerCertificateTitle } from './pdfTexts';
