import type { ColumnType, Generated, Insertable, JSONColumnType, Selectable, Updateable } from 'kysely';
import type { Audience, Role } from '../../src/contract/auth';
import type { CourseTables } from './courseSchema';

/** Table types of the training database; times are always written by the service clock. */
export interface UsersTable {
  id: string;
  account: string;
  email: string;
  name: string;
  company: string;
  company_number: string;
  audience: Audience;
  role: Role;
  version_code: string;
  lang: string;
  password_hash: string;
  created_at: Date;
  updated_at: Date;
  company_id: string | null;
  company_admin: Generated<boolean>;
  /** Generated credentials: every call but the password change is refused until it is changed. */
  must_change_password: Generated<boolean>;
}

export interface CountryVersionsTable {
  version_code: string;
  name: string;
  lang: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token_hash: string;
  pdf_token_hash: string;
  remember_me: boolean;
  expires_at: Date;
  revoked_at: Date | null;
  created_at: Date;
}

export interface VerificationCodesTable {
  id: string;
  email: string;
  code_hash: string;
  failed_attempts: number;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
}

export interface ThrottleHitsTable {
  id: string;
  key: string;
  created_at: Date;
}

export interface OutboxTable {
  id: string;
  to: string;
  subject: string;
  text: string;
  created_at: Date;
}

export interface AppStateTable {
  key: string;
  value: string;
  updated_at: Date;
}

export interface CompaniesTable {
  id: string;
  name: string;
  company_number: string;
  version_code: string;
  website: string;
  phone: string;
  roles: JSONColumnType<Audience[]>;
  created_at: Date;
}

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

export interface PartnerApplicationsTable {
  id: string;
  company: string;
  company_number: string;
  company_key: string;
  version_code: string;
  contact_name: string;
  email: string;
  phone: string;
  website: string;
  roles: JSONColumnType<Audience[]>;
  lang: string;
  status: ApplicationStatus;
  submitted_at: Date;
  decided_at: Date | null;
  decided_by: string | null;
  rejection_reason: string | null;
  company_id: string | null;
}

export interface CompanyInvitationsTable {
  id: string;
  company_id: string;
  name: string;
  email: string;
  audience: Audience;
  token_hash: string;
  invited_by: string | null;
  expires_at: Date;
  accepted_at: Date | null;
  accepted_user_id: string | null;
  created_at: Date;
}

/** Who did what to which record, for every admin action. */
export interface AuditLogTable {
  id: string;
  actor_id: string | null;
  actor_account: string;
  action: string;
  target_type: string;
  target_id: string;
  details: ColumnType<Record<string, unknown>, string, string>;
  created_at: Date;
}

export interface Database extends CourseTables {
  companies: CompaniesTable;
  partner_applications: PartnerApplicationsTable;
  company_invitations: CompanyInvitationsTable;
  audit_log: AuditLogTable;
  users: UsersTable;
  country_versions: CountryVersionsTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  throttle_hits: ThrottleHitsTable;
  outbox: OutboxTable;
  app_state: AppStateTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type NewSession = Insertable<SessionsTable>;
export type CountryVersionRow = Selectable<CountryVersionsTable>;
export type VerificationCodeRow = Selectable<VerificationCodesTable>;
export type NewVerificationCode = Insertable<VerificationCodesTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type CompanyRow = Selectable<CompaniesTable>;
export type PartnerApplicationRow = Selectable<PartnerApplicationsTable>;
export type CompanyInvitationRow = Selectable<CompanyInvitationsTable>;
