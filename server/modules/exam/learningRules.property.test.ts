import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/codes';
import {
  coursePaths,
  maxPlaybackRate,
  progressEvents,
  progressSlackSeconds,
  shortestUnwatchedPartSeconds,
  watchedGapSeconds,
  watchedPercentToOpenTest,
  type Attempt,
  type AttemptGrade,
  type AttemptResult,
  type CourseDetail,
  type ProgressEvent,
} from '../../../src/contract/course';
import { hours, seconds } from '../../test/clock';
import { databasesUnderTest } from '../../test/databases';
import { installationSlug, ok, useCourseContext, type CourseTestContext, type Learner } from '../../test/courseTestKit';

/** Which lesson a command aims at: mostly the first one not passed yet, so runs get deep into the course. */
type LessonPick = 'frontier' | 0 | 1 | 2 | 3;
type ExamPick = LessonPick | 'final';
/** `seed` picks per question whether to choose the right set (with `bias`) or a random subset. */
type AnswerStyle = { seed: number; bias: number };
type Command =
  | { kind: 'watch'; lesson: LessonPick }
  | { kind: 'play'; lesson: LessonPick; wallSeconds: number; jumpSeconds: number; event: ProgressEvent }
  | { kind: 'wait'; milliseconds: number }
  | { kind: 'start'; exam: ExamPick }
  | { kind: 'concurrentStart'; exam: ExamPick }
  | ({ kind: 'save'; exam: ExamPick } & AnswerStyle)
  | ({ kind: 'submit'; exam: ExamPick; twice: boolean } & AnswerStyle)
  | ({ kind: 'take'; exam: ExamPick } & AnswerStyle);

const lessonPick = fc.oneof({ weight: 3, arbitrary: fc.constant<LessonPick>('frontier') }, { weight: 1, arbitrary: fc.constantFrom<LessonPick>(0, 1, 2, 3) });
const examPick = fc.oneof({ weight: 4, arbitrary: lessonPick as fc.Arbitrary<ExamPick> }, { weight: 1, arbitrary: fc.constant<ExamPick>('final') });
// All right, all random, or in between: runs must both pass lessons and fail whole study cycles.
const answerStyle = {
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  bias: fc.oneof({ weight: 2, arbitrary: fc.constant(1) }, { weight: 1, arbitrary: fc.constant(0) }, { weight: 2, arbitrary: fc.double({ min: 0, max: 1, noNaN: true }) }),
};

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('watch' as const), lesson: lessonPick }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('play' as const),
      lesson: lessonPick,
      wallSeconds: fc.integer({ min: 0, max: 12 }),
      jumpSeconds: fc.integer({ min: -12, max: 12 }),
      event: fc.constantFrom(...progressEvents),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('wait' as const), milliseconds: fc.integer({ min: 0, max: hours(3) }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('start' as const), exam: examPick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('concurrentStart' as const), exam: examPick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('save' as const), exam: examPick, ...answerStyle }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('submit' as const), exam: examPick, twice: fc.boolean(), ...answerStyle }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('take' as const), exam: examPick, ...answerStyle }) },
);

/** A small deterministic generator, so a failing run replays the same answers. */
const randomFrom = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
};

// Every envelope code a rule may answer with; anything else (an internal error) fails the property.
const ruleCodes = new Set<number>([
  ResultCode.success,
  ResultCode.lessonLocked,
  ResultCode.videoNotWatched,
  ResultCode.noAttemptsLeft,
  ResultCode.examLocked,
  ResultCode.attemptClosed,
  ResultCode.waitingPeriod,
  ResultCode.conflict,
]);

const expectRuleAnswer = (label: string, response: { status: number; body: { code: number } }) => {
  expect(response.status, label).toBe(200);
  expect(ruleCodes.has(response.body.code), `${label} answered ${JSON.stringify(response.body)}`).toBe(true);
};

/** One learner playing a sequence of commands against the real API, checked against the database after each. */
class Run {
  private detail!: CourseDetail;
  private signedInAt = 0;
  /** Graded attempts so far, oldest first, with the number each result showed first. */
  private readonly graded: string[] = [];
  private readonly numbers = new Map<string, number>();

  constructor(
    private readonly kit: CourseTestContext,
    private readonly learner: Learner,
    private readonly courseId: string,
  ) {}

  async init(): Promise<void> {
    this.signedInAt = this.kit.clock.now().getTime();
    this.detail = await this.learner.detail(this.courseId);
  }

