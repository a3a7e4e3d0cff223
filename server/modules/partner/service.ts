import type { AuditAction } from '../../../src/contract/audit';
import type { Audience } from '../../../src/contract/auth';
import type { CertificateListResult } from '../../../src/contract/certificate';
import type { CourseListResult } from '../../../src/contract/course';
import { toLanguage, type Language } from '../../../src/contract/languages';
import type {
  ApplicationListResult,
  ApplyResult,
  ApproveResult,
  InvitationInfo,
  InvitationSummary,
  PartnerApplication,
  TeamMember,
  TeamResult,
} from '../../../src/contract/partner';
import type { CompanyInvitationRow, CompanyRow, UserRow } from '../../db/schema';
import { inTransaction, type Db } from '../../db/transaction';
import { AuditLogRepository } from '../../lib/auditLogRepository';
import { BusinessError } from '../../lib/businessError';
import { isUuid } from '../../lib/ids';
import type { MailAttachment, Mailer } from '../../lib/mailer';
import { generatePassword, type PasswordHasher } from '../../lib/passwords';
import { ThrottleRefusal, type Throttle, type ThrottlePass } from '../../lib/throttle/throttle';
import { hashToken, newToken } from '../../lib/tokens';
import { UserRepository, type ActiveSession } from '../auth';
import { issuePartnerCertificate } from '../certificate';
import { CountryVersionRepository } from '../country';
import { ApplicationRepository, companyKeyOf, type ApplicationRecord } from './applicationRepository';
import { CompanyRepository } from './companyRepository';
import { registerCompanyWebsite } from './companyWebsite';
import { InvitationRepository } from './invitationRepository';
import { invitationLifetimeMs, invitationsListed, partnerThrottleRules } from './limits';
import { approvalMail, invitationMail, printedInstant, rejectionMail } from './mails';

/** What another module knows about a user that the company page shows (handed in by app.ts). */
export type MemberProgress = {
  courses: (user: UserRow, lang: Language) => Promise<CourseListResult>;
  certificates: (userId: string, lang: Language) => Promise<CertificateListResult>;
  /** The PDF of a certificate (the partner certificate mailed with the credentials). */
  certificateFile: (certificateId: string) => Promise<{ bytes: Uint8Array; fileName: string; contentType: string }>;
};

export type PartnerServiceDeps = {
  db: Db;
  passwords: PasswordHasher;
  throttle: Throttle;
  mailer: Mailer;
  now: () => Date;
  /** Origin of the public site: the login and invitation links of the mails. */
  publicUrl: string;
  members: MemberProgress;
};

export type ApplicationInput = {
  company: string;
  companyNumber: string;
  country: string;
  contactName: string;
  email: string;
  phone: string;
  website: string;
  roles: Audience[];
  acceptTerms: true;
  language: Language;
};

export type InviteInput = { name: string; email: string; audience: Audience; language?: Language | undefined };
export type AcceptInput = { token: string; password: string };

/** Where the host opens an invitation link. */
export const invitationPagePath = '/invitation';

const toApplication = (row: ApplicationRecord): PartnerApplication => ({
  applicationId: row.id,
  company: row.company,
  companyNumber: row.company_number,
  country: row.version_code,
  contactName: row.contact_name,
  email: row.email,
  phone: row.phone,
  website: row.website,
  roles: row.roles,
  language: row.lang,
  status: row.status,
  submittedAt: row.submitted_at.toISOString(),
  decidedAt: row.decided_at?.toISOString() ?? null,
  decidedBy: row.decided_by_account,
  rejectionReason: row.rejection_reason,
  companyId: row.company_id,
});

/** An invitation as the team page lists it, its state at `now`. */
const toInvitationSummary = (invitation: CompanyInvitationRow, now: Date): InvitationSummary => ({
  invitationId: invitation.id,
  name: invitation.name,
  email: invitation.email,
  audience: invitation.audience,
  status: invitation.accepted_at ? 'accepted' : invitation.withdrawn_at ? 'withdrawn' : invitation.expires_at > now ? 'pending' : 'expired',
  expiresAt: invitation.expires_at.toISOString(),
  createdAt: invitation.created_at.toISOString(),
  language: toLanguage(invitation.language),
});

