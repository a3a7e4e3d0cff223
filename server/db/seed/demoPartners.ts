import { randomBytes } from 'node:crypto';
import type { Audience } from '../../../src/contract/auth';
import { toLanguage } from '../../../src/contract/languages';
import { partnerCertificateValidityMonths } from '../../../src/contract/certificate';
import { AuditLogRepository } from '../../lib/auditLogRepository';
import { generatePassword, type PasswordHasher } from '../../lib/passwords';
import { hashToken } from '../../lib/tokens';
import { UserRepository } from '../../modules/auth';
import { issueCourseCertificate, issuePartnerCertificate, validUntilOf } from '../../modules/certificate';
import { ApplicationRepository, CompanyRepository, companyKeyOf, InvitationRepository, invitationLifetimeMs, registerCompanyWebsite } from '../../modules/partner';
import type { Db } from '../transaction';
import { demoCertifiedCourseSlug, noRenewal, passAttempt } from './demoCertified';
import { seedFailedLessonAttempt } from './demoFailedAttempt';
import { watchedLessonRow } from './watchedLesson';

const hour = 3_600_000;
const day = 24 * hour;

/** The demo company admin, printed with the other demo accounts. */
export const demoCompanyAdminAccount = 'demo.company';

type DemoApplication = { company: string; companyNumber: string; country: string; contactName: string; email: string; phone: string; website: string; roles: Audience[]; lang: 'en' | 'es' };

/** Three companies waiting in the queue (issue 13's demo content). */
const pendingApplications: DemoApplication[] = [
  { company: 'Northwind Solar Co.', companyNumber: 'NW-204511', country: 'US', contactName: 'Nora West', email: 'nora@northwind-solar.example', phone: '+1 512 555 0142', website: 'https://northwind-solar.example', roles: ['installer', 'sales'], lang: 'en' },
  { company: 'Energía del Valle S.A.', companyNumber: 'EDV-880231', country: 'MX', contactName: 'Valeria Ortiz', email: 'valeria@energiadelvalle.example', phone: '+52 55 5555 0199', website: 'energiadelvalle.example', roles: ['installer', 'designer'], lang: 'es' },
  { company: 'Bluegrass Home Power', companyNumber: 'BHP-11872', country: 'US', contactName: 'Ben Carter', email: 'ben@bluegrass-power.example', phone: '+1 859 555 0110', website: '', roles: ['sales'], lang: 'en' },
];

type DemoCompany = {
  application: DemoApplication;
  admin: { account: string; name: string };
  technicians: { account: string; name: string; email: string; audience: Audience; stage: 'certified' | 'halfway' | 'new' }[];
  /** A partner of almost a full term: approved so long ago that its business partner certificate ends in this many days. */
  certificateEndsInDays?: number;
};

/** Two partner companies with technicians at different stages of the installation certification. */
const companies: DemoCompany[] = [
  {
    application: { company: 'Helios Home Energy LLC', companyNumber: 'HHE-300118', country: 'US', contactName: 'Hana Helios', email: 'demo.company@training-center.local', phone: '+1 303 555 0170', website: 'https://helios-home.example', roles: ['installer', 'sales'], lang: 'en' },
    admin: { account: demoCompanyAdminAccount, name: 'Hana Helios' },
    technicians: [
      { account: 'helios.certified', name: 'Ian Installer', email: 'ian@helios-home.example', audience: 'installer', stage: 'certified' },
      { account: 'helios.halfway', name: 'Hugo Halfway', email: 'hugo@helios-home.example', audience: 'installer', stage: 'halfway' },
      { account: 'helios.new', name: 'Nina New', email: 'nina@helios-home.example', audience: 'sales', stage: 'new' },
    ],
  },
  {
    application: { company: 'Costa Energía S.A. de C.V.', companyNumber: 'CEN-550921', country: 'MX', contactName: 'Carlos Costa', email: 'carlos@costa-energia.example', phone: '+52 33 5555 0123', website: 'https://costa-energia.example', roles: ['installer'], lang: 'es' },
    admin: { account: 'costa.admin', name: 'Carlos Costa' },
    technicians: [{ account: 'costa.tecnico', name: 'Tomás Técnico', email: 'tomas@costa-energia.example', audience: 'installer', stage: 'halfway' }],
    // Its admin is reminded (home page, mail, notification) to ask the provider to renew the partnership.
    certificateEndsInDays: 21,
  },
];

