import type { AttemptGrade } from '../../../src/contract/course';
import type { AttemptLayout } from '../../db/courseSchema';

/**
 * What a save of an attempt in progress needs, kept from its start (or from a save on a node that did not
 * start it): whose attempt it is and its
 * layout (neither ever changes), and the save's answer as made from the content at `contentVersion`.
 * A save on it sends one statement, which writes only while the attempt is in progress and the content
 * still at that version (`AttemptRepository.saveAnswersAtVersion`).
 */
export type KeptSave = { userId: string; layout: AttemptLayout; grade: AttemptGrade; contentVersion: string };

/** Past it the kept saves are dropped and read again: more attempts than one node holds open on an exam day. */
export const keptSavesLimit = 10_000;

/** The kept saves of one API process, by attempt id; every other node keeps its own, and the statement decides. */
export class KeptSaves {
  private readonly kept = new Map<string, KeptSave>();

  of(attemptId: string, userId: string): KeptSave | undefined {
    const kept = this.kept.get(attemptId);
    return kept?.userId === userId ? kept : undefined;
  }

  keep(attemptId: string, save: KeptSave): void {
    if (this.kept.size >= keptSavesLimit) this.kept.clear();
    this.kept.set(attemptId, save);
  }

  forget(attemptId: string): void {
    this.kept.delete(attemptId);
  }
}