  private lessonIndex(pick: LessonPick): number {
    if (pick !== 'frontier') return pick;
    const frontier = this.detail.lessons.findIndex((lesson) => lesson.status !== 'completed');
    return frontier === -1 ? 0 : frontier;
  }

  private examId(pick: ExamPick): string {
    return pick === 'final' ? (this.detail.finalExamId ?? '') : this.detail.lessons[this.lessonIndex(pick)]!.examId;
  }

  private async openAttempt(examId: string): Promise<Attempt | null> {
    const response = await this.learner.api<Attempt | null>('GET', coursePaths.lastAttempt, { query: { examId } });
    return ok(response);
  }

  private async answers(attempt: Attempt, style: AnswerStyle) {
    const random = randomFrom(style.seed);
    const right = await this.kit.rightOptions(attempt.questions.map((question) => question.questionId));
    return attempt.questions.map((question) => {
      if (random() < style.bias) return { questionId: question.questionId, optionIds: [...(right.get(question.questionId) ?? [])] };
      const options = question.options.filter(() => random() < 0.5).map((option) => option.optionId);
      return { questionId: question.questionId, optionIds: question.kind === 'multiple' ? options : options.slice(0, 1) };
    });
  }

  private async progressRow(lessonId: string) {
    return this.kit.db.selectFrom('lesson_progress').selectAll().where('user_id', '=', this.learner.id).where('lesson_id', '=', lessonId).executeTakeFirst();
  }

  async apply(step: Command): Promise<void> {
    // Sessions last a day; a long run signs in again like a returning learner.
    if (this.kit.clock.now().getTime() - this.signedInAt > hours(20)) {
      await this.learner.signInAgain();
      this.signedInAt = this.kit.clock.now().getTime();
    }
    switch (step.kind) {
      case 'wait':
        this.kit.clock.advance(step.milliseconds);
        break;
      case 'watch': {
        const lesson = this.detail.lessons[this.lessonIndex(step.lesson)]!;
        if (!lesson.locked) await this.learner.watch(this.courseId, lesson.lessonId, lesson.durationSeconds);
        else expectRuleAnswer('report on a locked lesson', await this.learner.report(this.courseId, lesson.lessonId, 1, 'play'));
        break;
      }
      case 'play': {
        const lesson = this.detail.lessons[this.lessonIndex(step.lesson)]!;
        const before = await this.progressRow(lesson.lessonId);
        this.kit.clock.advance(seconds(step.wallSeconds));
        const position = Math.max(0, (before?.position_seconds ?? 0) + step.jumpSeconds);
        const response = await this.learner.report(this.courseId, lesson.lessonId, position, step.event);
        expectRuleAnswer('progress', response);
        if (response.body.code === ResultCode.success) {
          const after = (await this.progressRow(lesson.lessonId))!;
          expect(after.playing).toBe(step.event !== 'pause');
          const elapsed = before ? (this.kit.clock.now().getTime() - before.reported_at.getTime()) / 1000 : 0;
          // Only the span after a report made while playing counts (from less than a gap before it, at most), at watching speed.
          const forward = Math.max(0, Math.min(position, lesson.durationSeconds) - (before?.position_seconds ?? 0)) + watchedGapSeconds;
          const limit = before?.playing ? Math.min(forward, maxPlaybackRate * elapsed + progressSlackSeconds) : 0;
          expect(after.watched_seconds - (before?.watched_seconds ?? 0)).toBeLessThanOrEqual(limit + 1e-9);
          expect(after.watched_seconds).toBeLessThanOrEqual(lesson.durationSeconds);
          // The watched time is the length of the parts stored beside it, each within the video.
          expect(after.watched_seconds).toBeCloseTo(after.watched_ranges.reduce((sum, [start, end]) => sum + (end - start), 0), 9);
          expect(after.watched_ranges.every(([start, end]) => start >= 0 && start < end && end <= lesson.durationSeconds)).toBe(true);
          // The answer lists the parts between them: each gap of a second or more inside a listed part, each listed part over a gap.
          const gaps = [...after.watched_ranges, [lesson.durationSeconds, lesson.durationSeconds] as const].flatMap(([start], index, all) => {
            const from = index === 0 ? 0 : all[index - 1]![1];
            return start > from ? [[from, start] as const] : [];
          });
          const { unwatchedParts } = response.body.result;
          for (const [from, to] of gaps.filter(([from, to]) => to - from >= shortestUnwatchedPartSeconds)) {
            expect(unwatchedParts.some((part) => part.fromSeconds <= from + 1e-6 && part.toSeconds >= to - 1e-6)).toBe(true);
          }
          expect(unwatchedParts.every((part) => gaps.some(([from, to]) => from < part.toSeconds && to > part.fromSeconds))).toBe(true);
        } else {
          expect(response.body.code).toBe(ResultCode.lessonLocked);
        }
        break;
      }
      case 'start':
      case 'concurrentStart': {
        const examId = this.examId(step.exam);
        const lesson = step.exam === 'final' ? undefined : this.detail.lessons[this.lessonIndex(step.exam)];
        const open = await this.openAttempt(examId);
        const watched = lesson ? await this.progressRow(lesson.lessonId) : undefined;
        const calls = step.kind === 'start' ? 1 : 3;
        const responses = await Promise.all(Array.from({ length: calls }, () => this.learner.start(examId)));
        responses.forEach((response) => expectRuleAnswer('start', response));
        const started = responses.filter((response) => response.body.code === ResultCode.success).map((response) => response.body.result.attemptId);
        expect(new Set(started).size).toBeLessThanOrEqual(1);
        if (open) expect(started.every((id) => id === open.attemptId)).toBe(true);
        // A new lesson attempt needs the video watched to the end in this study cycle.
        if (!open && started.length > 0 && lesson) expect(100 * (watched?.watched_seconds ?? 0) + 1e-9).toBeGreaterThanOrEqual(watchedPercentToOpenTest * lesson.durationSeconds);
        break;
      }
      case 'take': {
        await this.apply({ kind: 'start', exam: step.exam });
        await this.apply({ kind: 'submit', exam: step.exam, twice: false, seed: step.seed, bias: step.bias });
        return;
      }
      case 'save':
      case 'submit': {
        const attempt = await this.openAttempt(this.examId(step.exam));
        if (!attempt) break;
        const answers = await this.answers(attempt, step);
        const final = step.kind === 'submit';
        const calls = step.kind === 'submit' && step.twice ? 2 : 1;
        const responses = await Promise.all(Array.from({ length: calls }, () => this.learner.submit(attempt.attemptId, answers, final)));
        responses.forEach((response) => expectRuleAnswer('submit', response));
        const grades = responses.map((response) => ok(response));
        if (final) {
          expect(grades.every((grade) => JSON.stringify(grade) === JSON.stringify(grades[0]))).toBe(true);
          await this.expectGradeMatchesDatabase(grades[0]!);
          this.graded.push(grades[0]!.attemptId);
        }
        break;
      }
    }
    this.detail = await this.learner.detail(this.courseId);
    await this.checkInvariants();
    await this.checkResults();
  }

