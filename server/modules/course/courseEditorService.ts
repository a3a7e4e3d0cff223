import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { fileTypeStream } from 'file-type/node';
import type { AdminCourseDetail, AdminCourseListResult, AdminCourseSearch, AdminCourseSummary, AdminExam } from '../../../src/contract/adminCourse';
import { finalExamDefaults, lessonAttemptsPerCycle, lessonPassPercent } from '../../../src/contract/course';
import { languages } from '../../../src/contract/languages';
import type { AuditAction } from '../../../src/contract/audit';
import type { CaptionFields, CourseForm, ExamForm, LessonForm } from '../../../src/validation/courseForms';
import type { CourseRow, ExamRow, LocalizedText } from '../../db/courseSchema';
import { inTransaction, type Db } from '../../db/transaction';
import { AuditLogRepository } from '../../lib/auditLogRepository';
import { BusinessError } from '../../lib/businessError';
import type { FileStorage } from '../../lib/storage';
import type { ActiveSession } from '../auth';
import { CountryVersionRepository } from '../country';
import { CourseEditorRepository, type StoredQuestion } from './courseEditorRepository';
import { readCaptionFile } from './captionFile';
import { captionKindOf } from './courseView';
import { assertId } from './ids';
import { publishBlock } from './publishCheck';
import { questionChange, sameQuestions } from './questionVersion';
import { videoDurationSeconds } from './videoProbe';

export type CourseEditorDeps = { db: Db; files: FileStorage; now: () => Date; maxVideoBytes: number };

/** The byte budget of a lesson video ran out while it streamed. */
class VideoTooLargeError extends Error {}

/** Stored texts keep only the translations typed in: a missing one falls back to English for learners. */
const stored = (text: { en: string; es?: string }): LocalizedText => (text.es ? { en: text.en, es: text.es } : { en: text.en });
const shown = (text: LocalizedText) => ({ en: text.en, es: text.es ?? '' });

const examView = (exam: ExamRow, questions: StoredQuestion[], graded: number, onVersion: number): AdminExam => ({
  examId: exam.id,
  kind: exam.kind,
  lessonId: exam.lesson_id,
  versionCode: exam.version_code,
  title: shown(exam.title),
  questionCount: exam.question_count,
  passPercent: exam.pass_percent,
  attemptsAllowed: exam.attempts_allowed,
  waitingHours: exam.waiting_hours,
  questionVersion: exam.question_version,
  gradedAttempts: graded,
  attemptsOnVersion: onVersion,
  questions: questions.map((question) => ({
    questionId: question.questionId,
    kind: question.kind,
    text: shown(question.text),
    options: question.options.map((option) => ({ optionId: option.optionId, text: shown(option.text), right: option.right })),
  })),
});

/**
 * The admin console's course editor: courses, lessons and their videos, lesson tests and final exams,
 * publishing. Every change runs in one transaction with the course row locked and writes the audit log.
 */
export class CourseEditorService {
  constructor(private readonly deps: CourseEditorDeps) {}

  async list(search: AdminCourseSearch): Promise<AdminCourseListResult> {
    const repository = new CourseEditorRepository(this.deps.db);
    const { rows, total } = await repository.searchCourses(search);
    const countries = await repository.countriesOf(rows.map((course) => course.id));
    return { list: rows.map((course) => this.summary(course, countries.get(course.id) ?? [], course.lesson_count)), total };
  }

  private summary(course: CourseRow, countries: string[], lessonCount: number): AdminCourseSummary {
    return {
      courseId: course.id,
      title: shown(course.title),
      audience: course.audience,
      kind: course.kind,
      position: course.position,
      countries,
      language: course.language,
      published: course.published,
      lessonCount,
      validityMonths: course.validity_months,
    };
  }