/**
 * Why a link does not work, in the visitor's language: withdrawn by the company admin, replaced by a
 * newer e-mail (Resend), or else expired or used.
 */
const linkRefusal = async (invitations: InvitationRepository, tokenHash: string): Promise<BusinessError> => {
  const history = await invitations.linkHistory(tokenHash);
  if (history?.invitation.withdrawn_at) return new BusinessError('invitationInvalid', { messageKey: 'invitationWithdrawnLink' });
  if (history?.replaced && !history.invitation.accepted_at) return new BusinessError('invitationInvalid', { messageKey: 'invitationReplacedLink' });
  return new BusinessError('invitationInvalid');
};

/** The audience a company admin studies as: installer when the company trains installers (spec 1), else the first role. */
const adminAudience = (roles: Audience[]): Audience => (roles.includes('installer') ? 'installer' : (roles[0] ?? 'installer'));

/**
 * Partner onboarding: applications (anonymous), their approval or rejection (role admin, audited),
 * the company admin's invitations and the team's training.
 */
export class PartnerService {
  constructor(private readonly deps: PartnerServiceDeps) {}

  /** Counted per client address before anything is checked; one open or approved application per company and address. */
  async apply(input: ApplicationInput, clientIp: string): Promise<ApplyResult> {
    const { db, throttle, now } = this.deps;
    await throttle.admit(db, { rule: partnerThrottleRules.applyPerIp, subject: clientIp });
    const country = await new CountryVersionRepository(db).find(input.country);
    if (!country) throw new BusinessError('invalidInput', { messageKey: 'unknownCountry', fieldKey: 'country' });
    if (await new UserRepository(db).findByAccount(input.email)) throw new BusinessError('duplicateApplication', { messageKey: 'accountExists', fieldKey: 'email' });
    const companyKey = companyKeyOf(country.version_code, input.companyNumber);
    const applications = new ApplicationRepository(db);
    const created = await applications.insert({
      company: input.company,
      company_number: input.companyNumber,
      company_key: companyKey,
      version_code: country.version_code,
      contact_name: input.contactName,
      email: input.email,
      phone: input.phone,
      website: input.website,
      roles: input.roles,
      lang: input.language,
      submitted_at: now(),
    });
    if (!created) {
      const which = await applications.findActiveDuplicate(input.email, companyKey);
      throw which === 'company'
        ? new BusinessError('duplicateApplication', { messageKey: 'duplicateApplicationCompany', fieldKey: 'companyNumber' })
        : new BusinessError('duplicateApplication', { messageKey: 'duplicateApplicationEmail', fieldKey: 'email' });
    }
    return { applicationId: created.id, status: created.status };
  }

  async list(status: PartnerApplication['status'] | undefined, page: number, pageSize: number): Promise<ApplicationListResult> {
    const { rows, total } = await new ApplicationRepository(this.deps.db).page(status, page, pageSize);
    return { list: rows.map(toApplication), total, page, pageSize };
  }

