import type {
  AccountDetail,
  AccountSummary,
  CompanyDetail,
  CompanyListResult,
  CompanySummary,
  LearnerCourse,
  ResetAttemptsResult,
  UserListResult,
} from '../../../src/contract/accounts';
import type { Audience, Role } from '../../../src/contract/auth';
import type { CertificateListResult } from '../../../src/contract/certificate';
import type { CourseListResult } from '../../../src/contract/course';
import { toLanguage, type Language } from '../../../src/contract/languages';
import type { UserRow } from '../../db/schema';
import { inTransaction, type Db } from '../../db/transaction';
import { AuditLogRepository } from '../../lib/auditLogRepository';
import { BusinessError } from '../../lib/businessError';
import { isUuid } from '../../lib/ids';
import type { Mailer } from '../../lib/mailer';
import { generatePassword, type PasswordHasher } from '../../lib/passwords';
import { SessionRepository, UserRepository, type ActiveSession } from '../auth';
import { CountryVersionRepository } from '../country';
import { CourseRepository, examGate, lessonStates, loadCourseStates, localize } from '../course';
import { CertificateRepository } from '../certificate';
import { AttemptRepository } from '../exam';
import { CompanyRepository } from '../partner';
import { AccountRepository, type CompanySearch, type CompanyWithMembers, type UserSearch } from './accountRepository';
import { accountCreatedMail, companyAdminMail, passwordResetMail } from './mails';

/** What other modules know about a learner's training (handed in by app.ts, as for the company team). */
export type LearnerProgress = {
  courses: (user: UserRow, lang: Language) => Promise<CourseListResult>;
  certificates: (userId: string, lang: Language) => Promise<CertificateListResult>;
};

export type AccountServiceDeps = {
  db: Db;
  passwords: PasswordHasher;
  mailer: Mailer;
  now: () => Date;
  /** Origin of the public site: the login link of the credential mails. */
  publicUrl: string;
  progress: LearnerProgress;
};

export type NewAccountInput = { name: string; email: string; role: Role; audience: Audience; country: string; companyId: string };
export type ResetAttemptsInput = { userId: string; examId: string; reason: string };

export const toAccountSummary = (user: UserRow): AccountSummary => ({
  userId: user.id,
  account: user.account,
  name: user.name,
  email: user.email,
  role: user.role,
  audience: user.audience,
  country: user.version_code,
  company: user.company,
  companyId: user.company_id,
  companyAdmin: user.company_admin,
  status: user.deactivated_at ? 'deactivated' : 'active',
  mustChangePassword: user.must_change_password,
  createdAt: user.created_at.toISOString(),
  deactivatedAt: user.deactivated_at?.toISOString() ?? null,
});

const toCompanySummary = (company: CompanyWithMembers): CompanySummary => ({
  companyId: company.id,
  name: company.name,
  companyNumber: company.company_number,
  country: company.version_code,
  members: company.members,
  createdAt: company.created_at.toISOString(),
});

/** The host's team page of a company administrator (host/routes.tsx), linked from the mail to a new one. */
const companyTeamPagePath = '/company';

const actorOf = (admin: ActiveSession) => ({ id: admin.user.id, account: admin.user.account });

/**
 * The users console (role admin): search, create, deactivate and reactivate, reset a password or a
 * learner's attempts on a test; partner companies and their people. Every change is audited in the
 * transaction that makes it.
 */
export class AccountService {
  constructor(private readonly deps: AccountServiceDeps) {}

  async users(search: UserSearch): Promise<UserListResult> {
    if (search.companyId !== undefined && !isUuid(search.companyId)) return { list: [], total: 0, page: search.page, pageSize: search.pageSize };
    const { rows, total } = await new AccountRepository(this.deps.db).searchUsers(search);
    return { list: rows.map(toAccountSummary), total, page: search.page, pageSize: search.pageSize };
  }

  /** One user, their courses with each test's standing (what a reset would set aside), and certificates. */
  async user(userId: string, lang: Language): Promise<AccountDetail> {
    const user = await this.findUser(this.deps.db, userId);
    const courses = await this.deps.progress.courses(user, lang);
    const certificates = await this.deps.progress.certificates(user.id, lang);
    const tests = await this.testsOf(this.deps.db, user, lang);
    return {
      ...toAccountSummary(user),
      courses: courses.list.map((course): LearnerCourse => ({ courseId: course.courseId, title: course.title, percent: course.percent, status: course.status, tests: tests.get(course.courseId) ?? [] })),
      certificates: certificates.list.map((certificate) => ({
        certificateId: certificate.certificateId,
        serial: certificate.serial,
        title: certificate.courseTitle,
        status: certificate.status,
        validUntil: certificate.validUntil,
      })),
    };
  }

