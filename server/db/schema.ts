import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Audience, Role } from '../../src/contract/auth';
import type { CourseTables } from './courseSchema';
import type { QuestionnaireTables } from './questionnaireSchema';

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

export interface Database extends CourseTables, QuestionnaireTables {
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
