import { randomUUID } from 'node:crypto';
import type { NewAccount } from '../../modules/admin';
import { CertificateRepository, certificateHours, issueCourseCertificate, newSerial, validUntilOf } from '../../modules/certificate';
import type { AttemptLayout, AttemptResults } from '../courseSchema';
import type { Db } from '../transaction';
import { watchedLessonRow } from './watchedLesson';

/** The demo learner who finished the certification course and holds a certificate in each state (issue 9). */
export const demoCertifiedAccount: Omit<NewAccount, 'password'> = {
  account: 'demo.certified',
  email: 'demo.certified@training-center.local',
  role: 'learner',
  audience: 'installer',
  versionCode: 'US',
  name: 'Carmen Certified',
  company: 'Brightpath Energy Services',
  companyNumber: 'TC-000102',
};

export const demoCertifiedCourseSlug = 'installation-certification';

const day = 86_400_000;
const monthsBefore = (at: Date, months: number): Date => validUntilOf(at, -months);

/** A passed attempt at an exam: its first questions, every right option chosen. */
export const passAttempt = async (tx: Db, exam: { id: string; question_count: number }, userId: string, at: Date): Promise<string> => {
  const questions = await tx.selectFrom('questions').select(['id', 'kind']).where('exam_id', '=', exam.id).orderBy('position').limit(exam.question_count).execute();
  const options = questions.length === 0 ? [] : await tx.selectFrom('question_options').select(['id', 'question_id', 'is_right']).where('question_id', 'in', questions.map((question) => question.id)).orderBy('position').execute();
  const layout: AttemptLayout = questions.map((question) => ({ questionId: question.id, kind: question.kind, optionIds: options.filter((option) => option.question_id === question.id).map((option) => option.id) }));
  const answers = Object.fromEntries(questions.map((question) => [question.id, options.filter((option) => option.question_id === question.id && option.is_right).map((option) => option.id)]));
  const results: AttemptResults = Object.fromEntries(questions.map((question) => [question.id, 'right' as const]));
  const id = randomUUID();
  await tx
    .insertInto('exam_attempts')
    .values({
      id,
      exam_id: exam.id,
      user_id: userId,
      cycle: 1,
      attempt_number: 1,
      status: 'graded',
      layout: JSON.stringify(layout),
      answers: JSON.stringify(answers),
      question_count: questions.length,
      started_at: new Date(at.getTime() - 10 * 60_000),
      completed_at: at,
      correct_count: questions.length,
      correct_percent: 100,
      passed: true,
      results: JSON.stringify(results),
    })
    .execute();
  return id;
};

/** A demo account is made by the seed that certifies it: it has renewed no certificate. */
export const noRenewal = null;

/**
 * Inside the seed's transaction: the learner watched every lesson and passed every test, then the
 * final exam at `finishedAt` (a certificate issued like the exam issues it). Returns the course and
 * what was issued, or nothing on a database without the certification course.
 */
export async function seedCertifiedStudy(tx: Db, userId: string, versionCode: string, finishedAt: Date) {
  const course = await tx.selectFrom('courses').selectAll().where('slug', '=', demoCertifiedCourseSlug).executeTakeFirst();
  if (!course) return undefined;
  const lessons = await tx.selectFrom('lessons').selectAll().where('course_id', '=', course.id).orderBy('position').execute();
  const exams = await tx.selectFrom('exams').selectAll().where('course_id', '=', course.id).execute();
  for (const [index, lesson] of lessons.entries()) {
    const watchedAt = new Date(finishedAt.getTime() - (lessons.length - index) * 3_600_000);
    await tx.insertInto('lesson_progress').values(watchedLessonRow(userId, lesson, watchedAt)).execute();
    const test = exams.find((exam) => exam.lesson_id === lesson.id);
    if (test) await passAttempt(tx, test, userId, new Date(watchedAt.getTime() + 30 * 60_000));
  }
  const finalExam = exams.find((exam) => exam.kind === 'final' && exam.version_code === versionCode);
  if (!finalExam) return undefined;
  const attemptId = await passAttempt(tx, finalExam, userId, finishedAt);
  const totalSeconds = lessons.reduce((sum, lesson) => sum + lesson.duration_seconds, 0);
  const certificate = await issueCourseCertificate(tx, { userId, course, attemptId, completedAt: finishedAt, totalSeconds, renewsCertificateId: noRenewal });
  return { course, certificate, totalSeconds };
}

/**
 * Inside the seed's transaction: the learner finished the course yesterday (a valid certificate) and
 * holds older certificates that show the other states: expiring within 30 days (beside the newer one it
 * is history: no renewal, no reminder), expired, revoked, superseded.
 */
export async function seedDemoCertifiedHistory(tx: Db, userId: string, now: Date): Promise<void> {
  const studied = await seedCertifiedStudy(tx, userId, demoCertifiedAccount.versionCode, new Date(now.getTime() - day));
  if (!studied) return;
  const { course, certificate: current, totalSeconds } = studied;
  const certificates = new CertificateRepository(tx);
  const history = (issuedAt: Date, extra: { revoked_at?: Date; revoked_reason?: string; superseded_by?: string } = {}) =>
    certificates.insert({
      serial: newSerial(),
      user_id: userId,
      course_id: course.id,
      attempt_id: null,
      issued_at: issuedAt,
      valid_until: validUntilOf(issuedAt, course.validity_months),
      total_hours: certificateHours(totalSeconds),
      revoked_at: extra.revoked_at ?? null,
      revoked_reason: extra.revoked_reason ?? null,
      superseded_by: extra.superseded_by ?? null,
    });
  // Ends in 20 days: `expiring`, inside the 30-day reminder.
  await history(new Date(monthsBefore(now, course.validity_months).getTime() + 20 * day));
  // Ended two months ago.
  await history(monthsBefore(now, course.validity_months + 2));
  await history(monthsBefore(now, 6), { revoked_at: new Date(now.getTime() - 10 * day), revoked_reason: 'Demo: withdrawn by the training team' });
  await history(monthsBefore(now, course.validity_months + 6), { superseded_by: current.id });
}

/** The demo learner whose only certificate ends in 20 days: the home page reminds them, and Renew opens the course again. */
export const demoRenewalAccount: Omit<NewAccount, 'password'> = {
  account: 'demo.renewal',
  email: 'demo.renewal@training-center.local',
  role: 'learner',
  audience: 'installer',
  versionCode: 'US',
  name: 'Rosa Renewal',
  company: 'Sunridge Installations',
  companyNumber: 'TC-000103',
};

/** Inside the seed's transaction: the course finished so long ago that its certificate ends in 20 days. */
export async function seedDemoRenewalHistory(tx: Db, userId: string, now: Date): Promise<void> {
  const course = await tx.selectFrom('courses').select('validity_months').where('slug', '=', demoCertifiedCourseSlug).executeTakeFirst();
  if (!course) return;
  await seedCertifiedStudy(tx, userId, demoRenewalAccount.versionCode, new Date(monthsBefore(now, course.validity_months).getTime() + 20 * day));
}
