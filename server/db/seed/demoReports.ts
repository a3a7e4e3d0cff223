import { randomUUID } from 'node:crypto';
import type { Audience } from '../../../src/contract/auth';
import { generatePassword, type PasswordHasher } from '../../lib/passwords';
import { AdminService } from '../../modules/admin';
import { UserRepository } from '../../modules/auth';
import { CertificateRepository, certificateHours, newSerial, validUntilOf } from '../../modules/certificate';
import type { AttemptLayout, AttemptResults, ExamRow } from '../courseSchema';
import type { Db } from '../transaction';
import { watchedLessonRow } from './watchedLesson';

const hour = 3_600_000;
const day = 24 * hour;

/** The demo's report learners: one account each, passwords never shown (they only make history). */
type ReportLearner = { account: string; name: string; company: string; versionCode: 'US' | 'MX'; audience: Audience; startedMonthsAgo: number; reach: 'certified' | 'lessons' | 'started'; lang: 'en' | 'es' };

const learners: ReportLearner[] = [
  { account: 'report.avery', name: 'Avery Brooks', company: 'Brightpath Energy Services', versionCode: 'US', audience: 'installer', startedMonthsAgo: 11, reach: 'certified', lang: 'en' },
  { account: 'report.blake', name: 'Blake Moreno', company: 'Brightpath Energy Services', versionCode: 'US', audience: 'installer', startedMonthsAgo: 9, reach: 'certified', lang: 'en' },
  { account: 'report.casey', name: 'Casey Lin', company: 'Brightpath Energy Services', versionCode: 'US', audience: 'installer', startedMonthsAgo: 4, reach: 'lessons', lang: 'en' },
  { account: 'report.dana', name: 'Dana Okafor', company: 'Sunrise Solar Co.', versionCode: 'US', audience: 'installer', startedMonthsAgo: 8, reach: 'certified', lang: 'en' },
  { account: 'report.eli', name: 'Eli Novak', company: 'Sunrise Solar Co.', versionCode: 'US', audience: 'sales', startedMonthsAgo: 6, reach: 'lessons', lang: 'en' },
  { account: 'report.farah', name: 'Farah Haddad', company: 'Sunrise Solar Co.', versionCode: 'US', audience: 'designer', startedMonthsAgo: 2, reach: 'started', lang: 'en' },
  { account: 'report.gael', name: 'Gael Ramírez', company: 'Costa Verde Instaladores', versionCode: 'MX', audience: 'installer', startedMonthsAgo: 7, reach: 'certified', lang: 'es' },
  { account: 'report.hilda', name: 'Hilda Vargas', company: 'Costa Verde Instaladores', versionCode: 'MX', audience: 'installer', startedMonthsAgo: 3, reach: 'certified', lang: 'es' },
  { account: 'report.ivan', name: 'Iván Torres', company: 'Costa Verde Instaladores', versionCode: 'MX', audience: 'installer', startedMonthsAgo: 1, reach: 'lessons', lang: 'es' },
];

const monthsBefore = (at: Date, months: number): Date => validUntilOf(at, -months);

/** A graded attempt at `at`: the questions in `wrong` answered wrongly (no option chosen), the rest right. */
const gradedAttempt = async (tx: Db, exam: ExamRow, userId: string, at: Date, attemptNumber: number, wrong: (questionId: string, position: number) => boolean): Promise<boolean> => {
  const questions = await tx.selectFrom('questions').select(['id', 'kind', 'position']).where('exam_id', '=', exam.id).orderBy('position').limit(exam.question_count).execute();
  const options = questions.length === 0 ? [] : await tx.selectFrom('question_options').select(['id', 'question_id', 'is_right']).where('question_id', 'in', questions.map((question) => question.id)).orderBy('position').execute();
  const layout: AttemptLayout = questions.map((question) => ({ questionId: question.id, kind: question.kind, optionIds: options.filter((option) => option.question_id === question.id).map((option) => option.id) }));
  const missed = new Set(questions.filter((question) => wrong(question.id, question.position)).map((question) => question.id));
  const answers = Object.fromEntries(questions.map((question) => [question.id, missed.has(question.id) ? [] : options.filter((option) => option.question_id === question.id && option.is_right).map((option) => option.id)]));
  const results: AttemptResults = Object.fromEntries(questions.map((question) => [question.id, missed.has(question.id) ? ('wrong' as const) : ('right' as const)]));
  const correct = questions.length - missed.size;
  const percent = questions.length === 0 ? 0 : Math.round((100 * correct) / questions.length);
  const passed = percent >= exam.pass_percent;
  await tx
    .insertInto('exam_attempts')
    .values({
      id: randomUUID(),
      exam_id: exam.id,
      user_id: userId,
      cycle: 1,
      attempt_number: attemptNumber,
      status: 'graded',
      layout: JSON.stringify(layout),
      answers: JSON.stringify(answers),
      question_count: questions.length,
      started_at: new Date(at.getTime() - 12 * 60_000),
      completed_at: at,
      correct_count: correct,
      correct_percent: percent,
      passed,
      results: JSON.stringify(results),
    })
    .execute();
  return passed;
};

/**
 * Inside the seed's transaction: nine learners of three companies who studied over the last year
 * (lessons watched, tests passed and failed, final exams, certificates that are valid, expiring or
 * expired) and material downloads month by month, so every report and chart of the console shows
 * something. The second question of every test is the one people get wrong (the "bad question").
 */
