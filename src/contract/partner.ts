import { z } from 'zod';
import { acceptInvitationForm, inviteTechnicianForm, partnerApplicationForm, partnerRoles, rejectApplicationForm } from '../validation/partnerForms';
import { audience } from './auth';
import { certificateStatus } from './certificate';
import { courseStatus } from './course';
import { languages } from './languages';
import { adminPaging } from './paging';

/**
 * Partner onboarding (issue 13): a company applies, staff approve or reject it, the company admin
 * invites the technicians and follows their training.
 */
export const partnerPaths = {
  /** POST, anonymous, rate limited per address. */
  apply: '/partner/apply',
  /** GET, anonymous: whom an invitation link is for (`?token=`). */
  invitation: '/partner/invitation',
  /** POST, anonymous: the invited technician sets a password; the account is created. */
  acceptInvitation: '/partner/acceptInvitation',
  /** GET, role admin: the application queue (`?status=&page=&pageSize=`). */
  applications: '/admin/partner/applications',
  /** POST, role admin: creates the company and its admin account once. */
  approve: '/admin/partner/approve',
  /** POST, role admin. */
  reject: '/admin/partner/reject',
  /** GET, company admin: the company, its people's progress and certificates, open invitations. */
  team: '/company/team',
  /** GET, company admin: one technician of the company (`?userId=`). */
  member: '/company/member',
  /** POST, company admin: e-mails an invitation link that expires; refused while the address has an open invitation. */
  invite: '/company/invite',
  /** POST, company admin: e-mails an open invitation again with a fresh link (the old link stops working); rate limited per address. */
  resendInvitation: '/company/invitation/resend',
  /** POST, company admin: withdraws an open invitation once (its link stops working). */
  withdrawInvitation: '/company/invitation/withdraw',
} as const;

export const applicationStatuses = ['pending', 'approved', 'rejected'] as const;
export const applicationStatus = z.enum(applicationStatuses);
export type ApplicationStatus = z.infer<typeof applicationStatus>;

/** `POST /partner/apply`: the shared form schema (src/validation/partnerForms.ts). */
export const applyRequest = partnerApplicationForm;
export type ApplyRequest = z.input<typeof applyRequest>;
export const applyResult = z.object({ applicationId: z.string(), status: applicationStatus });
export type ApplyResult = z.infer<typeof applyResult>;

export const partnerApplication = z.object({
  applicationId: z.string(),
  company: z.string(),
  companyNumber: z.string(),
  country: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
  roles: z.array(z.enum(partnerRoles)),
  language: z.string(),
  status: applicationStatus,
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The administrator who decided (account). */
  decidedBy: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** The company approval created. */
  companyId: z.string().nullable(),
});
export type PartnerApplication = z.infer<typeof partnerApplication>;

/** `GET /admin/partner/applications` */
export const applicationListQuery = z.object({
  status: applicationStatus.optional(),
  ...adminPaging,
});
export type ApplicationListQuery = z.input<typeof applicationListQuery>;
export const applicationListResult = z.object({
  list: z.array(partnerApplication),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type ApplicationListResult = z.infer<typeof applicationListResult>;

/** `POST /admin/partner/approve` */
export const approveRequest = z.object({ applicationId: z.string().min(1) });
export const approveResult = z.object({ application: partnerApplication, companyId: z.string(), account: z.string() });
export type ApproveResult = z.infer<typeof approveResult>;

/** `POST /admin/partner/reject` */
export const rejectRequest = rejectApplicationForm;
export type RejectRequest = z.input<typeof rejectRequest>;

/** `POST /company/invite` */
export const inviteRequest = inviteTechnicianForm;
export type InviteRequest = z.input<typeof inviteRequest>;
/**
 * - `pending`: open, its link works until `expiresAt`.
 * - `expired`: open, its link ran out (Resend renews it).
 * - `accepted`: used; the technician has an account.
 * - `withdrawn`: the company admin withdrew it (the answer to a withdrawal; the team lists only open ones).
 */
export const invitationStatuses = ['pending', 'accepted', 'expired', 'withdrawn'] as const;
export const invitationSummary = z.object({
  invitationId: z.string(),
  name: z.string(),
  email: z.string(),
  audience,
  status: z.enum(invitationStatuses),
  expiresAt: z.string(),
  createdAt: z.string(),
  /** The language its e-mails are written in (and its link opens the page in). */
  language: z.enum(languages),
});
export type InvitationSummary = z.infer<typeof invitationSummary>;

/** `POST /company/invitation/resend` and `POST /company/invitation/withdraw`: one invitation of the caller's company. */
export const invitationActionRequest = z.object({ invitationId: z.string().trim().min(1).max(64) });
export type InvitationActionRequest = z.input<typeof invitationActionRequest>;

/** `GET /partner/invitation?token=` */
export const invitationQuery = z.object({ token: z.string().min(1) });
export const invitationInfo = z.object({ company: z.string(), name: z.string(), email: z.string(), account: z.string(), expiresAt: z.string() });
export type InvitationInfo = z.infer<typeof invitationInfo>;

/** `POST /partner/acceptInvitation` → the account to sign in with. */
export const acceptInvitationRequest = acceptInvitationForm;
export type AcceptInvitationRequest = z.input<typeof acceptInvitationRequest>;
export const acceptInvitationResult = z.object({ account: z.string() });

export const memberCourse = z.object({ courseId: z.string(), title: z.string(), percent: z.number().int(), status: courseStatus, locked: z.boolean() });
export const memberCertificate = z.object({ certificateId: z.string(), serial: z.string(), title: z.string(), status: certificateStatus, validUntil: z.string() });
export const teamMember = z.object({
  userId: z.string(),
  account: z.string(),
  name: z.string(),
  email: z.string(),
  audience,
  companyAdmin: z.boolean(),
  courses: z.array(memberCourse),
  certificates: z.array(memberCertificate),
});
export type TeamMember = z.infer<typeof teamMember>;

/** `GET /company/team` */
export const teamResult = z.object({
  company: z.object({ companyId: z.string(), name: z.string(), companyNumber: z.string() }),
  members: z.array(teamMember),
  invitations: z.array(invitationSummary),
});
export type TeamResult = z.infer<typeof teamResult>;

/** `GET /company/member?userId=` */
export const memberQuery = z.object({ userId: z.string().min(1) });
