import type { ResultData } from './loadResult';

export type NextStep =
  | { kind: 'certificate'; certificateId: string }
  | { kind: 'nextLesson'; lessonId: string; title: string }
  | { kind: 'finalExam'; examId: string }
  | { kind: 'retake' }
  | { kind: 'repeatLesson'; lessonId: string }
  | { kind: 'wait'; availableAt: string | null }
  | { kind: 'course' };

/**
 * What follows a graded attempt (issue 3): a pass opens the next lesson, or the final test after the
 * last one, or the certificate after the final test; a failure with an attempt left is retaken; a
 * lesson failed twice is watched again; a final test without attempts waits for new ones.
 */
export function nextStep({ summary, info, course }: ResultData): NextStep {
  if (summary.passed) {
    if (info.kind === 'final') {
      const certificateId = summary.certificateId ?? course.certificateId;
      return certificateId ? { kind: 'certificate', certificateId } : { kind: 'course' };
    }
    const index = course.lessons.findIndex((lesson) => lesson.lessonId === info.lessonId);
    if (index < 0) return { kind: 'course' };
    const next = course.lessons[index + 1];
    if (next && !next.locked) return { kind: 'nextLesson', lessonId: next.lessonId, title: next.title };
    if (!next && course.finalExamId && !course.finalExamLocked) return { kind: 'finalExam', examId: course.finalExamId };
    return { kind: 'course' };
  }
  if (summary.attemptsUsed < summary.attemptsAllowed) return { kind: 'retake' };
  if (info.kind === 'lesson' && info.lessonId) return { kind: 'repeatLesson', lessonId: info.lessonId };
  return { kind: 'wait', availableAt: info.availableAt };
}