  async detail(courseId: string, db: Db = this.deps.db): Promise<AdminCourseDetail> {
    const repository = new CourseEditorRepository(db);
    const course = await repository.findCourse(assertId(courseId));
    if (!course) throw new BusinessError('notFound');
    const [countries, lessons, exams, versions] = [
      (await repository.countriesOf([course.id])).get(course.id) ?? [],
      await repository.lessonsOf(course.id),
      await repository.examsOf(course.id),
      await new CountryVersionRepository(db).list(),
    ];
    const questions = await repository.questionsOf(exams);
    const graded = await repository.gradedAttempts(exams.map((exam) => exam.id));
    const onVersion = await repository.attemptsOnCurrentVersion(exams);
    const learners = await repository.learnersPerLesson(lessons.map((lesson) => lesson.id));
    const view = (exam: ExamRow) => examView(exam, questions.get(exam.id) ?? [], graded.get(exam.id) ?? 0, onVersion.get(exam.id) ?? 0);
    return {
      ...this.summary(course, countries, lessons.length),
      description: shown(course.description),
      lessons: lessons.map((lesson) => {
        const test = exams.find((exam) => exam.lesson_id === lesson.id);
        return {
          lessonId: lesson.id,
          title: shown(lesson.title),
          position: lesson.position,
          durationSeconds: lesson.duration_seconds,
          hasVideo: lesson.video_key !== '',
          captionLanguages: lesson.caption_languages,
          learners: learners.get(lesson.id) ?? 0,
          test: test ? view(test) : null,
        };
      }),
      finalExams: exams.filter((exam) => exam.kind === 'final').map(view),
      defaults: {
        lesson: { passPercent: lessonPassPercent, attemptsAllowed: lessonAttemptsPerCycle, waitingHours: 0 },
        final: { passPercent: finalExamDefaults.passPercent, attemptsAllowed: finalExamDefaults.attempts, waitingHours: finalExamDefaults.waitingHours },
      },
      availableCountries: versions.map((version) => ({ versionCode: version.version_code, name: version.name })),
      captionKinds: Object.fromEntries(languages.map((language) => [language, captionKindOf(language, course.language)])) as AdminCourseDetail['captionKinds'],
    };
  }

  /** Creates a draft course, or edits one (a published course stays published and keeps every learner's progress). */
  async saveCourse(actor: ActiveSession, form: Required<Pick<CourseForm, 'title' | 'description'>> & Omit<CourseForm, 'title' | 'description'>): Promise<AdminCourseDetail> {
    return inTransaction(this.deps.db, async (tx) => {
      const repository = new CourseEditorRepository(tx);
      const countries = new CountryVersionRepository(tx);
      for (const code of form.countries) if (!(await countries.find(code))) throw new BusinessError('invalidInput', { messageKey: 'unknownCountry', fieldKey: 'countries' });
      const values = {
        title: stored(form.title),
        description: stored(form.description),
        audience: form.audience,
        kind: form.kind,
        position: form.position,
        language: form.language,
        validityMonths: form.validityMonths,
      };
      let courseId: string;
      if (form.courseId) {
        const current = await repository.lockCourse(assertId(form.courseId));
        if (!current) throw new BusinessError('notFound');
        courseId = current.id;
        await repository.updateCourse(courseId, values);
        await repository.setCountries(courseId, form.countries);
        if (current.published) await this.assertPublishable(tx, courseId);
        await this.audit(tx, actor, 'course.update', courseId, { title: values.title.en, countries: form.countries });
      } else {
        courseId = await repository.insertCourse(values, this.deps.now());
        await repository.setCountries(courseId, form.countries);
        await this.audit(tx, actor, 'course.create', courseId, { title: values.title.en, countries: form.countries });
      }
      return this.detail(courseId, tx);
    });
  }