  /** Results agree with the course now: a frozen attempt number, and the next step the course detail would give once the exam is done. */
  private async checkResults(): Promise<void> {
    const attemptId = this.graded.at(-1);
    if (!attemptId) return;
    const result: AttemptResult = ok(await this.learner.result(attemptId));
    const first = this.numbers.get(attemptId) ?? result.attemptNumber;
    this.numbers.set(attemptId, first);
    expect(result.attemptNumber, 'attempt number is fixed').toBe(first);
    expect(result.attemptNumber).toBeLessThanOrEqual(result.attemptsAllowed);
    const lesson = this.detail.lessons.find((candidate) => candidate.examId === result.examId);
    const examDone = lesson ? lesson.test.state === 'passed' : this.detail.certificateId !== null;
    if (examDone) expect(result.next).toEqual(this.detail.next);
    else expect(['retake', 'repeatLesson', 'wait']).toContain(result.next.kind);
    if (lesson?.test.state === 'repeatLesson') expect(result.next).toEqual({ kind: 'repeatLesson', lessonId: lesson.lessonId, title: lesson.title });
    if (lesson?.test.state === 'open') expect(result.next).toEqual({ kind: 'retake', examId: result.examId, attemptsLeft: lesson.test.attemptsLeft });
    for (const view of this.detail.lessons) {
      expect(view.test.state === 'locked', 'locked test on a locked lesson').toBe(view.locked);
      expect(view.test.state === 'passed', 'passed test on a completed lesson').toBe(view.status === 'completed');
    }
  }

