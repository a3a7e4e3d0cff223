import type { UserInfo } from '../../src/contract/auth';
import { partnerPaths, type ApproveResult } from '../../src/contract/partner';
import type { CertificateRow } from '../db/courseSchema';
import type { NewAccount } from '../modules/admin';
import { CertificateRepository, newSerial } from '../modules/certificate';
import { installationSlug, Learner, ok, type CourseTestContext } from './courseTestKit';
import { freshIp } from './testApp';

export type CertifiedLearner = { learner: Learner; user: UserInfo; password: string; token: string; pdfToken: string; certificateId: string; courseId: string };

/** A learner who watched every lesson, passed every test and the final exam of the certification course, through the API. */
export const certifiedLearner = async (kit: CourseTestContext, overrides: Partial<NewAccount> = {}): Promise<CertifiedLearner> => {
  const { user, password, token, pdfToken } = await kit.ctx.signedInUser(overrides);
  const learner = new Learner(kit, user.id, user.account, password, token);
  const courseId = await kit.courseId(installationSlug);
  const detail = await learner.passAllLessons(courseId);
  const grade = await learner.takeExam(detail.finalExamId ?? '', 'right');
  if (!grade.passed || !grade.certificateId) throw new Error(`the final exam was not passed: ${JSON.stringify(grade)}`);
  return { learner, user, password, token, pdfToken, certificateId: grade.certificateId, courseId };
};

/**
 * An older certificate of the same course beside the holder's newest, ending at `validUntil`: what a
 * course passed again after an admin reset leaves (not superseded, so its dates alone say expiring).
 */
export const olderCertificate = async (kit: CourseTestContext, holder: CertifiedLearner, validUntil: Date): Promise<CertificateRow> => {
  const newest = await kit.db.selectFrom('certificates').selectAll().where('id', '=', holder.certificateId).executeTakeFirstOrThrow();
  return new CertificateRepository(kit.db).insert({
    serial: newSerial(),
    user_id: newest.user_id,
    course_id: newest.course_id,
    attempt_id: null,
    issued_at: new Date(newest.issued_at.getTime() - 86_400_000),
    valid_until: validUntil,
    total_hours: newest.total_hours,
    revoked_at: null,
    revoked_reason: null,
    superseded_by: null,
  });
};

export { ok };

export type ApprovedPartner = { companyId: string; company: string; account: string; userId: string; certificateId: string };

let partners = 0;

/** A partner company applied for and approved through the API: its admin account holds the business partner certificate. */
export const approvedPartner = async (kit: CourseTestContext, adminToken: string): Promise<ApprovedPartner> => {
  partners += 1;
  // Each test has a database of its own, so a count per file keeps names apart (and recorded fixtures the same).
  const company = `Sunbeam Partners ${partners}`;
  const body = {
    company,
    companyNumber: `SB-${partners}`,
    country: 'US',
    contactName: `Paula Sunbeam ${partners}`,
    email: `paula${partners}@sunbeam-partners.test`,
    phone: '+1 555 010 4040',
    website: '',
    roles: ['installer'],
    acceptTerms: true,
    language: 'en',
  };
  const { applicationId } = ok(await kit.ctx.api<{ applicationId: string }>('POST', partnerPaths.apply, { body, ip: freshIp() }));
  const approved = ok(await kit.ctx.api<ApproveResult>('POST', partnerPaths.approve, { token: adminToken, body: { applicationId } }));
  const holder = await kit.db.selectFrom('users').select('id').where('account', '=', approved.account).executeTakeFirstOrThrow();
  const certificate = await kit.db.selectFrom('certificates').select('id').where('company_id', '=', approved.companyId).executeTakeFirstOrThrow();
  return { companyId: approved.companyId, company, account: approved.account, userId: holder.id, certificateId: certificate.id };
};
