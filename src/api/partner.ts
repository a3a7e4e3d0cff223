import {
  acceptInvitationResult,
  applicationListResult,
  applyResult,
  approveResult,
  invitationInfo,
  invitationSummary,
  partnerApplication,
  partnerPaths,
  teamResult,
  type ApplicationListResult,
  type ApplicationStatus,
  type ApplyResult,
  type ApproveResult,
  type InvitationInfo,
  type InvitationSummary,
  type PartnerApplication,
  type TeamResult,
} from '../contract/partner';
import type { AcceptInvitationForm, InviteTechnicianForm, PartnerApplicationForm } from '../validation/partnerForms';
import { apiRequest } from './client';

/**
 * Partner onboarding calls (issue 13). The server decides duplicates, approvals and the company
 * scope; a call that breaks a rule rejects with the client's `ApiError` (already toasted).
 */

/** `POST /partner/apply`, anonymous. */
export const applyForPartnership = (form: PartnerApplicationForm): Promise<ApplyResult> =>
  apiRequest(partnerPaths.apply, { method: 'POST', body: form, schema: import.meta.env.DEV ? applyResult : undefined });

/** `GET /admin/partner/applications`, role admin: one page of the queue. */
export const listApplications = (query: { status?: ApplicationStatus; page: number; pageSize: number }): Promise<ApplicationListResult> =>
  apiRequest(partnerPaths.applications, {
    method: 'GET',
    query: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined).map(([name, value]) => [name, String(value)])),
    schema: import.meta.env.DEV ? applicationListResult : undefined,
  });

/** `POST /admin/partner/approve`, role admin; asking twice answers the same company. */
export const approveApplication = (applicationId: string): Promise<ApproveResult> =>
  apiRequest(partnerPaths.approve, { method: 'POST', body: { applicationId }, schema: import.meta.env.DEV ? approveResult : undefined });

/** `POST /admin/partner/reject`, role admin: the reason is mailed to the applicant. */
export const rejectApplication = (applicationId: string, reason: string): Promise<PartnerApplication> =>
  apiRequest(partnerPaths.reject, { method: 'POST', body: { applicationId, reason }, schema: import.meta.env.DEV ? partnerApplication : undefined });

/** `GET /company/team`, company admin. */
export const getCompanyTeam = (): Promise<TeamResult> => apiRequest(partnerPaths.team, { method: 'GET', schema: import.meta.env.DEV ? teamResult : undefined });

/** `POST /company/invite`, company admin: mails a one-time link. */
export const inviteTechnician = (form: InviteTechnicianForm): Promise<InvitationSummary> =>
  apiRequest(partnerPaths.invite, { method: 'POST', body: form, schema: import.meta.env.DEV ? invitationSummary : undefined });

/** `POST /company/invitation/resend`, company admin: a fresh link e-mailed, the old one stops working (limited per address). */
export const resendInvitation = (invitationId: string): Promise<InvitationSummary> =>
  apiRequest(partnerPaths.resendInvitation, { method: 'POST', body: { invitationId }, schema: import.meta.env.DEV ? invitationSummary : undefined });

/** `POST /company/invitation/withdraw`, company admin: its link stops working; answers it with status `withdrawn`. */
export const withdrawInvitation = (invitationId: string): Promise<InvitationSummary> =>
  apiRequest(partnerPaths.withdrawInvitation, { method: 'POST', body: { invitationId }, schema: import.meta.env.DEV ? invitationSummary : undefined });

/** `GET /partner/invitation?token=`, anonymous: whom the link is for (40082 when used, expired, replaced or withdrawn, saying which). */
export const getInvitation = (token: string): Promise<InvitationInfo> =>
  apiRequest(partnerPaths.invitation, { method: 'GET', query: { token }, schema: import.meta.env.DEV ? invitationInfo : undefined });

/** `POST /partner/acceptInvitation`, anonymous: creates the account; resolves the account to sign in with. */
export const acceptInvitation = (form: AcceptInvitationForm): Promise<{ account: string }> =>
  apiRequest(partnerPaths.acceptInvitation, { method: 'POST', body: form, schema: import.meta.env.DEV ? acceptInvitationResult : undefined });
