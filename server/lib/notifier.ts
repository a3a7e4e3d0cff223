import type { LocalizedText } from '../db/courseSchema';
import type { Db } from '../db/transaction';

/**
 * Learning events other modules report (exam, certificate). The notification module implements
 * `Notifier`; app.ts hands it to the services, so no module reaches behind another's index.
 */
export type LearningEvent =
  | { kind: 'lessonPassed'; userId: string; courseId: string; lessonId: string; lessonTitle: LocalizedText; courseTitle: LocalizedText }
  | { kind: 'testFailedTwice'; userId: string; courseId: string; lessonId: string; lessonTitle: LocalizedText; courseTitle: LocalizedText }
  | { kind: 'certificateIssued'; userId: string; certificateId: string; serial: string; courseTitle: LocalizedText; partner?: boolean }
  | { kind: 'certificateExpiring'; userId: string; certificateId: string; serial: string; courseTitle: LocalizedText; validUntil: Date; expired: boolean; partner?: boolean };

export interface Notifier {
  /** Records the event for its user inside `db` (the caller's transaction); the e-mail goes once that commits. */
  notify(db: Db, event: LearningEvent): Promise<void>;
}

/** For services built without notifications (CLI, some tests). */
export const noNotifier: Notifier = { notify: async () => undefined };
