import { getCourseDetail, getExamInfo, listAnswers, listExamHistory } from '../../src/api/course';
import type { AnswerReview, AttemptGrade, CourseDetail, ExamInfo } from '../../src/contract/course';

/** A graded attempt as the result view shows it, whichever way it was reached. */
export type ResultSummary = {
  attemptId: string;
  examId: string;
  passed: boolean;
  correctPercent: number;
  correctCount: number;
  questionCount: number;
  attemptsUsed: number;
  attemptsAllowed: number;
  startTime: string;
  completionTime: string;
  timeTakenSeconds: number;
  certificateId: string | null;
};

export type ResultData = { summary: ResultSummary; answers: AnswerReview[]; info: ExamInfo; course: CourseDetail };

/** The attempt is not in the learner's graded history (still open, or not theirs). */
export class AttemptNotGradedError extends Error {
  constructor(readonly attemptId: string) {
    super(`attempt ${attemptId} is not graded`);
    this.name = 'AttemptNotGradedError';
  }
}

const fromGrade = (grade: AttemptGrade): ResultSummary | null =>
  grade.passed === null || grade.completionTime === null
    ? null
    : {
        attemptId: grade.attemptId,
        examId: grade.examId,
        passed: grade.passed,
        correctPercent: grade.correctPercent ?? 0,
        correctCount: grade.correctCount ?? 0,
        questionCount: grade.questionCount,
        attemptsUsed: grade.attemptsUsed,
        attemptsAllowed: grade.attemptsAllowed,
        startTime: grade.startTime,
        completionTime: grade.completionTime,
        timeTakenSeconds: grade.timeTakenSeconds ?? 0,
        certificateId: grade.certificateId,
      };

/**
 * Everything the result view needs. Right after a submit the grade is in hand; after a reload it is
 * rebuilt from the history (outcome, times), the answers (counts) and the exam (attempts).
 * The course gives the next lesson and the certificate.
 */
export async function loadResult(attemptId: string, grade: AttemptGrade | null): Promise<ResultData> {
  const graded = grade && grade.attemptId === attemptId ? fromGrade(grade) : null;
  const [answers, history] = await Promise.all([listAnswers(attemptId), graded ? Promise.resolve(null) : listExamHistory()]);
  const entry = history?.find((candidate) => candidate.attemptId === attemptId);
  const examId = graded?.examId ?? entry?.examId;
  if (!examId) throw new AttemptNotGradedError(attemptId);
  const info = await getExamInfo(examId);
  const course = await getCourseDetail(info.courseId);
  if (graded) return { summary: graded, answers, info, course };
  if (!entry) throw new AttemptNotGradedError(attemptId);
  const summary: ResultSummary = {
    attemptId,
    examId,
    passed: entry.passed,
    correctPercent: entry.correctPercent,
    correctCount: answers.filter((answer) => answer.result === 'right').length,
    questionCount: answers.length,
    attemptsUsed: info.attemptsUsed,
    attemptsAllowed: info.attemptsAllowed,
    startTime: entry.startTime,
    completionTime: entry.completionTime,
    timeTakenSeconds: entry.timeTakenSeconds,
    certificateId: entry.passed && info.kind === 'final' ? course.certificateId : null,
  };
  return { summary, answers, info, course };
}
