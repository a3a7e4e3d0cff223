import { describe, expect, it } from 'vitest';
import { ResultCode } from '../contract/codes';
import { deferred, fakeApi } from '../testing/fakeApi';
import { courseFixture } from '../testing/fixtures/course';
import { loadingStore } from '../ui/loadingStore';
import { toastStore } from '../ui/toastStore';
import { ApiError } from './apiError';
import {
  getCourseDetail,
  getExamInfo,
  getAttemptResult,
  getLastAttempt,
  listAnswers,
  listCourses,
  listExamHistory,
  reportProgress,
  saveAnswers,
  startOrResumeAttempt,
  submitAttempt,
} from './course';

const ok = (result: unknown) => () => ({ code: ResultCode.success, message: 'OK', result });

// Recorded from the real API (src/testing/fixtures/course/README.md).
const courseList = courseFixture('courseList.fresh');
const course = courseList.list[0]!;
const attempt = courseFixture('attempt.lesson');
const grade = courseFixture('grade.lessonFailed1');

describe('course endpoints', () => {
  it('listCourses sends only the filters that are set', async () => {
    const api = fakeApi({ '/course/list': ok(courseList) });
    await expect(listCourses({ kind: 'library', status: 'in_progress' })).resolves.toEqual(courseList);
    await listCourses();
    const [filtered, plain] = api.to('/course/list');
    expect(filtered?.method).toBe('GET');
    expect(Object.fromEntries(filtered?.url.searchParams ?? [])).toEqual({ kind: 'library', status: 'in_progress' });
    expect(plain?.url.search).toBe('');
  });

  it('getCourseDetail posts the course id', async () => {
    const detail = courseFixture('courseDetail.fresh');
    const api = fakeApi({ '/related/getInstallerCourseRelated': ok(detail) });
    await expect(getCourseDetail('c1')).resolves.toEqual(detail);
    expect(api.to('/related/getInstallerCourseRelated')[0]).toMatchObject({ method: 'POST', body: { courseId: 'c1' } });
  });

  it('reportProgress posts the position without the loading indicator', async () => {
    const answer = deferred<{ code: number; result: unknown }>();
    const api = fakeApi({ '/related/updateInstallerCourseRelated': () => answer.promise });
    const pending = reportProgress({ courseId: 'c1', lessonId: 'l1', positionSeconds: 42.5, event: 'progress' });
    await Promise.resolve();
    expect(loadingStore.pending()).toBe(0);
    const progress = courseFixture('progress.testOpened');
    answer.resolve({ code: 200, result: progress });
    await expect(pending).resolves.toEqual(progress);
    expect(api.to('/related/updateInstallerCourseRelated')[0]?.body).toEqual({ courseId: 'c1', lessonId: 'l1', positionSeconds: 42.5, event: 'progress' });
  });

  it('a rule the server enforces rejects with its code and message, shown as a toast', async () => {
    const message = 'This lesson is locked. Pass the test of the previous lesson first.';
    fakeApi({ '/related/updateInstallerCourseRelated': () => ({ code: ResultCode.lessonLocked, message }) });
    const failure = reportProgress({ courseId: 'c1', lessonId: 'l2', positionSeconds: 0, event: 'play' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: ResultCode.lessonLocked, message });
    expect(toastStore.list().map((toast) => toast.message)).toEqual([message]);
  });

  it('getExamInfo, startOrResumeAttempt and getLastAttempt pass the exam id in the query', async () => {
    const info = courseFixture('examInfo.lessonOpen');
    const api = fakeApi({
      '/exam/getExamInfo': ok(info),
      '/question/listExamQuestion': ok(attempt),
      '/question/getLastExamQuestion': ok(null),
    });
    await expect(getExamInfo('e1')).resolves.toEqual(info);
    await expect(startOrResumeAttempt('e1')).resolves.toEqual(attempt);
    await expect(getLastAttempt('e1')).resolves.toBeNull();
    for (const path of ['/exam/getExamInfo', '/question/listExamQuestion', '/question/getLastExamQuestion']) {
      const [request] = api.to(path);
      expect(request?.method).toBe('GET');
      expect(request?.url.searchParams.get('examId')).toBe('e1');
    }
  });

  it('saveAnswers sends final:false silently; submitAttempt sends final:true', async () => {
    const api = fakeApi({ '/answer/submitAnswer': ok(grade) });
    const saving = saveAnswers('a1', [{ questionId: 'q1', optionIds: ['o1'] }]);
    expect(loadingStore.pending()).toBe(0);
    await saving;
    await submitAttempt('a1', [{ questionId: 'q1', optionIds: [] }]);
    expect(api.to('/answer/submitAnswer').map((request) => request.body)).toEqual([
      { attemptId: 'a1', answers: [{ questionId: 'q1', optionIds: ['o1'] }], final: false },
      { attemptId: 'a1', answers: [{ questionId: 'q1', optionIds: [] }], final: true },
    ]);
  });

  it('listAnswers and listExamHistory parse their lists', async () => {
    const review = courseFixture('review.lessonFailed1');
    const history = courseFixture('history.certified');
    const api = fakeApi({ '/answer/listAnswer': ok(review), '/api-installer/exam/listHistoryExam': ok(history) });
    await expect(listAnswers('a1')).resolves.toEqual(review);
    await expect(listExamHistory()).resolves.toEqual(history);
    expect(api.to('/answer/listAnswer')[0]?.url.searchParams.get('attemptId')).toBe('a1');
  });

  it('getAttemptResult passes the attempt id and parses the next step', async () => {
    const result = courseFixture('result.lessonFailed2');
    expect(result.next.kind).toBe('repeatLesson');
    const api = fakeApi({ '/exam/getAttemptResult': ok(result) });
    await expect(getAttemptResult('a1')).resolves.toEqual(result);
    expect(api.to('/exam/getAttemptResult')[0]?.url.searchParams.get('attemptId')).toBe('a1');
    fakeApi({ '/exam/getAttemptResult': ok({ ...result, next: { kind: 'retake', examId: result.examId, attemptsLeft: 0 } }) });
    await expect(getAttemptResult('a1')).rejects.toThrow();
  });

  it('a result that breaks the contract fails loudly in tests', async () => {
    fakeApi({ '/course/list': ok({ list: [{ ...course, percent: 140 }], total: 1 }) });
    await expect(listCourses()).rejects.toThrow();
  });
});