  /**
   * Creates the company, its admin account (generated password, to be changed at first login) and the
   * business partner certificate in one transaction, then mails the credentials with the certificate.
   * Idempotent: the pending → approved step lets one request win; the others answer what it created.
   */
  async approve(admin: ActiveSession, applicationId: string): Promise<ApproveResult> {
    const { db, now, passwords } = this.deps;
    const existing = await this.application(db, applicationId);
    if (existing.status === 'rejected') throw new BusinessError('applicationDecided');
    if (existing.status === 'approved') return this.approvedResult(existing);
    // Slow hashing happens before the transaction (no lock held meanwhile).
    const password = generatePassword();
    const passwordHash = await passwords.hash(password);
    const approvedAt = now();
    const created = await inTransaction(db, async (tx) => {
      const applications = new ApplicationRepository(tx);
      const application = await applications.decide(existing.id, { status: 'approved', decidedBy: admin.user.id, at: approvedAt });
      if (!application) return undefined;
      const company = await new CompanyRepository(tx).create({
        name: application.company,
        company_number: application.company_number,
        version_code: application.version_code,
        website: application.website,
        phone: application.phone,
        roles: application.roles,
        created_at: approvedAt,
      });
      const user = await new UserRepository(tx).create({
        account: application.email.toLowerCase(),
        email: application.email,
        name: application.contact_name,
        company: application.company,
        company_number: application.company_number,
        audience: adminAudience(application.roles),
        role: 'learner',
        version_code: application.version_code,
        lang: toLanguage(application.lang),
        password_hash: passwordHash,
        company_id: company.id,
        company_admin: true,
        must_change_password: true,
        created_at: approvedAt,
        updated_at: approvedAt,
      });
      if (!user) throw new BusinessError('conflict', { messageKey: 'accountExists' });
      await applications.linkCompany(application.id, company.id);
      await registerCompanyWebsite(tx, company, approvedAt);
      const certificate = await issuePartnerCertificate(tx, { userId: user.id, companyId: company.id, issuedAt: approvedAt });
      await new AuditLogRepository(tx).record({
        actor: { id: admin.user.id, account: admin.user.account },
        action: 'partner.application.approve',
        target: { type: 'partner_application', id: application.id },
        details: { companyId: company.id, userId: user.id, account: user.account, certificateId: certificate.id },
        at: approvedAt,
      });
      return { application, company, user, certificateId: certificate.id };
    });
    const decided = await this.application(db, existing.id);
    if (!created) {
      // A concurrent request decided it first: approved answers what it created, rejected says so.
      if (decided.status === 'approved') return this.approvedResult(decided);
      throw new BusinessError('applicationDecided');
    }
    const lang = toLanguage(created.application.lang);
    const certificate = await this.deps.members.certificateFile(created.certificateId);
    const attachment: MailAttachment = { filename: certificate.fileName, content: certificate.bytes, contentType: certificate.contentType };
    const mail = approvalMail(lang, {
      contactName: created.application.contact_name,
      company: created.company.name,
      account: created.user.account,
      password,
      loginUrl: `${this.origin()}/login`,
    });
    this.deps.mailer.deliverInBackground({ to: created.user.email, ...mail, attachments: [attachment] });
    return { application: toApplication(decided), companyId: created.company.id, account: created.user.account };
  }

  /** Rejects a pending application and mails the reason; asking again answers the same rejection, an approved one refuses. */
  async reject(admin: ActiveSession, applicationId: string, reason: string): Promise<PartnerApplication> {
    const { db, now } = this.deps;
    const existing = await this.application(db, applicationId);
    if (existing.status === 'approved') throw new BusinessError('applicationDecided');
    if (existing.status === 'rejected') return toApplication(existing);
    const rejectedAt = now();
    const rejected = await inTransaction(db, async (tx) => {
      const application = await new ApplicationRepository(tx).decide(existing.id, { status: 'rejected', decidedBy: admin.user.id, at: rejectedAt, reason });
      if (!application) return undefined;
      await new AuditLogRepository(tx).record({
        actor: { id: admin.user.id, account: admin.user.account },
        action: 'partner.application.reject',
        target: { type: 'partner_application', id: application.id },
        details: { reason },
        at: rejectedAt,
      });
      return application;
    });
    const decided = await this.application(db, existing.id);
    if (!rejected) {
      if (decided.status === 'rejected') return toApplication(decided);
      throw new BusinessError('applicationDecided');
    }
    const mail = rejectionMail(toLanguage(rejected.lang), { contactName: rejected.contact_name, company: rejected.company, reason });
    this.deps.mailer.deliverInBackground({ to: rejected.email, ...mail });
    return toApplication(decided);
  }

  /** The company admin's team: everyone of the company with their courses and certificates, and the open invitations. */
  async team(session: ActiveSession, lang: Language): Promise<TeamResult> {
    const company = await this.ownCompany(session);
    const members: TeamMember[] = [];
    for (const user of await new UserRepository(this.deps.db).listByCompany(company.id)) members.push(await this.member(user, lang));
    const now = this.deps.now();
    const invitations = (await new InvitationRepository(this.deps.db).openOf(company.id, invitationsListed)).map((invitation) => toInvitationSummary(invitation, now));
    return { company: { companyId: company.id, name: company.name, companyNumber: company.company_number }, members, invitations };
  }

