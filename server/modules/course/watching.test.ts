import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/codes';
import { coursePaths, type ProgressResult } from '../../../src/contract/course';
import { seconds } from '../../test/clock';
import { databasesUnderTest } from '../../test/databases';
import { installationSlug, ok, useCourseContext, type Learner } from '../../test/courseTestKit';

/** Issue 7: however a person plays a lesson video once, the credit is the time actually played. */
describe.each(databasesUnderTest())('watching a lesson video on $name', ({ kind }) => {
  const kit = useCourseContext(kind);

  const freshLesson = async () => {
    const learner = await kit().learner();
    const courseId = await kit().courseId(installationSlug);
    const lesson = (await learner.detail(courseId)).lessons[0]!;
    expect(lesson).toMatchObject({ videoAction: 'start', durationSeconds: 12, positionSeconds: 0, resumeSeconds: 0 });
    return { learner, courseId, lesson };
  };

  const report = async (learner: Learner, courseId: string, lessonId: string, position: number, event: 'play' | 'progress' | 'pause'): Promise<ProgressResult> =>
    ok(await learner.report(courseId, lessonId, position, event));

  it('one viewing of a 12 s video with the play button (play at 0, end at 12 s) opens the test; each answer carries the video button as it now stands and where it plays from', async () => {
    const { learner, courseId, lesson } = await freshLesson();
    expect(await report(learner, courseId, lesson.lessonId, 0, 'play')).toEqual({ videoPercent: 0, positionSeconds: 0, test: { state: 'watchVideo' }, videoAction: 'start', resumeSeconds: 0, unwatchedParts: [{ fromSeconds: 0, toSeconds: 12 }] });
    kit().clock.advance(seconds(6));
    expect(await report(learner, courseId, lesson.lessonId, 6, 'progress')).toEqual({
      videoPercent: 50,
      positionSeconds: 6,
      test: { state: 'watchVideo' },
      videoAction: 'continue',
      resumeSeconds: 6,
      unwatchedParts: [{ fromSeconds: 6, toSeconds: 12 }],
    });
    kit().clock.advance(seconds(6));
    expect(await report(learner, courseId, lesson.lessonId, 12, 'pause')).toEqual({
      videoPercent: 100,
      positionSeconds: 12,
      test: { state: 'open', attemptsLeft: 2, attemptInProgress: null },
      videoAction: 'replay',
      resumeSeconds: 0,
      unwatchedParts: [],
    });
    expect((await learner.detail(courseId)).next).toEqual({ kind: 'takeTest', lessonId: lesson.lessonId, title: lesson.title, examId: lesson.examId, attemptsLeft: 2 });
  });

  it('pausing at 6 s and continuing (Continue after a reload) to the end credits 100%', async () => {
    const { learner, courseId, lesson } = await freshLesson();
    await report(learner, courseId, lesson.lessonId, 0, 'play');
    kit().clock.advance(seconds(6));
    expect((await report(learner, courseId, lesson.lessonId, 6, 'pause')).videoPercent).toBe(50);
    kit().clock.advance(seconds(120));
    expect((await learner.detail(courseId)).lessons[0]).toMatchObject({ videoAction: 'continue', positionSeconds: 6, resumeSeconds: 6, videoPercent: 50 });
    await report(learner, courseId, lesson.lessonId, 6, 'play');
    kit().clock.advance(seconds(6));
    expect(await report(learner, courseId, lesson.lessonId, 12, 'pause')).toMatchObject({ videoPercent: 100, test: { state: 'open' } });
  });

  it('a reload while playing (no pause report) and Continue from the stored position credits the time played', async () => {
    const { learner, courseId, lesson } = await freshLesson();
    await report(learner, courseId, lesson.lessonId, 0, 'play');
    kit().clock.advance(seconds(10));
    await report(learner, courseId, lesson.lessonId, 10, 'progress');
    kit().clock.advance(seconds(30));
    await report(learner, courseId, lesson.lessonId, 10, 'play');
    kit().clock.advance(seconds(2));
    expect((await report(learner, courseId, lesson.lessonId, 12, 'pause')).videoPercent).toBe(100);
  });

  it('Replay from the start after a partial viewing that ended at the end position counts again', async () => {
    const { learner, courseId, lesson } = await freshLesson();
    // Seek to the end right after play: barely anything counts.
    await report(learner, courseId, lesson.lessonId, 0, 'play');
    kit().clock.advance(seconds(1));
    expect((await report(learner, courseId, lesson.lessonId, 12, 'pause')).videoPercent).toBe(33);
    // Continue does not resume at the end: where the 4 s credited reach.
    expect((await learner.detail(courseId)).lessons[0]).toMatchObject({ videoAction: 'continue', positionSeconds: 12, resumeSeconds: 4 });
    kit().clock.advance(seconds(60));
    expect((await learner.watch(courseId, lesson.lessonId, 12)).videoPercent).toBe(100);
    expect((await learner.detail(courseId)).lessons[0]?.videoAction).toBe('replay');
  });

  it('after the repeat-the-lesson reset, one full viewing from the start opens two new attempts', async () => {
    const { learner, courseId, lesson } = await freshLesson();
    await learner.watch(courseId, lesson.lessonId, 12);
    await learner.takeExam(lesson.examId, 'wrong');
    await learner.takeExam(lesson.examId, 'wrong');
    const reset = (await learner.detail(courseId)).lessons[0]!;
    expect(reset).toMatchObject({ positionSeconds: 0, videoPercent: 0, videoAction: 'replay', resumeSeconds: 0, test: { state: 'repeatLesson' } });
    await report(learner, courseId, lesson.lessonId, 0, 'play');
    kit().clock.advance(seconds(12));
    expect(await report(learner, courseId, lesson.lessonId, 12, 'pause')).toMatchObject({ videoPercent: 100, test: { state: 'open', attemptsLeft: 2 } });
  });

  it('a video skipped to its end without being watched resumes at its first second not watched, and one viewing from there opens the test', async () => {
    const { learner, courseId, lesson } = await freshLesson();
    await report(learner, courseId, lesson.lessonId, 0, 'play');
    kit().clock.advance(seconds(3));
    // The learner drags the slider to just before the end while playing: a pause where it was, a play where it lands, the end.
    await report(learner, courseId, lesson.lessonId, 3, 'pause');
    await report(learner, courseId, lesson.lessonId, 11.5, 'play');
    kit().clock.advance(seconds(0.5));
    expect(await report(learner, courseId, lesson.lessonId, 12, 'pause')).toEqual({
      videoPercent: 29,
      positionSeconds: 12,
      test: { state: 'watchVideo' },
      videoAction: 'continue',
      resumeSeconds: 3,
      unwatchedParts: [{ fromSeconds: 3, toSeconds: 12 }],
    });
    kit().clock.advance(seconds(600));
    // Back later (another page, another device): Continue from 3 s, not from the end.
    expect((await learner.detail(courseId)).lessons[0]).toMatchObject({ positionSeconds: 12, videoPercent: 29, videoAction: 'continue', resumeSeconds: 3 });
    await report(learner, courseId, lesson.lessonId, 3, 'play');
    kit().clock.advance(seconds(9));
    expect(await report(learner, courseId, lesson.lessonId, 12, 'pause')).toMatchObject({ videoPercent: 100, test: { state: 'open' }, videoAction: 'replay', resumeSeconds: 0 });
  });

  it('the first half played twice (dragged back to the start while playing) counts once: the test opens only once the second half is played', async () => {
    const { learner, courseId, lesson } = await freshLesson();
    await report(learner, courseId, lesson.lessonId, 0, 'play');
    kit().clock.advance(seconds(6));
    expect((await report(learner, courseId, lesson.lessonId, 6, 'progress')).videoPercent).toBe(50);
    kit().clock.advance(seconds(1));
    expect((await report(learner, courseId, lesson.lessonId, 0, 'progress')).videoPercent).toBe(50);
    kit().clock.advance(seconds(6));
    expect(await report(learner, courseId, lesson.lessonId, 6, 'progress')).toMatchObject({ videoPercent: 50, test: { state: 'watchVideo' } });
    expect((await learner.detail(courseId)).lessons[0]).toMatchObject({ videoPercent: 50, test: { state: 'watchVideo' } });
    kit().clock.advance(seconds(6));
    expect(await report(learner, courseId, lesson.lessonId, 12, 'pause')).toMatchObject({ videoPercent: 100, test: { state: 'open' } });
    const row = await kit().db.selectFrom('lesson_progress').select(['watched_seconds', 'watched_ranges']).where('user_id', '=', learner.id).where('lesson_id', '=', lesson.lessonId).executeTakeFirstOrThrow();
    expect(row).toEqual({ watched_seconds: 12, watched_ranges: [[0, 12]] });
  });

  it('parts watched apart: Continue from the end resumes at the first second not watched, and playing the gap opens the test', async () => {
    const { learner, courseId, lesson } = await freshLesson();
    await report(learner, courseId, lesson.lessonId, 0, 'play');
    kit().clock.advance(seconds(4));
    await report(learner, courseId, lesson.lessonId, 4, 'pause');
    // Dragged to 8 s while paused, then played to the end.
    await report(learner, courseId, lesson.lessonId, 8, 'play');
    kit().clock.advance(seconds(4));
    const gap = [{ fromSeconds: 4, toSeconds: 8 }];
    expect(await report(learner, courseId, lesson.lessonId, 12, 'pause')).toMatchObject({ videoPercent: 66, test: { state: 'watchVideo' }, videoAction: 'continue', resumeSeconds: 4, unwatchedParts: gap });
    expect((await learner.detail(courseId)).lessons[0]).toMatchObject({ positionSeconds: 12, videoPercent: 66, resumeSeconds: 4, unwatchedParts: gap });
    await report(learner, courseId, lesson.lessonId, 4, 'play');
    kit().clock.advance(seconds(4));
    expect(await report(learner, courseId, lesson.lessonId, 8, 'pause')).toMatchObject({ videoPercent: 100, test: { state: 'open' }, unwatchedParts: [] });
  });

  it('reports while paused or without a play credit nothing; seeking ahead while playing counts only at watching speed', async () => {
    const { learner, courseId, lesson } = await freshLesson();
    expect((await report(learner, courseId, lesson.lessonId, 12, 'progress')).videoPercent).toBe(0);
    kit().clock.advance(seconds(30));
    await report(learner, courseId, lesson.lessonId, 0, 'pause');
    kit().clock.advance(seconds(30));
    expect((await report(learner, courseId, lesson.lessonId, 12, 'pause')).videoPercent).toBe(0);
    await report(learner, courseId, lesson.lessonId, 0, 'play');
    kit().clock.advance(seconds(2));
    // 2 s played, a jump to 11 s: at most 2 × 2 s + 2 s counts.
    expect((await report(learner, courseId, lesson.lessonId, 11, 'progress')).videoPercent).toBe(50);
  });

  it('50 reports of one play span sent at once credit it once', async () => {
    const { learner, courseId, lesson } = await freshLesson();
    await report(learner, courseId, lesson.lessonId, 0, 'play');
    kit().clock.advance(seconds(6));
    const responses = await Promise.all(Array.from({ length: 50 }, () => learner.report(courseId, lesson.lessonId, 6, 'progress')));
    for (const response of responses) expect(ok(response).videoPercent).toBe(50);
    const row = await kit().db.selectFrom('lesson_progress').select(['watched_seconds', 'watched_ranges', 'position_seconds']).where('user_id', '=', learner.id).where('lesson_id', '=', lesson.lessonId).executeTakeFirstOrThrow();
    expect(row).toEqual({ watched_seconds: 6, watched_ranges: [[0, 6]], position_seconds: 6 });
  });

  it('50 first reports at once create one progress row', async () => {
    const { learner, courseId, lesson } = await freshLesson();
    const responses = await Promise.all(Array.from({ length: 50 }, () => learner.report(courseId, lesson.lessonId, 0, 'play')));
    for (const response of responses) expect(ok(response).videoPercent).toBe(0);
    const rows = await kit().db.selectFrom('lesson_progress').select('playing').where('user_id', '=', learner.id).execute();
    expect(rows).toEqual([{ playing: true }]);
  });

  it('refuses a report without its event as invalid input and stores nothing', async () => {
    const { learner, courseId, lesson } = await freshLesson();
    const response = await learner.api('POST', coursePaths.progress, { body: { courseId, lessonId: lesson.lessonId, positionSeconds: 3 } });
    expect(response.body.code).toBe(ResultCode.invalidInput);
    expect(await kit().db.selectFrom('lesson_progress').select('user_id').where('user_id', '=', learner.id).execute()).toEqual([]);
  });
});