  /** A new account with a generated password it must change at the first sign-in; the credentials are e-mailed. */
  async create(admin: ActiveSession, input: NewAccountInput): Promise<AccountSummary> {
    const { db, now, passwords } = this.deps;
    const country = await new CountryVersionRepository(db).find(input.country);
    if (!country) throw new BusinessError('invalidInput', { messageKey: 'unknownCountry', fieldKey: 'country' });
    const company = input.companyId ? (isUuid(input.companyId) ? await new CompanyRepository(db).findById(input.companyId) : undefined) : null;
    if (company === undefined) throw new BusinessError('invalidInput', { messageKey: 'unknownCompany', fieldKey: 'companyId' });
    if (await new UserRepository(db).findByAccount(input.email)) throw new BusinessError('conflict', { messageKey: 'accountExists', fieldKey: 'email' });
    const password = generatePassword();
    const passwordHash = await passwords.hash(password);
    const createdAt = now();
    const user = await inTransaction(db, async (tx) => {
      const created = await new UserRepository(tx).create({
        account: input.email.toLowerCase(),
        email: input.email,
        name: input.name,
        company: company?.name ?? '',
        company_number: company?.company_number ?? '',
        audience: input.audience,
        role: input.role,
        version_code: country.version_code,
        lang: country.lang,
        password_hash: passwordHash,
        company_id: company?.id ?? null,
        company_admin: false,
        must_change_password: true,
        created_at: createdAt,
        updated_at: createdAt,
      });
      if (!created) throw new BusinessError('conflict', { messageKey: 'accountExists', fieldKey: 'email' });
      await new AuditLogRepository(tx).record({
        actor: actorOf(admin),
        action: 'user.create',
        target: { type: 'user', id: created.id },
        details: { account: created.account, role: created.role, companyId: created.company_id },
        at: createdAt,
      });
      return created;
    });
    const mail = accountCreatedMail(toLanguage(user.lang), { name: user.name, account: user.account, password, loginUrl: this.loginUrl() });
    this.deps.mailer.deliverInBackground({ to: user.email, ...mail });
    return toAccountSummary(user);
  }

  /** The account cannot sign in any more and every session of it ends; asking again changes nothing. */
  async deactivate(admin: ActiveSession, userId: string): Promise<AccountSummary> {
    const { db, now } = this.deps;
    const user = await this.findUser(db, userId);
    if (user.id === admin.user.id) throw new BusinessError('forbidden', { messageKey: 'cannotDeactivateSelf' });
    const at = now();
    const changed = await inTransaction(db, async (tx) => {
      const deactivated = await new AccountRepository(tx).deactivate(user.id, at);
      if (!deactivated) return undefined;
      const revokedSessions = await new SessionRepository(tx).revokeAllForUser(user.id, at);
      await new AuditLogRepository(tx).record({ actor: actorOf(admin), action: 'user.deactivate', target: { type: 'user', id: user.id }, details: { account: user.account, revokedSessions }, at });
      return deactivated;
    });
    return toAccountSummary(changed ?? (await this.findUser(db, user.id)));
  }

  async reactivate(admin: ActiveSession, userId: string): Promise<AccountSummary> {
    const { db, now } = this.deps;
    const user = await this.findUser(db, userId);
    const at = now();
    const changed = await inTransaction(db, async (tx) => {
      const reactivated = await new AccountRepository(tx).reactivate(user.id, at);
      if (!reactivated) return undefined;
      await new AuditLogRepository(tx).record({ actor: actorOf(admin), action: 'user.reactivate', target: { type: 'user', id: user.id }, details: { account: user.account }, at });
      return reactivated;
    });
    return toAccountSummary(changed ?? (await this.findUser(db, user.id)));
  }