  /** One person of the caller's company; anybody else answers like one who does not exist. */
  async teamMember(session: ActiveSession, userId: string, lang: Language): Promise<TeamMember> {
    const company = await this.ownCompany(session);
    const user = isUuid(userId) ? await new UserRepository(this.deps.db).findById(userId) : undefined;
    if (!user || user.company_id !== company.id) throw new BusinessError('notFound');
    return this.member(user, lang);
  }

  /**
   * E-mails a one-time link that expires. An address with an open invitation (pending or expired) is
   * refused and pointed to Resend or Withdraw: an invitation names a person and a role, so a second one
   * would either change them behind the admin's back or be two links for one person. Counted in
   * `invitationMailsPerAddress` and `invitationMailsPerCompanyDay` with the resends.
   */
  async invite(session: ActiveSession, input: InviteInput): Promise<InvitationSummary> {
    const { db, now, throttle } = this.deps;
    const company = await this.ownCompany(session);
    if (await new UserRepository(db).findByAccount(input.email)) throw new BusinessError('conflict', { messageKey: 'accountExists', fieldKey: 'email' });
    const pending = () => new BusinessError('conflict', { messageKey: 'invitationPending', fieldKey: 'email', values: { email: input.email } });
    if (await new InvitationRepository(db).findOpen(company.id, input.email)) throw pending();
    const pass = await this.admitInvitationMail(company.id, input.email);
    const token = newToken();
    const createdAt = now();
    const invitation = await inTransaction(db, async (tx) => {
      const created = await new InvitationRepository(tx).create({
        company_id: company.id,
        name: input.name,
        email: input.email,
        audience: input.audience,
        // The technician's language as the inviter chose it; not named, the inviter's own.
        language: input.language ?? toLanguage(session.user.lang),
        token_hash: hashToken(token),
        invited_by: session.user.id,
        expires_at: new Date(createdAt.getTime() + invitationLifetimeMs),
        created_at: createdAt,
      });
      if (created) await this.auditInvitation(tx, session, 'partner.invitation.create', created, createdAt);
      return created;
    });
    if (!invitation) {
      // A concurrent invitation of the same address won: this one sent nothing, so it does not count.
      await inTransaction(db, (tx) => throttle.release(tx, pass));
      throw pending();
    }
    this.mailInvitation(session, company, invitation, token, false);
    return toInvitationSummary(invitation, createdAt);
  }

  /**
   * E-mails an open invitation (pending or expired) again with a fresh link valid `invitationLifetimeMs`;
   * the old link stops working (a visitor with it is told to use the newer e-mail). Another company's
   * invitation answers as one that does not exist; a withdrawn or accepted one says so; each mail
   * counts in `invitationMailsPerAddress` and `invitationMailsPerCompanyDay`. Audited.
   */
  async resendInvitation(session: ActiveSession, invitationId: string): Promise<InvitationSummary> {
    const { db, now, throttle } = this.deps;
    const company = await this.ownCompany(session);
    const existing = await this.ownInvitation(db, company.id, invitationId);
    this.refuseClosed(existing);
    const pass = await this.admitInvitationMail(company.id, existing.email);
    const token = newToken();
    const sentAt = now();
    const resent = await inTransaction(db, async (tx) => {
      const invitations = new InvitationRepository(tx);
      const row = await invitations.replaceLink(company.id, existing.id, { tokenHash: hashToken(token), expiresAt: new Date(sentAt.getTime() + invitationLifetimeMs) }, sentAt);
      if (row) await this.auditInvitation(tx, session, 'partner.invitation.resend', row, sentAt);
      return row;
    });
    if (!resent) {
      // Withdrawn or accepted meanwhile: nothing was sent, so it does not count; say which.
      await inTransaction(db, (tx) => throttle.release(tx, pass));
      this.refuseClosed(await this.ownInvitation(db, company.id, existing.id));
      throw new BusinessError('conflict');
    }
    this.mailInvitation(session, company, resent, token, true);
    return toInvitationSummary(resent, sentAt);
  }