  /** The score recomputed here from the database's right options and the stored answers. */
  private async expectGradeMatchesDatabase(grade: AttemptGrade): Promise<void> {
    const attempt = await this.kit.db.selectFrom('exam_attempts').selectAll().where('id', '=', grade.attemptId).executeTakeFirstOrThrow();
    const exam = await this.kit.db.selectFrom('exams').selectAll().where('id', '=', attempt.exam_id).executeTakeFirstOrThrow();
    const right = await this.kit.rightOptions(attempt.layout.map((question) => question.questionId));
    const correct = attempt.layout.filter((question) => {
      const chosen = [...new Set(attempt.answers[question.questionId] ?? [])].sort();
      return JSON.stringify(chosen) === JSON.stringify([...(right.get(question.questionId) ?? [])].sort());
    }).length;
    expect(grade).toMatchObject({
      correctCount: correct,
      questionCount: attempt.layout.length,
      correctPercent: Math.floor((100 * correct) / attempt.layout.length),
      passed: correct / attempt.layout.length >= exam.pass_percent / 100,
    });
  }

  private async checkInvariants(): Promise<void> {
    const attempts = await this.kit.db
      .selectFrom('exam_attempts')
      .innerJoin('exams', 'exams.id', 'exam_attempts.exam_id')
      .select(['exam_attempts.exam_id', 'exam_attempts.cycle', 'exam_attempts.status', 'exam_attempts.passed', 'exam_attempts.started_at', 'exam_attempts.completed_at', 'exams.attempts_allowed', 'exams.lesson_id'])
      .where('exam_attempts.user_id', '=', this.learner.id)
      .execute();

    // Never more graded attempts in a study cycle than allowed (two), never two attempts open at once.
    const perCycle = new Map<string, number>();
    const open = new Map<string, number>();
    for (const attempt of attempts) {
      if (attempt.status === 'graded') perCycle.set(`${attempt.exam_id}/${attempt.cycle}`, (perCycle.get(`${attempt.exam_id}/${attempt.cycle}`) ?? 0) + 1);
      else open.set(attempt.exam_id, (open.get(attempt.exam_id) ?? 0) + 1);
    }
    for (const [key, count] of perCycle) expect(count, key).toBeLessThanOrEqual(attempts.find((attempt) => `${attempt.exam_id}/${attempt.cycle}` === key)!.attempts_allowed);
    for (const count of open.values()) expect(count).toBe(1);

    // A lesson is unlocked exactly when every earlier lesson has a passed test; no attempt ever predates that.
    const passedAt = this.detail.lessons.map((lesson) => {
      const times = attempts.filter((attempt) => attempt.exam_id === lesson.examId && attempt.passed).map((attempt) => attempt.completed_at!.getTime());
      return times.length > 0 ? Math.min(...times) : undefined;
    });
    this.detail.lessons.forEach((lesson, index) => {
      const earlier = passedAt.slice(0, index);
      expect(lesson.locked, `lesson ${index + 1} locked`).toBe(!earlier.every((time) => time !== undefined));
      for (const attempt of attempts.filter((candidate) => candidate.exam_id === lesson.examId)) {
        for (const time of earlier) expect(time !== undefined && time <= attempt.started_at.getTime(), `lesson ${index + 1} attempt before lesson passed`).toBe(true);
      }
    });
    const allPassed = passedAt.every((time) => time !== undefined);
    expect(this.detail.finalExamLocked).toBe(!allPassed);
    for (const attempt of attempts.filter((candidate) => candidate.lesson_id === null)) {
      expect(allPassed && passedAt.every((time) => time! <= attempt.started_at.getTime())).toBe(true);
    }
  }
}

describe.each(databasesUnderTest())('learning rules under random sequences on $name', ({ kind }) => {
  const kit = useCourseContext(kind);
  // PGlite in memory carries the bulk; PostgreSQL gets a smaller run of the same property.
  const numRuns = kind === 'pglite' ? 16 : 5;

  it('keeps attempts per cycle, lesson locks and scores right whatever the learner does', { timeout: 300_000 }, async () => {
    const courseId = await kit().courseId(installationSlug);
    await fc.assert(
      // A head start passes the first lessons through the same API, so runs also reach the late lessons and the final exam.
      fc.asyncProperty(fc.integer({ min: 0, max: 4 }), fc.array(command, { minLength: 10, maxLength: 30, size: 'max' }), async (headStart, commands) => {
        const run = new Run(kit(), await kit().learner(), courseId);
        await run.init();
        for (const lesson of ([0, 1, 2, 3] as const).slice(0, headStart)) {
          await run.apply({ kind: 'watch', lesson });
          await run.apply({ kind: 'take', exam: lesson, seed: 0, bias: 1 });
        }
        for (const step of commands) await run.apply(step);
      }),
      { numRuns, endOnFailure: true },
    );
  });
});
