import type { Audience } from '../../src/contract/auth';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Attempt, AttemptGrade, AttemptResult, CourseDetail, ExamInfo, ProgressEvent, ProgressResult } from '../../src/contract/course';
import { coursePaths } from '../../src/contract/course';
import type { DatabaseKind } from '../db/connect';
import { seedCourses } from '../db/seed/courses';
import { seconds } from './clock';
import { TestContext, type ApiResponse, type TestContextOptions } from './testApp';

/** The real app on a fresh database with the demo courses, and a throwaway DATA_DIR for the videos. */
export class CourseTestContext {
  private constructor(
    readonly ctx: TestContext,
    readonly dataDir: string,
  ) {}

  static async create(kind: DatabaseKind, options: TestContextOptions = {}): Promise<CourseTestContext> {
    const dataDir = mkdtempSync(join(tmpdir(), 'tc-course-test-'));
    const ctx = await TestContext.create(kind, { ...options, config: { dataDir, ...options.config } });
    await seedCourses(ctx.db, { dataDir, now: ctx.clock.now });
    return new CourseTestContext(ctx, dataDir);
  }

  get db() {
    return this.ctx.db;
  }

  get clock() {
    return this.ctx.clock;
  }

  async close(): Promise<void> {
    await this.ctx.app.close();
    await this.ctx.database.drop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** A signed-in learner with a client bound to their token. */
  async learner(versionCode = 'US', audience: Audience = 'installer'): Promise<Learner> {
    const { user, token, password } = await this.ctx.signedInUser({ versionCode, audience });
    return new Learner(this, user.id, user.account, password, token);
  }

  /** An existing account, signed in (an invited technician, say). */
  async signedInLearner(account: string, password: string): Promise<Learner> {
    const { token, user } = await this.ctx.login(account, password);
    return new Learner(this, user.id, account, password, token);
  }

  /** A learner who has watched the installation course's first lesson to the end: its test is open. */
  async learnerAtFirstLessonTest(): Promise<{ learner: Learner; lesson: CourseDetail['lessons'][number] }> {
    const learner = await this.learner();
    const courseId = await this.courseId(installationSlug);
    const lesson = (await learner.detail(courseId)).lessons[0]!;
    await learner.watch(courseId, lesson.lessonId, lesson.durationSeconds);
    return { learner, lesson };
  }

  async courseId(slug: string): Promise<string> {
    const row = await this.db.selectFrom('courses').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
    return row.id;
  }

  /** The right option ids per question, read straight from the database (what grading must agree with). */
  async rightOptions(questionIds: string[]): Promise<Map<string, Set<string>>> {
    const rows = await this.db.selectFrom('question_options').select(['question_id', 'id']).where('question_id', 'in', questionIds).where('is_right', '=', true).execute();
    const right = new Map<string, Set<string>>(questionIds.map((id) => [id, new Set()]));
    for (const row of rows) right.get(row.question_id)?.add(row.id);
    return right;
  }
}

export type AnswerPlan = 'right' | 'wrong';

/** One learner's calls, with the helpers most tests need. */
export class Learner {
  constructor(
    readonly kit: CourseTestContext,
    readonly id: string,
    private readonly account: string,
    private readonly password: string,
    private token: string,
  ) {}

  /** The learner's bearer token, for calls through another API node on the same database. */
  get sessionToken(): string {
    return this.token;
  }

  /** A new session, for tests that move the clock past the session lifetime (1 day). */
  async signInAgain(): Promise<void> {
    this.token = (await this.kit.ctx.login(this.account, this.password)).token;
  }

  api<T>(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; query?: Record<string, string>; lang?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    const headers = { ...options.headers, ...(options.lang ? { lang: options.lang } : {}) };
    return this.kit.ctx.api<T>(method, path, { token: this.token, body: options.body, query: options.query, headers });
  }

  async detail(courseId: string, lang?: string): Promise<CourseDetail> {
    return ok(await this.api<CourseDetail>('POST', coursePaths.detail, { body: { courseId }, lang }));
  }