  /** Withdraws an open invitation once: its link stops working. Concurrent requests: one wins, the others are told it is withdrawn. Audited. */
  async withdrawInvitation(session: ActiveSession, invitationId: string): Promise<InvitationSummary> {
    const { db, now } = this.deps;
    const company = await this.ownCompany(session);
    if (!isUuid(invitationId)) throw new BusinessError('notFound', { messageKey: 'invitationNotFound' });
    const at = now();
    return inTransaction(db, async (tx) => {
      const invitations = new InvitationRepository(tx);
      const withdrawn = await invitations.withdraw(company.id, invitationId.toLowerCase(), at);
      if (!withdrawn) {
        this.refuseClosed(await this.ownInvitation(tx, company.id, invitationId));
        throw new BusinessError('conflict');
      }
      await this.auditInvitation(tx, session, 'partner.invitation.withdraw', withdrawn, at);
      return toInvitationSummary(withdrawn, at);
    });
  }

  /** Anyone with the link: whom it is for, while it is live. */
  async invitation(token: string): Promise<InvitationInfo> {
    const tokenHash = hashToken(token.trim());
    const invitations = new InvitationRepository(this.deps.db);
    const invitation = await invitations.findLive(tokenHash, this.deps.now());
    if (!invitation) throw await linkRefusal(invitations, tokenHash);
    const company = await new CompanyRepository(this.deps.db).findById(invitation.company_id);
    if (!company) throw new BusinessError('invitationInvalid');
    return { company: company.name, name: invitation.name, email: invitation.email, account: invitation.email.toLowerCase(), expiresAt: invitation.expires_at.toISOString() };
  }

  /** Uses the link once and creates the technician's account with the password they chose. */
  async acceptInvitation(input: AcceptInput): Promise<{ account: string }> {
    const { db, now, passwords } = this.deps;
    const passwordHash = await passwords.hash(input.password);
    const acceptedAt = now();
    return inTransaction(db, async (tx) => {
      const invitations = new InvitationRepository(tx);
      const tokenHash = hashToken(input.token.trim());
      const invitation = await invitations.accept(tokenHash, acceptedAt);
      if (!invitation) throw await linkRefusal(invitations, tokenHash);
      const company = await new CompanyRepository(tx).findById(invitation.company_id);
      if (!company) throw new BusinessError('invitationInvalid');
      const user = await new UserRepository(tx).create({
        account: invitation.email.toLowerCase(),
        email: invitation.email,
        name: invitation.name,
        company: company.name,
        company_number: company.company_number,
        audience: invitation.audience,
        role: 'learner',
        version_code: company.version_code,
        // The language the company admin chose for this technician: their mails (reminders, certificates) keep speaking it.
        lang: toLanguage(invitation.language),
        password_hash: passwordHash,
        company_id: company.id,
        company_admin: false,
        must_change_password: false,
        created_at: acceptedAt,
        updated_at: acceptedAt,
      });
      if (!user) throw new BusinessError('conflict', { messageKey: 'accountExists' });
      await invitations.linkUser(invitation.id, user.id);
      return { account: user.account };
    });
  }

  /** One invitation of the company (any state); anything else, another company's too, is not found. */
  private async ownInvitation(db: Db, companyId: string, invitationId: string): Promise<CompanyInvitationRow> {
    const invitation = isUuid(invitationId) ? await new InvitationRepository(db).findOfCompany(companyId, invitationId.toLowerCase()) : undefined;
    if (!invitation) throw new BusinessError('notFound', { messageKey: 'invitationNotFound' });
    return invitation;
  }

  /** Refuses an invitation that is no longer open, saying why. */
  private refuseClosed(invitation: CompanyInvitationRow): void {
    if (invitation.accepted_at) throw new BusinessError('conflict', { messageKey: 'invitationAlreadyAccepted' });
    if (invitation.withdrawn_at) throw new BusinessError('conflict', { messageKey: 'invitationAlreadyWithdrawn' });
  }

