/** Partner onboarding: applications, their approval (company, admin account, partner certificate), invitations, the company's team. */
export { companyRoutes, partnerAdminRoutes, partnerPublicRoutes } from './routes';
export { invitationPagePath, PartnerService, type PartnerServiceDeps } from './service';
export { ApplicationRepository, companyKeyOf } from './applicationRepository';
export { CompanyRepository } from './companyRepository';
export { registerCompanyWebsite } from './companyWebsite';
export { InvitationRepository } from './invitationRepository';
export { invitationLifetimeMs, partnerThrottleRules } from './limits';