  /** A generated password, e-mailed, to be changed at the next sign-in; the account is signed out everywhere. */
  async resetPassword(admin: ActiveSession, userId: string): Promise<AccountSummary> {
    const { db, now, passwords } = this.deps;
    const user = await this.findUser(db, userId);
    if (user.id === admin.user.id) throw new BusinessError('forbidden', { messageKey: 'cannotResetOwnPassword' });
    const password = generatePassword();
    const passwordHash = await passwords.hash(password);
    const at = now();
    await inTransaction(db, async (tx) => {
      await new UserRepository(tx).setPassword(user.id, passwordHash, at, true);
      const revokedSessions = await new SessionRepository(tx).revokeAllForUser(user.id, at);
      await new AuditLogRepository(tx).record({ actor: actorOf(admin), action: 'user.password.reset', target: { type: 'user', id: user.id }, details: { account: user.account, revokedSessions }, at });
    });
    const mail = passwordResetMail(toLanguage(user.lang), { name: user.name || user.account, account: user.account, password, loginUrl: this.loginUrl() });
    this.deps.mailer.deliverInBackground({ to: user.email, ...mail });
    return toAccountSummary(await this.findUser(db, user.id));
  }

  /**
   * Sets aside the failed attempts that count now on one test (the lesson test's study cycle, the
   * final exam's round, lifting its waiting period): the learner gets the test's attempts again. Kept
   * for history, audited with the reason; racing requests reset once, the others hear nothing is left.
   */
  async resetAttempts(admin: ActiveSession, input: ResetAttemptsInput, lang: Language): Promise<ResetAttemptsResult> {
    const { db, now } = this.deps;
    const user = await this.findUser(db, input.userId);
    const at = now();
    return inTransaction(db, async (tx) => {
      const exam = isUuid(input.examId) ? await new AccountRepository(tx).findExam(input.examId) : undefined;
      if (!exam) throw new BusinessError('notFound');
      const attempts = new AttemptRepository(tx);
      // Serialized with the learner's own start and grade of this test.
      await attempts.lockLearnerExam(user.id, exam.id);
      const counted = await this.countedFailures(tx, user, exam.id);
      if (!counted) throw new BusinessError('notFound');
      const reset = await attempts.setAside(counted.attemptIds, at);
      if (reset === 0) throw new BusinessError('nothingToReset');
      await new AuditLogRepository(tx).record({
        actor: actorOf(admin),
        action: 'exam.attempts.reset',
        target: { type: 'user', id: user.id },
        details: { account: user.account, examId: exam.id, exam: localize(exam.title, lang), kind: exam.kind, attempts: reset, reason: input.reason },
        at,
      });
      return { userId: user.id, examId: exam.id, resetAttempts: reset };
    });
  }

  async companies(search: CompanySearch): Promise<CompanyListResult> {
    const { rows, total } = await new AccountRepository(this.deps.db).searchCompanies(search);
    return { list: rows.map(toCompanySummary), total, page: search.page, pageSize: search.pageSize };
  }

  /** One company and its people's progress (the same courses and certificates the company admin sees). */
  async company(companyId: string, lang: Language): Promise<CompanyDetail> {
    const company = isUuid(companyId) ? await new AccountRepository(this.deps.db).companyWithMembers(companyId) : undefined;
    if (!company) throw new BusinessError('notFound');
    const people: CompanyDetail['people'] = [];
    for (const user of await new UserRepository(this.deps.db).listByCompany(company.id)) {
      const courses = await this.deps.progress.courses(user, lang);
      const certificates = await this.deps.progress.certificates(user.id, lang);
      people.push({
        userId: user.id,
        account: user.account,
        name: user.name,
        email: user.email,
        audience: user.audience,
        companyAdmin: user.company_admin,
        status: user.deactivated_at ? 'deactivated' : 'active',
        courses: courses.list.map((course) => ({ courseId: course.courseId, title: course.title, percent: course.percent, status: course.status })),
        certificates: certificates.list.filter((certificate) => certificate.status !== 'revoked' && certificate.status !== 'superseded').length,
      });
    }
    return { ...toCompanySummary(company), website: company.website, phone: company.phone, roles: company.roles, people };
  }

