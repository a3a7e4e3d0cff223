import type { ColumnType, Generated, Insertable, JSONColumnType, Selectable, Updateable } from 'kysely';
import type { Audience, Role } from '../../src/contract/auth';
import type { Language } from '../../src/contract/languages';
import type { CourseTables, LocalizedText } from './courseSchema';
import type { DocumentTables } from './documentSchema';
import type { MaterialTables } from './materialSchema';
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
  /** Notifications are also e-mailed (issue 11). */
  notify_by_email: Generated<boolean>;
  password_hash: string;
  created_at: Date;
  updated_at: Date;
  company_id: string | null;
  company_admin: Generated<boolean>;
  /** Generated credentials: every call but the password change is refused until it is changed. */
  must_change_password: Generated<boolean>;
  /** Set by an administrator: the account cannot sign in and its sessions end (issue 13). */
  deactivated_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
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
  /** When the hit leaves its rule's window and may be deleted (migration 0032). */
  expires_at: Date;
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

/** One event for one user; title and body are rendered from kind + params in the reader's language. */
export interface NotificationsTable {
  id: string;
  user_id: string;
  kind: string;
  params: JSONColumnType<Record<string, unknown>>;
  created_at: Date;
  read_at: Date | null;
}

/** A notice written by an admin; `body_html` is stored already sanitised. */
export interface NoticesTable {
  id: string;
  title: string;
  body_html: string;
  author_id: string | null;
  published_at: Date;
  /** Last correction in the admin console (migration 0014). */
  updated_at?: Date | null;
  /** Taken down in the admin console: readers no longer see it (migration 0014). */
  unpublished_at?: Date | null;
  /** The language its one text is written in (migration 0027; 'en' for older notices). */
  language: Generated<Language>;
}

export interface WebinarsTable {
  id: string;
  slug: string;
  title: JSONColumnType<LocalizedText>;
  description: JSONColumnType<LocalizedText>;
  starts_at: Date;
  duration_minutes: number;
  join_url: string;
  recording_url: string | null;
  /** Issue 13: set when the console corrects it / cancels it (learners no longer see a cancelled one). */
  updated_at: Date | null;
  cancelled_at: Date | null;
}

/** One notification sent to a group from the console (issue 13); each recipient's copy is a `notifications` row. */
export interface GroupNotificationsTable {
  id: string;
  /** The texts by language: the one it is written in, and its translation when staff wrote one. */
  title: JSONColumnType<MessageText>;
  body: JSONColumnType<MessageText>;
  link: string;
  recipient_group: JSONColumnType<RecipientGroup>;
  sent_by_id: string | null;
  sent_by_account: string;
  sent_at: Date;
  recipients: number;
  by_email: number;
  /** The language staff wrote it in (migration 0028; 'en' for older sends). */
  language: Generated<Language>;
}

/** A message's text in the languages it was written in (never empty: its own language is always there). */
export type MessageText = Partial<Record<Language, string>>;

/** The group as it was chosen, with the company's name at the time. */
export type RecipientGroup = { audiences: Audience[]; versionCodes: string[]; companyId: string; companyName: string | null; companyAdminsOnly: boolean };

/** A webinar's "tomorrow" notifications were sent (the primary key makes it once). */
export interface WebinarRemindersTable {
  webinar_id: string;
  sent_at: Date;
}

export interface FaqCategoriesTable {
  key: string;
  position: number;
  label_en: string;
  label_es: string | null;
}

export interface FaqEntriesTable {
  id: string;
  category_key: string;
  position: number;
  question_en: string;
  answer_en: string;
  question_es: string | null;
  answer_es: string | null;
  search_en: string;
  search_es: string | null;
  created_at: Date;
  /** Null while a draft: learners see only published entries. */
  published_at: Date | null;
  updated_at: Date | null;
}

export interface SupportTicketsTable {
  id: string;
  ticket_number: string;
  user_id: string | null;
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  lang: string;
  client_ip: string;
  created_at: Date;
}

export interface Database extends CourseTables, MaterialTables, DocumentTables, QuestionnaireTables {
  notifications: NotificationsTable;
  notices: NoticesTable;
  webinars: WebinarsTable;
  webinar_reminders: WebinarRemindersTable;
  group_notifications: GroupNotificationsTable;
  faq_categories: FaqCategoriesTable;
  faq_entries: FaqEntriesTable;
  support_tickets: SupportTicketsTable;
  companies: CompaniesTable;
  partner_applications: PartnerApplicationsTable;
  company_invitations: CompanyInvitationsTable;
  company_invitation_replaced_links: CompanyInvitationReplacedLinksTable;
  audit_log: AuditLogTable;
  idempotency_keys: IdempotencyKeysTable;
  users: UsersTable;
  country_versions: CountryVersionsTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  throttle_hits: ThrottleHitsTable;
  outbox: OutboxTable;
  app_state: AppStateTable;
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
  /** The company admin withdrew it: its link no longer works (migration 0030). */
  withdrawn_at: Date | null;
  /** The language of its e-mails and of the page its link opens (migration 0031; older ones: the inviter's). */
  language: Generated<Language>;
}

/** Links an invitation had before it was sent again: a visitor with one is told a newer e-mail holds the link. */
export interface CompanyInvitationReplacedLinksTable {
  token_hash: string;
  invitation_id: string;
  replaced_at: Date;
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

/** The answer given to a request sent with an `Idempotency-Key` (kept for a day). */
export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  fingerprint: string;
  response: ColumnType<unknown, string, string>;
  created_at: Date;
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
