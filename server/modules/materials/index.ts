/** The materials module's public face: what app.ts, the admin routes, the CLI, the seed and tests may use. */
export { acceptMaterialUploads, materialAdminRoutes, materialRoutes, materialUploadSchema, receiveMaterialUpload } from './routes';
export { MaterialsService, type MaterialsServiceDeps, type MaterialVisitor } from './service';
export { MaterialFileRepository } from './materialFileRepository';
export { PartnerRepository } from './partnerRepository';
export { TermsRepository, type TermsText } from './termsRepository';
export { defaultMaxUploadBytes, materialSessionLifetimeMs, materialThrottleRules, acceptedUploadTypes } from './limits';
export { normalizeWebsite } from './website';
export { MaterialAdminService, type MaterialAdminServiceDeps } from './adminService';