  /**
   * A new lesson (courseId and title) or a new video for a lesson (lessonId): the file streams into
   * storage, its length is read from the stored file, then one transaction records it.
   */
  async uploadLesson(actor: ActiveSession, content: Readable, fields: { courseId: string; lessonId: string; titleEn: string; titleEs: string }): Promise<AdminCourseDetail> {
    const newLesson = !fields.lessonId;
    if (newLesson && !fields.titleEn) {
      content.resume();
      throw new BusinessError('invalidInput', { messageKey: 'titleRequired', fieldKey: 'titleEn' });
    }
    const target = newLesson ? await new CourseEditorRepository(this.deps.db).findCourse(assertId(fields.courseId)) : await new CourseEditorRepository(this.deps.db).findLesson(assertId(fields.lessonId));
    if (!target) {
      content.resume();
      throw new BusinessError('notFound');
    }
    const { key, durationSeconds } = await this.storeVideo(content);
    let replaced: string | undefined;
    try {
      const courseId = await inTransaction(this.deps.db, async (tx) => {
        const repository = new CourseEditorRepository(tx);
        if (newLesson) {
          const course = await repository.lockCourse(target.id);
          if (!course) throw new BusinessError('notFound');
          // Learners of a published course would meet a lesson without its test: unpublish, add, publish again.
          if (course.published) throw new BusinessError('courseNotPublishable', { messageKey: 'unpublishToAddLesson' });
          const title = stored({ en: fields.titleEn, es: fields.titleEs });
          const lessonId = await repository.insertLesson({ courseId: course.id, title, videoKey: key, durationSeconds });
          await this.audit(tx, actor, 'lesson.create', lessonId, { courseId: course.id, title: title.en, videoKey: key, durationSeconds });
          return course.id;
        }
        const lesson = await repository.findLesson(target.id);
        if (!lesson || !(await repository.lockCourse(lesson.course_id))) throw new BusinessError('notFound');
        replaced = lesson.video_key;
        await repository.updateLesson(lesson.id, { videoKey: key, durationSeconds });
        await this.audit(tx, actor, 'lesson.video', lesson.id, { courseId: lesson.course_id, videoKey: key, previousVideoKey: replaced, durationSeconds });
        return lesson.course_id;
      });
      if (replaced) await this.removeUnusedVideo(replaced);
      return await this.detail(courseId);
    } catch (error) {
      await this.deps.files.delete(key);
      throw error;
    }
  }

  /** Streams a video into storage (type from its bytes, size counted), then reads its length; refuses and keeps nothing otherwise. */
  private async storeVideo(content: Readable): Promise<{ key: string; durationSeconds: number }> {
    const typed = await fileTypeStream(content, { sampleSize: 4100 });
    const mime = typed.fileType?.mime;
    if (mime !== 'video/mp4' && mime !== 'video/webm') {
      typed.destroy();
      content.resume();
      throw new BusinessError('videoNotReadable', { fieldKey: 'file' });
    }
    const maxBytes = this.deps.maxVideoBytes;
    const counted = async function* () {
      let seen = 0;
      for await (const chunk of typed as AsyncIterable<Buffer>) {
        seen += chunk.length;
        if (seen > maxBytes) throw new VideoTooLargeError();
        yield chunk;
      }
    };
    const key = `videos/lessons/${randomUUID()}.${mime === 'video/mp4' ? 'mp4' : 'webm'}`;
    try {
      await this.deps.files.writeStream(key, Readable.from(counted(), { objectMode: false }));
    } catch (error) {
      if (error instanceof VideoTooLargeError) throw new BusinessError('fileTooLarge', { values: { megabytes: Math.floor(maxBytes / (1024 * 1024)) } });
      throw error;
    }
    const durationSeconds = await videoDurationSeconds(this.deps.files.read(key), mime);
    if (!durationSeconds) {
      await this.deps.files.delete(key);
      throw new BusinessError('videoNotReadable', { fieldKey: 'file' });
    }
    return { key, durationSeconds };
  }

  /** An uploaded video no lesson plays any more is removed (seeded videos are shared and stay). */
  private async removeUnusedVideo(key: string): Promise<void> {
    if (!key.startsWith('videos/lessons/')) return;
    if (!(await new CourseEditorRepository(this.deps.db).videoInUse(key))) await this.deps.files.delete(key);
  }