const applicationRow = (application: DemoApplication, submittedAt: Date) => ({
  company: application.company,
  company_number: application.companyNumber,
  company_key: companyKeyOf(application.country, application.companyNumber),
  version_code: application.country,
  contact_name: application.contactName,
  email: application.email,
  phone: application.phone,
  website: application.website,
  roles: application.roles,
  lang: application.lang,
  submitted_at: submittedAt,
});

/** Watched lessons and passed tests of the installation course: all of them and the final exam ('certified'), or the first two. */
const studied = async (tx: Db, userId: string, versionCode: string, stage: 'certified' | 'halfway', now: Date): Promise<void> => {
  const course = await tx.selectFrom('courses').selectAll().where('slug', '=', demoCertifiedCourseSlug).executeTakeFirst();
  if (!course) return;
  const lessons = await tx.selectFrom('lessons').selectAll().where('course_id', '=', course.id).orderBy('position').execute();
  const exams = await tx.selectFrom('exams').selectAll().where('course_id', '=', course.id).execute();
  const done = stage === 'certified' ? lessons : lessons.slice(0, 2);
  const startedAt = now.getTime() - 10 * day;
  for (const [index, lesson] of done.entries()) {
    const at = new Date(startedAt + index * day);
    await tx.insertInto('lesson_progress').values(watchedLessonRow(userId, lesson, at)).execute();
    const test = exams.find((exam) => exam.lesson_id === lesson.id);
    if (test) await passAttempt(tx, test, userId, new Date(at.getTime() + hour));
  }
  // Halfway: the next lesson watched and its test failed once (the admin console can reset it).
  const next = stage === 'halfway' ? lessons[done.length] : undefined;
  const nextTest = next ? exams.find((exam) => exam.lesson_id === next.id) : undefined;
  if (next && nextTest) await seedFailedLessonAttempt(tx, userId, next, nextTest, new Date(startedAt + done.length * day));
  const finalExam = exams.find((exam) => exam.kind === 'final' && exam.version_code === versionCode);
  if (stage !== 'certified' || !finalExam) return;
  const completedAt = new Date(startedAt + done.length * day);
  const attemptId = await passAttempt(tx, finalExam, userId, completedAt);
  await issueCourseCertificate(tx, {
    userId,
    course,
    attemptId,
    completedAt,
    totalSeconds: lessons.reduce((sum, lesson) => sum + lesson.duration_seconds, 0),
    renewsCertificateId: noRenewal,
  });
};

/**
 * Inside the seed's transaction: three pending applications, two approved companies (partner
 * certificate, admin, technicians at different stages, open and expired invitations) and one
 * rejected application. Returns each company admin's account and password, to print (the technicians' are not shown).
 */