  report(courseId: string, lessonId: string, positionSeconds: number, event: ProgressEvent = 'progress') {
    return this.api<ProgressResult>('POST', coursePaths.progress, { body: { courseId, lessonId, positionSeconds, event } });
  }

  /** Plays the video once at real speed (the test clock moves with it) from `from` to its end, as the player reports it. */
  async watch(courseId: string, lessonId: string, durationSeconds: number, from = 0): Promise<ProgressResult> {
    ok(await this.report(courseId, lessonId, from, 'play'));
    let position = from;
    while (durationSeconds - position > 10) {
      this.kit.clock.advance(seconds(10));
      position += 10;
      ok(await this.report(courseId, lessonId, position));
    }
    this.kit.clock.advance(seconds(durationSeconds - position));
    return ok(await this.report(courseId, lessonId, durationSeconds, 'pause'));
  }

  result(attemptId: string, lang?: string) {
    return this.api<AttemptResult>('GET', coursePaths.attemptResult, { query: { attemptId }, lang });
  }

  examInfo(examId: string) {
    return this.api<ExamInfo>('GET', coursePaths.examInfo, { query: { examId } });
  }

  start(examId: string, lang?: string) {
    return this.api<Attempt>('GET', coursePaths.startAttempt, { query: { examId }, lang });
  }

  /** With `idempotencyKey`, sent as the `Idempotency-Key` header (a retry sends the same one). */
  submit(attemptId: string, answers: { questionId: string; optionIds: string[] }[], final: boolean, options: { idempotencyKey?: string; lang?: string } = {}) {
    const headers: Record<string, string> = options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {};
    return this.api<AttemptGrade>('POST', coursePaths.submitAnswer, { body: { attemptId, answers, final }, headers, lang: options.lang });
  }

  /** Answers built from the database's right options: all right, or all wrong. */
  async answers(attempt: Attempt, plan: AnswerPlan | AnswerPlan[]): Promise<{ questionId: string; optionIds: string[] }[]> {
    const right = await this.kit.rightOptions(attempt.questions.map((question) => question.questionId));
    return attempt.questions.map((question, index) => {
      const wanted = Array.isArray(plan) ? plan[index] : plan;
      const rightIds = [...(right.get(question.questionId) ?? [])];
      if (wanted === 'right') return { questionId: question.questionId, optionIds: rightIds };
      const wrongOption = question.options.find((option) => !rightIds.includes(option.optionId));
      return { questionId: question.questionId, optionIds: wrongOption ? [wrongOption.optionId] : [] };
    });
  }

  /** Starts the exam and submits it with every answer right or wrong; returns the grade. */
  async takeExam(examId: string, plan: AnswerPlan | AnswerPlan[]): Promise<AttemptGrade> {
    const attempt = ok(await this.start(examId));
    return ok(await this.submit(attempt.attemptId, await this.answers(attempt, plan), true));
  }

  /** Watches and passes every lesson of a course, in order. */
  async passAllLessons(courseId: string): Promise<CourseDetail> {
    const detail = await this.detail(courseId);
    for (const lesson of detail.lessons) {
      await this.watch(courseId, lesson.lessonId, lesson.durationSeconds);
      expect((await this.takeExam(lesson.examId, 'right')).passed).toBe(true);
    }
    return this.detail(courseId);
  }
}

/** The result of a successful envelope; fails the test with the envelope otherwise. */
export const ok = <T>(response: ApiResponse<T>): T => {
  if (response.status !== 200 || response.body.code !== 200) throw new Error(`expected success, got HTTP ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.result;
};

/** Boots a course test context for the surrounding describe block. */
export const useCourseContext = (kind: DatabaseKind, options: TestContextOptions | (() => TestContextOptions) = {}): (() => CourseTestContext) => {
  let context: CourseTestContext | undefined;
  beforeAll(async () => {
    context = await CourseTestContext.create(kind, typeof options === 'function' ? options() : options);
  });
  afterAll(async () => {
    await context?.close();
  });
  return () => {
    if (!context) throw new Error('course test context used before beforeAll ran');
    return context;
  };
};

export const installationSlug = 'installation-certification';
export const salesSlug = 'library.sales-essentials';
export const designSlug = 'library.design-essentials';