  /** A lesson's title and order: learners keep their progress. */
  async saveLesson(actor: ActiveSession, form: LessonForm & { title: { en: string; es: string } }): Promise<AdminCourseDetail> {
    return inTransaction(this.deps.db, async (tx) => {
      const repository = new CourseEditorRepository(tx);
      const lesson = await repository.findLesson(assertId(form.lessonId));
      if (!lesson || !(await repository.lockCourse(lesson.course_id))) throw new BusinessError('notFound');
      const title = stored(form.title);
      await repository.updateLesson(lesson.id, { title, position: form.position });
      await this.audit(tx, actor, 'lesson.update', lesson.id, { courseId: lesson.course_id, title: title.en, position: form.position });
      return this.detail(lesson.course_id, tx);
    });
  }

  /**
   * A lesson video's captions in one language, replacing any it had: a WebVTT file, read whole and checked
   * (captionFile.ts) before one transaction stores it. Learners get them with their next course detail.
   */
  async uploadCaption(actor: ActiveSession, content: Readable, fields: CaptionFields): Promise<AdminCourseDetail> {
    const lessonId = assertId(fields.lessonId);
    const vtt = await readCaptionFile(content);
    return inTransaction(this.deps.db, async (tx) => {
      const repository = new CourseEditorRepository(tx);
      const lesson = await repository.findLesson(lessonId);
      if (!lesson || !(await repository.lockCourse(lesson.course_id))) throw new BusinessError('notFound');
      await repository.saveCaption(lesson.id, fields.language, vtt, this.deps.now());
      await this.audit(tx, actor, 'lesson.caption', lesson.id, { courseId: lesson.course_id, language: fields.language, bytes: Buffer.byteLength(vtt) });
      return this.detail(lesson.course_id, tx);
    });
  }

  /** Removes a lesson video's captions in one language; removing captions it does not have changes nothing. */
  async deleteCaption(actor: ActiveSession, fields: CaptionFields): Promise<AdminCourseDetail> {
    return inTransaction(this.deps.db, async (tx) => {
      const repository = new CourseEditorRepository(tx);
      const lesson = await repository.findLesson(assertId(fields.lessonId));
      if (!lesson || !(await repository.lockCourse(lesson.course_id))) throw new BusinessError('notFound');
      if (await repository.deleteCaption(lesson.id, fields.language)) {
        await this.audit(tx, actor, 'lesson.captionDelete', lesson.id, { courseId: lesson.course_id, language: fields.language });
      }
      return this.detail(lesson.course_id, tx);
    });
  }

  /** Deletes a lesson nobody has studied (its test goes with it). */
  async deleteLesson(actor: ActiveSession, lessonId: string): Promise<AdminCourseDetail> {
    let videoKey = '';
    const detail = await inTransaction(this.deps.db, async (tx) => {
      const repository = new CourseEditorRepository(tx);
      const lesson = await repository.findLesson(assertId(lessonId));
      if (!lesson) throw new BusinessError('notFound');
      const course = await repository.lockCourse(lesson.course_id);
      if (!course) throw new BusinessError('notFound');
      if (((await repository.learnersPerLesson([lesson.id])).get(lesson.id) ?? 0) > 0) throw new BusinessError('lessonHasLearners');
      await repository.deleteLesson(lesson.id);
      if (course.published) await this.assertPublishable(tx, course.id);
      await this.audit(tx, actor, 'lesson.delete', lesson.id, { courseId: course.id, title: lesson.title.en });
      videoKey = lesson.video_key;
      return this.detail(course.id, tx);
    });
    await this.removeUnusedVideo(videoKey);
    return detail;
  }

