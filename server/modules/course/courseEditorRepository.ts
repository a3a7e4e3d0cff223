import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AdminCourseSearch } from '../../../src/contract/adminCourse';
import type { Audience } from '../../../src/contract/auth';
import type { CourseKind, QuestionKind } from '../../../src/contract/course';
import type { Language } from '../../../src/contract/languages';
import type { CourseRow, ExamRow, LessonRow, LocalizedText } from '../../db/courseSchema';
import type { Db } from '../../db/transaction';
import { containsPattern } from '../../lib/likePattern';

/** A question as the editor holds it: texts, options in order, which are right. */
export type EditorQuestion = { kind: QuestionKind; text: LocalizedText; options: { text: LocalizedText; right: boolean }[] };
export type StoredQuestion = { questionId: string; kind: QuestionKind; text: LocalizedText; options: { optionId: string; text: LocalizedText; right: boolean }[] };

export type CourseValues = {
  title: LocalizedText;
  description: LocalizedText;
  audience: Audience;
  kind: CourseKind;
  position: number;
  language: string;
  validityMonths: number;
};

export type CourseWithLessons = CourseRow & { lesson_count: number };

const lessonCount = sql<number>`(select count(*) from lessons where lessons.course_id = courses.id)::int`;
const courseSortColumn = {
  position: sql`courses.position`,
  title: sql`lower(courses.title->>'en')`,
  audience: sql`courses.audience`,
  lessons: lessonCount,
  status: sql`courses.published`,
} as const;

export type ExamSettings = { title: LocalizedText; questionCount: number; passPercent: number; attemptsAllowed: number; waitingHours: number };

/** The course editor's reads and writes of the course and exam tables (role admin). */
export class CourseEditorRepository {
  constructor(private readonly db: Db) {}