  /**
   * Counts one invitation e-mail to `email` from the company against both limits, or against neither;
   * over one, says which: the address's (with the address and the wait) before the company's day.
   * Per company too, so the answer never tells one company what another sent.
   */
  private async admitInvitationMail(companyId: string, email: string): Promise<ThrottlePass> {
    const { invitationMailsPerAddress: perAddress, invitationMailsPerCompanyDay: perCompany } = partnerThrottleRules;
    try {
      return await this.deps.throttle.admit(this.deps.db, { rule: perAddress, subject: `${companyId}:${email.toLowerCase()}` }, { rule: perCompany, subject: companyId });
    } catch (error) {
      if (!(error instanceof ThrottleRefusal)) throw error;
      const minutes = Number(error.options.values?.minutes ?? 1);
      if (error.refused.includes(perAddress)) throw new BusinessError('rateLimited', { messageKey: 'invitationMailLimit', values: { minutes, email, limit: perAddress.limit } });
      throw new BusinessError('rateLimited', { messageKey: 'invitationCompanyDailyLimit', values: { limit: perCompany.limit, hours: Math.max(1, Math.ceil(minutes / 60)) } });
    }
  }

  private async auditInvitation(tx: Db, session: ActiveSession, action: AuditAction, invitation: CompanyInvitationRow, at: Date): Promise<void> {
    await new AuditLogRepository(tx).record({
      actor: { id: session.user.id, account: session.user.account },
      action,
      target: { type: 'company_invitation', id: invitation.id },
      details: { companyId: invitation.company_id, email: invitation.email, name: invitation.name, audience: invitation.audience, language: invitation.language, expiresAt: invitation.expires_at.toISOString() },
      at,
    });
  }

  /** The invitation e-mail with its link, in the invitation's language; the link names it, so the page opens in it too. */
  private mailInvitation(session: ActiveSession, company: CompanyRow, invitation: CompanyInvitationRow, token: string, resent: boolean): void {
    const lang = toLanguage(invitation.language);
    const mail = invitationMail(lang, {
      name: invitation.name,
      company: company.name,
      inviter: session.user.name.trim() || session.user.account,
      account: invitation.email.toLowerCase(),
      acceptUrl: `${this.origin()}${invitationPagePath}?token=${encodeURIComponent(token)}&lang=${lang}`,
      validUntil: printedInstant(invitation.expires_at, lang),
      resent,
    });
    this.deps.mailer.deliverInBackground({ to: invitation.email, ...mail });
  }

  private origin(): string {
    return this.deps.publicUrl.replace(/\/+$/, '');
  }

  private async application(db: Db, applicationId: string): Promise<ApplicationRecord> {
    const application = isUuid(applicationId) ? await new ApplicationRepository(db).findById(applicationId) : undefined;
    if (!application) throw new BusinessError('notFound');
    return application;
  }

  private approvedResult(application: ApplicationRecord): ApproveResult {
    return { application: toApplication(application), companyId: application.company_id ?? '', account: application.email.toLowerCase() };
  }

  /** The caller's company, when the caller administers it (the server decides, whatever the page shows). */
  private async ownCompany(session: ActiveSession): Promise<CompanyRow> {
    if (!session.user.company_admin || !session.user.company_id) throw new BusinessError('forbidden', { messageKey: 'notCompanyAdmin' });
    const company = await new CompanyRepository(this.deps.db).findById(session.user.company_id);
    if (!company) throw new BusinessError('forbidden', { messageKey: 'notCompanyAdmin' });
    return company;
  }

  private async member(user: UserRow, lang: Language): Promise<TeamMember> {
    const courses = await this.deps.members.courses(user, lang);
    const certificates = await this.deps.members.certificates(user.id, lang);
    return {
      userId: user.id,
      account: user.account,
      name: user.name,
      email: user.email,
      audience: user.audience,
      companyAdmin: user.company_admin,
      courses: courses.list.map((course) => ({ courseId: course.courseId, title: course.title, percent: course.percent, status: course.status, locked: course.lockedBy !== null })),
      certificates: certificates.list.map((certificate) => ({
        certificateId: certificate.certificateId,
        serial: certificate.serial,
        title: certificate.courseTitle,
        status: certificate.status,
        validUntil: certificate.validUntil,
      })),
    };
  }
}