  /**
   * Creates or edits a lesson test or a final exam version. Settings change in place; other questions
   * than the current ones replace them while no attempt was drawn from them, else start a new version.
   */
  async saveExam(actor: ActiveSession, form: ExamForm & { title: { en: string; es: string } }): Promise<AdminCourseDetail> {
    return inTransaction(this.deps.db, async (tx) => {
      const repository = new CourseEditorRepository(tx);
      const course = await repository.lockCourse(assertId(form.courseId));
      if (!course) throw new BusinessError('notFound');
      const lessonId = form.lessonId ? assertId(form.lessonId) : null;
      const versionCode = form.versionCode ?? null;
      if (lessonId) {
        const lesson = await repository.findLesson(lessonId);
        if (!lesson || lesson.course_id !== course.id) throw new BusinessError('notFound');
      } else if (course.kind !== 'certification' || !((await repository.countriesOf([course.id])).get(course.id) ?? []).includes(versionCode ?? '')) {
        throw new BusinessError('invalidInput', { messageKey: 'examTargetRequired', fieldKey: 'versionCode' });
      }
      const settings = {
        title: stored(form.title),
        questionCount: form.questionCount,
        passPercent: form.passPercent,
        attemptsAllowed: form.attemptsAllowed,
        waitingHours: form.waitingHours,
      };
      const questions = form.questions.map((question) => ({
        kind: question.kind,
        text: stored(question.text),
        options: question.options.map((option) => ({ text: stored(option.text), right: option.right })),
      }));
      const existing = lessonId ? await repository.findLessonExam(lessonId) : await repository.findFinalExam(course.id, versionCode ?? '');
      if (!existing) {
        const examId = await repository.insertExam({ courseId: course.id, lessonId, versionCode: lessonId ? null : versionCode, ...settings });
        await repository.insertQuestions(examId, 1, questions);
        await this.audit(tx, actor, 'exam.create', examId, { courseId: course.id, lessonId, versionCode, questions: questions.length, passPercent: settings.passPercent });
      } else {
        const current = (await repository.questionsOf([existing])).get(existing.id) ?? [];
        const change = questionChange(sameQuestions(current, questions), await repository.attemptsOnVersion(existing.id, existing.question_version));
        const version = change === 'newVersion' ? existing.question_version + 1 : existing.question_version;
        if (change === 'replace') await repository.deleteQuestions(existing.id, version);
        if (change !== 'keep') await repository.insertQuestions(existing.id, version, questions);
        await repository.updateExam(existing.id, settings, version);
        await this.audit(tx, actor, 'exam.update', existing.id, {
          courseId: course.id,
          questions: change,
          questionVersion: version,
          passPercent: settings.passPercent,
          attemptsAllowed: settings.attemptsAllowed,
          waitingHours: settings.waitingHours,
          questionCount: settings.questionCount,
        });
      }
      if (course.published) await this.assertPublishable(tx, course.id);
      return this.detail(course.id, tx);
    });
  }

  /** Publishes or unpublishes; the row lock lets one of many identical requests change it, and only that one is audited. */
  async publish(actor: ActiveSession, courseId: string, published: boolean): Promise<AdminCourseDetail> {
    return inTransaction(this.deps.db, async (tx) => {
      const repository = new CourseEditorRepository(tx);
      const course = await repository.lockCourse(assertId(courseId));
      if (!course) throw new BusinessError('notFound');
      if (published) await this.assertPublishable(tx, course.id);
      if (await repository.setPublished(course.id, published)) await this.audit(tx, actor, published ? 'course.publish' : 'course.unpublish', course.id, { title: course.title.en });
      return this.detail(course.id, tx);
    });
  }

  private async assertPublishable(tx: Db, courseId: string): Promise<void> {
    const detail = await this.detail(courseId, tx);
    const shape = (exam: AdminExam) => ({ questionCount: exam.questionCount, poolSize: exam.questions.length });
    const block = publishBlock({
      kind: detail.kind,
      countries: detail.countries,
      lessons: detail.lessons.map((lesson) => ({ title: lesson.title.en, durationSeconds: lesson.durationSeconds, test: lesson.test ? shape(lesson.test) : null })),
      finalExams: new Map(detail.finalExams.map((exam) => [exam.versionCode ?? '', shape(exam)])),
    });
    if (block) throw new BusinessError('courseNotPublishable', { messageKey: block.messageKey, values: block.values });
  }

  private audit(tx: Db, actor: ActiveSession, action: AuditAction, targetId: string, details: Record<string, unknown>): Promise<void> {
    const type = action.split('.')[0] ?? 'course';
    return new AuditLogRepository(tx).record({ actor: { id: actor.user.id, account: actor.user.account }, action, target: { type, id: targetId }, details, at: this.deps.now() });
  }
}