export async function seedDemoPartnersContent(tx: Db, passwords: PasswordHasher, now: Date, adminId: string | undefined): Promise<{ account: string; password: string }[]> {
  const applications = new ApplicationRepository(tx);
  const users = new UserRepository(tx);
  for (const [index, application] of pendingApplications.entries()) await applications.insert(applicationRow(application, new Date(now.getTime() - (index + 1) * 5 * hour)));
  const rejected = await applications.insert(
    applicationRow({ company: 'Quick Watt Resellers', companyNumber: 'QWR-1', country: 'US', contactName: 'Quinn Watt', email: 'quinn@quickwatt.example', phone: '+1 702 555 0188', website: '', roles: ['sales'], lang: 'en' }, new Date(now.getTime() - 9 * day)),
  );
  const decider = adminId ? await users.findById(adminId) : undefined;
  if (rejected && decider) {
    const reason = 'Demo: no installer or sales licence could be confirmed.';
    await applications.decide(rejected.id, { status: 'rejected', decidedBy: decider.id, at: new Date(now.getTime() - 8 * day), reason });
    await new AuditLogRepository(tx).record({ actor: { id: decider.id, account: decider.account }, action: 'partner.application.reject', target: { type: 'partner_application', id: rejected.id }, details: { reason }, at: new Date(now.getTime() - 8 * day) });
  }

  const admins: { account: string; password: string }[] = [];
  for (const [index, demo] of companies.entries()) {
    const approvedAt =
      demo.certificateEndsInDays === undefined ? new Date(now.getTime() - (20 - index) * day) : validUntilOf(new Date(now.getTime() + demo.certificateEndsInDays * day), -partnerCertificateValidityMonths);
    const application = await applications.insert(applicationRow(demo.application, new Date(approvedAt.getTime() - day)));
    if (!application) continue;
    if (decider) await applications.decide(application.id, { status: 'approved', decidedBy: decider.id, at: approvedAt });
    const company = await new CompanyRepository(tx).create({
      name: demo.application.company,
      company_number: demo.application.companyNumber,
      version_code: demo.application.country,
      website: demo.application.website,
      phone: demo.application.phone,
      roles: demo.application.roles,
      created_at: approvedAt,
    });
    await applications.linkCompany(application.id, company.id);
    await registerCompanyWebsite(tx, company, approvedAt);
    const person = async (account: string, name: string, email: string, audience: Audience, companyAdmin: boolean, password: string) =>
      users.create({
        account,
        email,
        name,
        company: company.name,
        company_number: company.company_number,
        audience,
        role: 'learner',
        version_code: company.version_code,
        lang: demo.application.lang,
        password_hash: await passwords.hash(password),
        company_id: company.id,
        company_admin: companyAdmin,
        must_change_password: false,
        created_at: approvedAt,
        updated_at: approvedAt,
      });
    const adminPassword = generatePassword();
    const admin = await person(demo.admin.account, demo.admin.name, demo.application.email, 'installer', true, adminPassword);
    if (!admin) continue;
    admins.push({ account: demo.admin.account, password: adminPassword });
    await issuePartnerCertificate(tx, { userId: admin.id, companyId: company.id, issuedAt: approvedAt });
    if (decider) {
      await new AuditLogRepository(tx).record({ actor: { id: decider.id, account: decider.account }, action: 'partner.application.approve', target: { type: 'partner_application', id: application.id }, details: { companyId: company.id, userId: admin.id }, at: approvedAt });
    }
    for (const technician of demo.technicians) {
      const user = await person(technician.account, technician.name, technician.email, technician.audience, false, generatePassword());
      if (user && technician.stage !== 'new') await studied(tx, user.id, company.version_code, technician.stage, now);
    }
    // One link still open and one that ran out (their tokens were never mailed: nobody can use them).
    const invitations = new InvitationRepository(tx);
    const invite = (email: string, name: string, createdAt: Date) =>
      invitations.create({ company_id: company.id, name, email, audience: 'installer', language: toLanguage(demo.application.lang), token_hash: hashToken(randomBytes(32).toString('base64url')), invited_by: admin.id, expires_at: new Date(createdAt.getTime() + invitationLifetimeMs), created_at: createdAt });
    await invite(`new.hire.${index + 1}@${demo.application.email.split('@')[1] ?? 'example.test'}`, 'New Hire', new Date(now.getTime() - day));
    await invite(`late.reply.${index + 1}@${demo.application.email.split('@')[1] ?? 'example.test'}`, 'Late Reply', new Date(now.getTime() - 12 * day));
  }
  return admins;
}
