import type { UserInfo } from '../../src/contract/auth';
import type { NewAccount } from '../modules/admin';
import { installationSlug, Learner, ok, type CourseTestContext } from './courseTestKit';

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

export { ok };