  /** One page of courses matching the filters, sorted on the server (ties in catalogue order, so pages never overlap). */
  async searchCourses(search: AdminCourseSearch): Promise<{ rows: CourseWithLessons[]; total: number }> {
    let query = this.db.selectFrom('courses');
    if (search.q) {
      const pattern = containsPattern(search.q);
      query = query.where((eb) => eb.or([eb(sql<string>`courses.title->>'en'`, 'ilike', pattern), eb(sql<string>`courses.title->>'es'`, 'ilike', pattern)]));
    }
    if (search.status) query = query.where('courses.published', '=', search.status === 'published');
    if (search.audience) query = query.where('courses.audience', '=', search.audience);
    const { total } = await query.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow();
    const rows = await query
      .selectAll('courses')
      .select(lessonCount.as('lesson_count'))
      .orderBy(courseSortColumn[search.sort], search.order)
      .orderBy('courses.position')
      .orderBy('courses.slug')
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize)
      .execute();
    return { rows: rows.map((row) => ({ ...row, lesson_count: Number(row.lesson_count) })), total: Number(total) };
  }

  findCourse(courseId: string): Promise<CourseRow | undefined> {
    return this.db.selectFrom('courses').selectAll().where('id', '=', courseId).executeTakeFirst();
  }

  /** Holds the course's row until the transaction ends: edits and publishing of one course run one at a time. */
  lockCourse(courseId: string): Promise<CourseRow | undefined> {
    return this.db.selectFrom('courses').selectAll().where('id', '=', courseId).forUpdate().executeTakeFirst();
  }

  async countriesOf(courseIds: string[]): Promise<Map<string, string[]>> {
    const byCourse = new Map<string, string[]>(courseIds.map((id) => [id, []]));
    if (courseIds.length === 0) return byCourse;
    const rows = await this.db.selectFrom('course_countries').selectAll().where('course_id', 'in', courseIds).orderBy('version_code').execute();
    for (const row of rows) byCourse.get(row.course_id)?.push(row.version_code);
    return byCourse;
  }

  async insertCourse(values: CourseValues, at: Date): Promise<string> {
    const id = randomUUID();
    await this.db
      .insertInto('courses')
      .values({
        id,
        slug: `course-${id}`,
        audience: values.audience,
        kind: values.kind,
        position: values.position,
        title: JSON.stringify(values.title),
        description: JSON.stringify(values.description),
        language: values.language,
        validity_months: values.validityMonths,
        created_at: at,
        // A new course is a draft until it is published.
        published: false,
      })
      .execute();
    return id;
  }

  async updateCourse(courseId: string, values: CourseValues): Promise<void> {
    await this.db
      .updateTable('courses')
      .set({
        audience: values.audience,
        kind: values.kind,
        position: values.position,
        title: JSON.stringify(values.title),
        description: JSON.stringify(values.description),
        language: values.language,
        validity_months: values.validityMonths,
      })
      .where('id', '=', courseId)
      .execute();
  }

  async setCountries(courseId: string, versionCodes: string[]): Promise<void> {
    await this.db.deleteFrom('course_countries').where('course_id', '=', courseId).where('version_code', 'not in', versionCodes).execute();
    await this.db
      .insertInto('course_countries')
      .values(versionCodes.map((version_code) => ({ course_id: courseId, version_code })))
      .onConflict((oc) => oc.columns(['course_id', 'version_code']).doNothing())
      .execute();
  }

  /** Sets `published` when it differs; true when this call changed it (the one that gets audited). */
  async setPublished(courseId: string, published: boolean): Promise<boolean> {
    const changed = await this.db.updateTable('courses').set({ published }).where('id', '=', courseId).where('published', '=', !published).returning('id').executeTakeFirst();
    return changed !== undefined;
  }

  lessonsOf(courseId: string): Promise<LessonRow[]> {
    return this.db.selectFrom('lessons').selectAll().where('course_id', '=', courseId).orderBy('position').orderBy('id').execute();
  }

  findLesson(lessonId: string): Promise<LessonRow | undefined> {
    return this.db.selectFrom('lessons').selectAll().where('id', '=', lessonId).executeTakeFirst();
  }

  async insertLesson(lesson: { courseId: string; title: LocalizedText; videoKey: string; durationSeconds: number }): Promise<string> {
    const id = randomUUID();
    const last = await this.db.selectFrom('lessons').select(sql<number>`coalesce(max(position), 0)::int`.as('max')).where('course_id', '=', lesson.courseId).executeTakeFirstOrThrow();
    await this.db
      .insertInto('lessons')
      .values({ id, course_id: lesson.courseId, position: last.max + 1, title: JSON.stringify(lesson.title), video_key: lesson.videoKey, duration_seconds: lesson.durationSeconds })
      .execute();
    return id;
  }

  async updateLesson(lessonId: string, values: { title?: LocalizedText; position?: number; videoKey?: string; durationSeconds?: number }): Promise<void> {
    await this.db
      .updateTable('lessons')
      .set({
        ...(values.title ? { title: JSON.stringify(values.title) } : {}),
        ...(values.position !== undefined ? { position: values.position } : {}),
        ...(values.videoKey ? { video_key: values.videoKey } : {}),
        ...(values.durationSeconds ? { duration_seconds: values.durationSeconds } : {}),
      })
      .where('id', '=', lessonId)
      .execute();
  }

  async deleteLesson(lessonId: string): Promise<void> {
    await this.db.deleteFrom('lessons').where('id', '=', lessonId).execute();
  }

  /** Stores a lesson's captions in one language (replacing them), then the lesson's list of caption languages. */
  async saveCaption(lessonId: string, lang: Language, vtt: string, at: Date): Promise<void> {
    await this.db
      .insertInto('lesson_captions')
      .values({ lesson_id: lessonId, lang, vtt, updated_at: at })
      .onConflict((oc) => oc.columns(['lesson_id', 'lang']).doUpdateSet({ vtt, updated_at: at }))
      .execute();
    await this.updateCaptionLanguages(lessonId);
  }

  /** Removes a lesson's captions in one language; false when it had none. */
  async deleteCaption(lessonId: string, lang: Language): Promise<boolean> {
    const deleted = await this.db.deleteFrom('lesson_captions').where('lesson_id', '=', lessonId).where('lang', '=', lang).executeTakeFirst();
    // Nothing removed, nothing to write: a write of the lesson would move the content version for every node.
    if (deleted.numDeletedRows === 0n) return false;
    await this.updateCaptionLanguages(lessonId);
    return true;
  }

  // From the captions themselves, in the portal's language order ('en' sorts before 'es'), in the caller's transaction.
  private async updateCaptionLanguages(lessonId: string): Promise<void> {
    await this.db
      .updateTable('lessons')
      .set((eb) => ({
        caption_languages: sql<string>`(select coalesce(jsonb_agg(lang order by lang), '[]'::jsonb) from lesson_captions where lesson_id = ${lessonId})`,
        caption_version: eb('caption_version', '+', 1),
      }))
      .where('id', '=', lessonId)
      .execute();
  }

  /** Whether any lesson still plays this stored video (seeded lessons share theirs). */
  async videoInUse(videoKey: string): Promise<boolean> {
    return (await this.db.selectFrom('lessons').select('id').where('video_key', '=', videoKey).executeTakeFirst()) !== undefined;
  }

  /** Learners with progress or attempts per lesson. */
  async learnersPerLesson(lessonIds: string[]): Promise<Map<string, number>> {
    const counts = new Map<string, number>(lessonIds.map((id) => [id, 0]));
    if (lessonIds.length === 0) return counts;
    const rows = await sql<{ lesson_id: string; n: number }>`
      select lesson_id, count(distinct user_id)::int as n from (
        select lesson_id, user_id from lesson_progress where lesson_id in (${sql.join(lessonIds)})
        union all
        select exams.lesson_id, exam_attempts.user_id from exam_attempts join exams on exams.id = exam_attempts.exam_id where exams.lesson_id in (${sql.join(lessonIds)})
      ) studied group by lesson_id`.execute(this.db);
    for (const row of rows.rows) counts.set(row.lesson_id, row.n);
    return counts;
  }

  examsOf(courseId: string): Promise<ExamRow[]> {
    return this.db.selectFrom('exams').selectAll().where('course_id', '=', courseId).orderBy('version_code').execute();
  }

  findLessonExam(lessonId: string): Promise<ExamRow | undefined> {
    return this.db.selectFrom('exams').selectAll().where('lesson_id', '=', lessonId).executeTakeFirst();
  }

  findFinalExam(courseId: string, versionCode: string): Promise<ExamRow | undefined> {
    return this.db.selectFrom('exams').selectAll().where('course_id', '=', courseId).where('kind', '=', 'final').where('version_code', '=', versionCode).executeTakeFirst();
  }

  async insertExam(exam: { courseId: string; lessonId: string | null; versionCode: string | null } & ExamSettings): Promise<string> {
    const id = randomUUID();
    await this.db
      .insertInto('exams')
      .values({
        id,
        slug: `exam-${id}`,
        course_id: exam.courseId,
        lesson_id: exam.lessonId,
        kind: exam.lessonId ? 'lesson' : 'final',
        version_code: exam.versionCode,
        title: JSON.stringify(exam.title),
        question_count: exam.questionCount,
        pass_percent: exam.passPercent,
        attempts_allowed: exam.attemptsAllowed,
        waiting_hours: exam.waitingHours,
        question_version: 1,
      })
      .execute();
    return id;
  }

  async updateExam(examId: string, settings: ExamSettings, questionVersion: number): Promise<void> {
    await this.db
      .updateTable('exams')
      .set({
        title: JSON.stringify(settings.title),
        question_count: settings.questionCount,
        pass_percent: settings.passPercent,
        attempts_allowed: settings.attemptsAllowed,
        waiting_hours: settings.waitingHours,
        question_version: questionVersion,
      })
      .where('id', '=', examId)
      .execute();
  }

  /** The questions of one version of some exams, in order, with their options and right marks. */
  async questionsOf(exams: { id: string; question_version: number }[]): Promise<Map<string, StoredQuestion[]>> {
    const byExam = new Map<string, StoredQuestion[]>(exams.map((exam) => [exam.id, []]));
    if (exams.length === 0) return byExam;
    const rows = await this.db
      .selectFrom('questions')
      .innerJoin('exams', (join) => join.onRef('exams.id', '=', 'questions.exam_id').onRef('exams.question_version', '=', 'questions.question_version'))
      .innerJoin('question_options', 'question_options.question_id', 'questions.id')
      .select([
        'questions.exam_id as examId',
        'questions.id as questionId',
        'questions.kind',
        'questions.text as questionText',
        'question_options.id as optionId',
        'question_options.text as optionText',
        'question_options.is_right as right',
      ])
      .where(
        'questions.exam_id',
        'in',
        exams.map((exam) => exam.id),
      )
      .orderBy('questions.exam_id')
      .orderBy('questions.position')
      .orderBy('question_options.position')
      .execute();
    const questions = new Map<string, StoredQuestion>();
    for (const row of rows) {
      let question = questions.get(row.questionId);
      if (!question) {
        question = { questionId: row.questionId, kind: row.kind, text: row.questionText, options: [] };
        questions.set(row.questionId, question);
        byExam.get(row.examId)?.push(question);
      }
      question.options.push({ optionId: row.optionId, text: row.optionText, right: row.right });
    }
    return byExam;
  }

  async attemptsOnVersion(examId: string, questionVersion: number): Promise<number> {
    const row = await this.db
      .selectFrom('exam_attempts')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('exam_id', '=', examId)
      .where('question_version', '=', questionVersion)
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /** Attempts drawn from each exam's current question version, by exam (absent when none). */
  async attemptsOnCurrentVersion(exams: ExamRow[]): Promise<Map<string, number>> {
    if (exams.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('exam_attempts')
      .select(['exam_id', sql<number>`count(*)::int`.as('n')])
      .where((eb) => eb.or(exams.map((exam) => eb.and([eb('exam_id', '=', exam.id), eb('question_version', '=', exam.question_version)]))))
      .groupBy('exam_id')
      .execute();
    return new Map(rows.map((row) => [row.exam_id, row.n]));
  }

  async gradedAttempts(examIds: string[]): Promise<Map<string, number>> {
    if (examIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('exam_attempts')
      .select(['exam_id', sql<number>`count(*)::int`.as('n')])
      .where('exam_id', 'in', examIds)
      .where('status', '=', 'graded')
      .groupBy('exam_id')
      .execute();
    return new Map(rows.map((row) => [row.exam_id, row.n]));
  }

  /** Removes the questions of one version (only when no attempt was ever drawn from it). */
  async deleteQuestions(examId: string, questionVersion: number): Promise<void> {
    await this.db.deleteFrom('questions').where('exam_id', '=', examId).where('question_version', '=', questionVersion).execute();
  }

  async insertQuestions(examId: string, questionVersion: number, questions: EditorQuestion[]): Promise<void> {
    if (questions.length === 0) return;
    const questionRows = questions.map((question, index) => ({
      id: randomUUID(),
      exam_id: examId,
      position: index + 1,
      kind: question.kind,
      text: JSON.stringify(question.text),
      question_version: questionVersion,
    }));
    await this.db.insertInto('questions').values(questionRows).execute();
    const optionRows = questions.flatMap((question, index) =>
      question.options.map((option, position) => ({
        id: randomUUID(),
        question_id: questionRows[index]!.id,
        position: position + 1,
        text: JSON.stringify(option.text),
        is_right: option.right,
      })),
    );
    await this.db.insertInto('question_options').values(optionRows).execute();
  }
}
