import type { AttemptGrade } from '../../../src/contract/course';
import type { AttemptLayout } from '../../db/courseSchema';

/**
 * What a save of an attempt in progress needs, kept from its start (or from a save on a node that did not
 * start it): whose attempt it is and its layout (neither ever changes), and the save's answer as made from
 * the content at `contentVersion`. A save on it sends one statement and no session lookup before it: the
 * statement writes only while the attempt is in progress, the content still at that version, and the
 * request's token a live session of the attempt's owner (`AttemptRepository.saveAnswersAsCaller`); a grade
 * checks the session in its first statement too (`ExamService.submitAsCaller`).
 */
export type KeptSave = { userId: string; layout: AttemptLayout; grade: AttemptGrade; contentVersion: string };
/** A kept save with its answer as a keyed save stores it (made once: every save of the attempt answers the same). */
export type Kept = KeptSave & { gradeJson: string };

/** Past it the kept saves are dropped and read again: more attempts than one node holds open on an exam day. */
export const keptSavesLimit = 10_000;

/** The kept saves of one API process, by attempt id; every other node keeps its own, and the statement decides. */
export class KeptSaves {
  private readonly kept = new Map<string, Kept>();

  /** The kept save of an attempt, whoever asks: the submit's first statement checks that its caller owns it (`ExamService.submitAsCaller`). */
  of(attemptId: string): Kept | undefined {
    return this.kept.get(attemptId);
  }

  keep(attemptId: string, save: KeptSave): void {
    if (this.kept.size >= keptSavesLimit) this.kept.clear();
    this.kept.set(attemptId, { userId: save.userId, layout: save.layout, grade: save.grade, contentVersion: save.contentVersion, gradeJson: JSON.stringify(save.grade) });
  }

  forget(attemptId: string): void {
    this.kept.delete(attemptId);
  }
}