export async function seedDemoReportsHistory(tx: Db, passwords: PasswordHasher, now: Date): Promise<void> {
  const users = new UserRepository(tx);
  const admin = new AdminService({ db: tx, passwords, now: () => now });
  const courses = await tx.selectFrom('courses').selectAll().orderBy('position').execute();
  const certificates = new CertificateRepository(tx);
  for (const [index, learner] of learners.entries()) {
    if (await users.findByAccount(learner.account)) continue;
    const user = await admin.createUser({
      account: learner.account,
      email: `${learner.account}@training-center.local`,
      role: 'learner',
      audience: learner.audience,
      versionCode: learner.versionCode,
      name: learner.name,
      company: learner.company,
      companyNumber: `DEMO-${String(index + 1).padStart(3, '0')}`,
      password: generatePassword(),
    });
    await tx.updateTable('users').set({ lang: learner.lang }).where('id', '=', user.id).execute();
    const course = courses.find((candidate) => candidate.audience === learner.audience) ?? courses[0];
    if (!course) continue;
    const lessons = await tx.selectFrom('lessons').selectAll().where('course_id', '=', course.id).orderBy('position').execute();
    const exams = await tx.selectFrom('exams').selectAll().where('course_id', '=', course.id).execute();
    let at = new Date(monthsBefore(now, learner.startedMonthsAgo).getTime() + (index + 1) * day);
    const lessonCount = learner.reach === 'started' ? 1 : learner.reach === 'lessons' ? Math.max(1, lessons.length - 1) : lessons.length;
    // Lessons spread over the months since the start, so progress over time rises month by month.
    const step = Math.max(day, Math.floor((now.getTime() - at.getTime() - 2 * day) / (lessonCount + 1)));
    for (const lesson of lessons.slice(0, lessonCount)) {
      await tx.insertInto('lesson_progress').values(watchedLessonRow(user.id, lesson, at)).execute();
      const test = exams.find((exam) => exam.lesson_id === lesson.id);
      if (test && learner.reach !== 'started') {
        // Every other learner misses the second question and one more on the first try, then passes.
        const firstTryFails = (index + lesson.position) % 2 === 0;
        const passed = await gradedAttempt(tx, test, user.id, new Date(at.getTime() + hour), 1, (_id, position) => position === 2 || (firstTryFails && position === 3));
        if (!passed) await gradedAttempt(tx, test, user.id, new Date(at.getTime() + 2 * hour), 2, (_id, position) => position === 2 && index % 3 === 0);
      }
      at = new Date(at.getTime() + step);
    }
    const finalExam = exams.find((exam) => exam.kind === 'final' && exam.version_code === learner.versionCode) ?? exams.find((exam) => exam.kind === 'final');
    if (learner.reach !== 'certified' || !finalExam) continue;
    const finishedAt = new Date(Math.min(at.getTime(), now.getTime() - day));
    await gradedAttempt(tx, finalExam, user.id, finishedAt, 1, (_id, position) => position === 2);
    const totalSeconds = lessons.reduce((sum, lesson) => sum + lesson.duration_seconds, 0);
    await certificates.insert({
      serial: newSerial(),
      user_id: user.id,
      course_id: course.id,
      attempt_id: null,
      issued_at: finishedAt,
      valid_until: validUntilOf(finishedAt, course.validity_months),
      total_hours: certificateHours(totalSeconds),
      revoked_at: null,
      revoked_reason: null,
      superseded_by: null,
    });
    // Two of them also hold an older certificate: one that expires soon, one that ended.
    if (index === 0 || index === 3) {
      const issuedAt = index === 0 ? new Date(monthsBefore(now, course.validity_months).getTime() + 25 * day) : monthsBefore(now, course.validity_months + 1);
      await certificates.insert({
        serial: newSerial(),
        user_id: user.id,
        course_id: course.id,
        attempt_id: null,
        issued_at: issuedAt,
        valid_until: validUntilOf(issuedAt, course.validity_months),
        total_hours: certificateHours(totalSeconds),
        revoked_at: null,
        revoked_reason: null,
        superseded_by: null,
      });
    }
  }
  await seedDemoDownloads(tx, now);
}

/** Material downloads by the report learners, a few a month over the last year (after agreeing to the terms). */
async function seedDemoDownloads(tx: Db, now: Date): Promise<void> {
  const files = await tx.selectFrom('material_files').select('id').orderBy('created_at').orderBy('id').execute();
  const terms = await tx.selectFrom('material_terms').select('version').orderBy('version', 'desc').executeTakeFirst();
  const people = await tx.selectFrom('users').select('id').where('account', 'like', 'report.%').orderBy('account').execute();
  if (files.length === 0 || !terms || people.length === 0) return;
  for (let month = 11; month >= 0; month -= 1) {
    const downloads = 1 + ((11 - month) % 4);
    for (let n = 0; n < downloads; n += 1) {
      const person = people[(month + n) % people.length]!;
      const at = new Date(monthsBefore(now, month).getTime() - (n + 1) * 2 * day);
      const chosen = files.filter((_, index) => (index + month + n) % 3 === 0).slice(0, 1 + (n % 3));
      const picked = chosen.length > 0 ? chosen : files.slice(0, 1);
      const id = randomUUID();
      await tx.insertInto('material_downloads').values({ id, user_id: person.id, website: null, terms_version: terms.version, file_count: picked.length, downloaded_at: at }).execute();
      await tx.insertInto('material_download_files').values(picked.map((file) => ({ download_id: id, file_id: file.id }))).execute();
    }
  }
}
