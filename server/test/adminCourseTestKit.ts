import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { adminCoursePaths, type AdminCourseDetail } from '../../src/contract/adminCourse';
import type { ExamForm, QuestionForm } from '../../src/validation/courseForms';
import { multipartBody } from './materialsTestKit';
import type { ApiResponse, Envelope, TestContext } from './testApp';

/** The seed's demo video (12 s): what an admin uploads in these tests. */
export const demoVideo = (): Buffer => readFileSync(fileURLToPath(new URL('../db/seed/videos/video-1.mp4', import.meta.url)));

/** A single-answer question whose first option is right. */
export const question = (text: string, es = ''): QuestionForm => ({
  kind: 'single',
  text: { en: text, es },
  options: [
    { text: { en: `${text} right`, es: '' }, right: true },
    { text: { en: `${text} wrong`, es: '' }, right: false },
  ],
});

/** The course editor's calls as an admin makes them (one signed-in admin per kit). */
export class AdminCourseClient {
  constructor(
    readonly ctx: TestContext,
    readonly token: string,
  ) {}

  call<T = AdminCourseDetail>(method: 'GET' | 'POST', path: string, body?: unknown, lang = 'en', query?: Record<string, string>): Promise<ApiResponse<T>> {
    return this.ctx.api<T>(method, path, { token: this.token, body, query, headers: { lang } });
  }

  createCourse(overrides: Record<string, unknown> = {}, lang = 'en') {
    return this.call('POST', adminCoursePaths.save, {
      title: { en: 'Battery Storage Basics', es: 'Fundamentos de baterías' },
      description: { en: 'How storage systems are installed.', es: '' },
      audience: 'sales',
      kind: 'library',
      position: 50,
      countries: ['US'],
      language: 'en',
      validityMonths: 24,
      ...overrides,
    }, lang);
  }

  async uploadLesson(fields: Record<string, string>, file = { name: 'lesson.mp4', bytes: demoVideo(), type: 'video/mp4' }): Promise<ApiResponse<AdminCourseDetail>> {
    const { payload, contentType } = await multipartBody(fields, file);
    const response = await this.ctx.app.inject({
      method: 'POST',
      url: `/training-api${adminCoursePaths.uploadLesson}`,
      headers: { authorization: `Bearer ${this.token}`, 'content-type': contentType },
      payload,
    });
    return { status: response.statusCode, body: response.json<Envelope<AdminCourseDetail>>(), headers: response.headers };
  }

  /** Uploads a lesson video's captions (a WebVTT text unless `bytes` are given) in one language. */
  async uploadCaption(fields: Record<string, string>, vtt: string | Buffer, lang = 'en'): Promise<ApiResponse<AdminCourseDetail>> {
    const bytes = typeof vtt === 'string' ? Buffer.from(vtt) : vtt;
    const { payload, contentType } = await multipartBody(fields, { name: 'captions.vtt', bytes, type: 'text/vtt' });
    const response = await this.ctx.app.inject({
      method: 'POST',
      url: `/training-api${adminCoursePaths.uploadCaption}`,
      headers: { authorization: `Bearer ${this.token}`, 'content-type': contentType, lang },
      payload,
    });
    return { status: response.statusCode, body: response.json<Envelope<AdminCourseDetail>>(), headers: response.headers };
  }

  deleteCaption(lessonId: string, language: string, lang = 'en') {
    return this.call('POST', adminCoursePaths.deleteCaption, { lessonId, language }, lang);
  }

  saveExam(form: ExamForm, lang = 'en') {
    return this.call('POST', adminCoursePaths.saveExam, form, lang);
  }

  publish(courseId: string, published = true, lang = 'en') {
    return this.call('POST', adminCoursePaths.publish, { courseId, published }, lang);
  }

  detail(courseId: string) {
    return this.call('GET', adminCoursePaths.detail, undefined, 'en', { courseId });
  }
}

/** A lesson test form with `count` questions, all drawn each attempt. */
export const lessonTest = (courseId: string, lessonId: string, count = 2, prefix = 'Q'): ExamForm => ({
  courseId,
  lessonId,
  title: { en: 'Lesson test', es: 'Test de la lección' },
  questionCount: count,
  passPercent: 70,
  attemptsAllowed: 2,
  waitingHours: 0,
  questions: Array.from({ length: count }, (_, index) => question(`${prefix}${index + 1}`)),
});
