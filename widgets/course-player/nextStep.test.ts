import { describe, expect, it } from 'vitest';
import { demoAnswersFailed, demoCourseCertified, demoCourseDetail, demoFinalExamInfo, demoLessonExamInfo } from '../../stories/fixtures';
import type { ResultData, ResultSummary } from './loadResult';
import { nextStep } from './nextStep';

const summary: ResultSummary = {
  attemptId: 'a1',
  examId: 'exam-lesson-2',
  passed: false,
  correctPercent: 33,
  correctCount: 1,
  questionCount: 3,
  attemptsUsed: 1,
  attemptsAllowed: 2,
  startTime: '2030-05-01T15:00:00.000Z',
  completionTime: '2030-05-01T15:04:30.000Z',
  timeTakenSeconds: 270,
  certificateId: null,
};
const data = (over: Omit<Partial<ResultData>, 'summary'> & { summary?: Partial<ResultSummary> }): ResultData => ({
  answers: demoAnswersFailed,
  info: demoLessonExamInfo,
  course: demoCourseDetail,
  ...over,
  summary: { ...summary, ...over.summary },
});

describe('next step after a result', () => {
  it('retakes after a first failure and repeats the lesson after the second', () => {
    expect(nextStep(data({}))).toEqual({ kind: 'retake' });
    expect(nextStep(data({ summary: { attemptsUsed: 2 } }))).toEqual({ kind: 'repeatLesson', lessonId: 'lesson-2' });
  });

  it('waits for new attempts after the last failed final test', () => {
    expect(nextStep(data({ info: { ...demoFinalExamInfo, availableAt: '2030-05-02T15:30:00.000Z' }, summary: { attemptsUsed: 2 } }))).toEqual({
      kind: 'wait',
      availableAt: '2030-05-02T15:30:00.000Z',
    });
  });

  it('after a pass: the next lesson when open, the course when it is still locked, the final test after the last lesson', () => {
    const open = { ...demoCourseDetail, lessons: demoCourseDetail.lessons.map((lesson) => ({ ...lesson, locked: false })) };
    expect(nextStep(data({ summary: { passed: true }, course: open }))).toEqual({ kind: 'nextLesson', lessonId: 'lesson-3', title: 'Wiring and the gateway' });
    expect(nextStep(data({ summary: { passed: true } }))).toEqual({ kind: 'course' });
    const lastLesson = { ...demoLessonExamInfo, lessonId: 'lesson-4' };
    expect(nextStep(data({ summary: { passed: true }, info: lastLesson, course: { ...demoCourseCertified, certificateId: null } }))).toEqual({
      kind: 'finalExam',
      examId: 'exam-final',
    });
  });

  it('a passed final test leads to the certificate', () => {
    expect(nextStep(data({ summary: { passed: true, certificateId: 'cert-1' }, info: demoFinalExamInfo }))).toEqual({ kind: 'certificate', certificateId: 'cert-1' });
  });
});