  /**
   * An active member becomes the company's administrator (the one who left, or another who takes over);
   * the administrator before stays a member. The partner certificates move to the new one, who is then
   * reminded of the partnership's renewal. Serialized per company, audited once per change; asking
   * again changes nothing.
   */
  async makeCompanyAdmin(admin: ActiveSession, companyId: string, userId: string, lang: Language): Promise<CompanyDetail> {
    const { db, now } = this.deps;
    if (!isUuid(companyId)) throw new BusinessError('notFound', { messageKey: 'unknownCompany' });
    const made = await inTransaction(db, async (tx) => {
      const accounts = new AccountRepository(tx);
      if (!(await accounts.lockCompany(companyId))) throw new BusinessError('notFound', { messageKey: 'unknownCompany' });
      const user = isUuid(userId) ? await new UserRepository(tx).findById(userId) : undefined;
      if (!user || user.company_id !== companyId) throw new BusinessError('notFound', { messageKey: 'notCompanyMember' });
      if (user.company_admin) return undefined;
      if (user.deactivated_at) throw new BusinessError('conflict', { messageKey: 'companyAdminDeactivated' });
      const at = now();
      const previous = (await accounts.setCompanyAdmin(companyId, user.id, at)).filter((row) => !row.company_admin);
      const certificates = await new CertificateRepository(tx).movePartnerCertificates(companyId, user.id);
      await new AuditLogRepository(tx).record({
        actor: actorOf(admin),
        action: 'company.admin',
        target: { type: 'company', id: companyId },
        details: { account: user.account, previous: previous.map((row) => row.account), certificates },
        at,
      });
      return { user, previous: previous[0]?.name || previous[0]?.account || null, holdsCertificate: certificates > 0 };
    });
    const detail = await this.company(companyId, lang);
    if (made) {
      const mail = companyAdminMail(toLanguage(made.user.lang), {
        name: made.user.name || made.user.account,
        company: detail.name,
        previous: made.previous,
        holdsCertificate: made.holdsCertificate,
        teamUrl: `${this.deps.publicUrl.replace(/\/+$/, '')}${companyTeamPagePath}`,
      });
      this.deps.mailer.deliverInBackground({ to: made.user.email, ...mail });
    }
    return detail;
  }

  private loginUrl(): string {
    return `${this.deps.publicUrl.replace(/\/+$/, '')}/login`;
  }

  private async findUser(db: Db, userId: string): Promise<UserRow> {
    const user = isUuid(userId) ? await new UserRepository(db).findById(userId) : undefined;
    if (!user) throw new BusinessError('notFound');
    return user;
  }

  /** Each course's tests with the learner's standing, by course id (the rules' own gate decides what counts). */
  private async testsOf(db: Db, user: UserRow, lang: Language): Promise<Map<string, LearnerCourse['tests']>> {
    const courses = await new CourseRepository(db).listForCountry(user.version_code);
    const states = await loadCourseStates(db, user, courses);
    const now = this.deps.now();
    const result = new Map<string, LearnerCourse['tests']>();
    for (const state of states) {
      const lessons = lessonStates(state);
      const exams = [...lessons.flatMap((lesson) => (lesson.test ? [lesson.test] : [])), ...(state.finalExam ? [state.finalExam] : [])];
      result.set(
        state.course.id,
        exams.map((exam) => {
          const gate = examGate(state, exam, lessons, now);
          const passed = state.attempts.some((attempt) => attempt.exam_id === exam.id && attempt.passed === true);
          const resettable = passed ? 0 : state.attempts.filter((attempt) => attempt.exam_id === exam.id && attempt.status === 'graded' && attempt.passed === false && attempt.cycle === gate.cycle).length;
          return { examId: exam.id, kind: exam.kind, title: localize(exam.title, lang), attemptsUsed: gate.attemptsUsed, attemptsAllowed: gate.attemptsAllowed, passed, resettable };
        }),
      );
    }
    return result;
  }

  /** The failed attempts of one test that count for the learner now; undefined when the test is not in the learner's courses. */
  private async countedFailures(db: Db, user: UserRow, examId: string): Promise<{ attemptIds: string[] } | undefined> {
    const courses = await new CourseRepository(db).listForCountry(user.version_code);
    for (const state of await loadCourseStates(db, user, courses)) {
      const lessons = lessonStates(state);
      const exam = [...lessons.flatMap((lesson) => (lesson.test ? [lesson.test] : [])), ...(state.finalExam ? [state.finalExam] : [])].find((candidate) => candidate.id === examId);
      if (!exam) continue;
      const gate = examGate(state, exam, lessons, this.deps.now());
      const mine = state.attempts.filter((attempt) => attempt.exam_id === exam.id);
      if (mine.some((attempt) => attempt.passed === true)) return { attemptIds: [] };
      return { attemptIds: mine.filter((attempt) => attempt.status === 'graded' && attempt.passed === false && attempt.cycle === gate.cycle).map((attempt) => attempt.id) };
    }
    return undefined;
  }
}
