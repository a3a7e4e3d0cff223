import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { TrainingSessionsTable } from '../../db/questionnaireSchema';
import type { Db } from '../../db/transaction';

export type TrainingSessionRow = Selectable<TrainingSessionsTable>;

/** A session with its instructor and questionnaire title, and how many submissions it has. */
export type TrainingSessionRecord = TrainingSessionRow & {
  instructor_name: string;
  instructor_kind: 'internal' | 'external';
  questionnaire_title: string;
  training_type: string;
  responses: number;
};

/** Training sessions (bound to an instructor, with the QR code value) and the scans of their codes. */
export class TrainingSessionRepository {
  constructor(private readonly db: Db) {}

  private records() {
    return this.db
      .selectFrom('training_sessions')
      .innerJoin('instructors', 'instructors.id', 'training_sessions.instructor_id')
      .innerJoin('questionnaires', 'questionnaires.id', 'training_sessions.questionnaire_id')
      .selectAll('training_sessions')
      .select([
        'instructors.name as instructor_name',
        'instructors.kind as instructor_kind',
        'questionnaires.title as questionnaire_title',
        'questionnaires.training_type',
        (eb) =>
          eb
            .selectFrom('questionnaire_submissions')
            .select(sql<number>`count(*)::int`.as('count'))
            .whereRef('questionnaire_submissions.session_id', '=', 'training_sessions.id')
            .as('responses'),
      ]);
  }

  /** Every session, newest first. */
  async list(): Promise<TrainingSessionRecord[]> {
    const rows = await this.records().orderBy('training_sessions.starts_at', 'desc').orderBy('training_sessions.id').execute();
    return rows.map((row) => ({ ...row, responses: Number(row.responses ?? 0) }));
  }

  /** The sessions of some instructors (the console's page), newest first. */
  async ofInstructors(instructorIds: readonly string[]): Promise<TrainingSessionRecord[]> {
    if (instructorIds.length === 0) return [];
    const rows = await this.records().where('training_sessions.instructor_id', 'in', instructorIds).orderBy('training_sessions.starts_at', 'desc').orderBy('training_sessions.id').execute();
    return rows.map((row) => ({ ...row, responses: Number(row.responses ?? 0) }));
  }

  /** Swaps a session's QR code value, only while it still holds `oldCode`: of many swaps at once one wins. */
  replaceCode(sessionId: string, instructorId: string, oldCode: string, newCode: string): Promise<TrainingSessionRow | undefined> {
    return this.db
      .updateTable('training_sessions')
      .set({ code: newCode })
      .where('id', '=', sessionId)
      .where('instructor_id', '=', instructorId)
      .where('code', '=', oldCode)
      .returningAll()
      .executeTakeFirst();
  }

  findByCode(code: string): Promise<TrainingSessionRow | undefined> {
    return this.db.selectFrom('training_sessions').selectAll().where('code', '=', code).executeTakeFirst();
  }

  find(id: string): Promise<TrainingSessionRow | undefined> {
    return this.db.selectFrom('training_sessions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  create(session: Omit<TrainingSessionRow, 'id'>): Promise<TrainingSessionRow> {
    return this.db.insertInto('training_sessions').values({ id: randomUUID(), ...session }).returningAll().executeTakeFirstOrThrow();
  }

  /** Records a scan of a session's code; its token comes back with the submit. */
  async recordScan(token: string, sessionId: string, scannedAt: Date): Promise<void> {
    await this.db.insertInto('questionnaire_scans').values({ token, session_id: sessionId, scanned_at: scannedAt }).execute();
  }

  findScan(token: string): Promise<{ token: string; session_id: string; scanned_at: Date } | undefined> {
    return this.db.selectFrom('questionnaire_scans').selectAll().where('token', '=', token).executeTakeFirst();
  }
}
