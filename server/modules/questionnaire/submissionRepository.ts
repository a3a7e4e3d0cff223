import { randomUUID } from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import type { QuestionnaireSubmissionsTable } from '../../db/questionnaireSchema';
import type { Db } from '../../db/transaction';

export type SubmissionRow = Selectable<QuestionnaireSubmissionsTable>;
export type NewSubmission = Omit<Insertable<QuestionnaireSubmissionsTable>, 'id'>;

/** A submission with the session, instructor and questionnaire it belongs to. */
export type SubmissionRecord = SubmissionRow & {
  questionnaire_id: string;
  questionnaire_title: string;
  instructor_id: string;
  instructor_name: string;
  instructor_kind: 'internal' | 'external';
  place: string;
};

export type SubmissionQuery = { questionnaireId?: string; instructorId?: string; trainingType?: string; from?: Date; until?: Date };

/** Attendees' answers: one per e-mail per training session. */
export class SubmissionRepository {
  constructor(private readonly db: Db) {}

  /** Inserts the submission unless this e-mail already answered for this session (one statement: holds under parallel submits). */
  async createOnce(submission: NewSubmission): Promise<string | undefined> {
    const row = await this.db
      .insertInto('questionnaire_submissions')
      .values({ id: randomUUID(), ...submission })
      .onConflict((oc) => oc.columns(['session_id', 'email_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  /** Submissions matching the filters, newest first. */
  list(query: SubmissionQuery = {}): Promise<SubmissionRecord[]> {
    let select = this.db
      .selectFrom('questionnaire_submissions')
      .innerJoin('training_sessions', 'training_sessions.id', 'questionnaire_submissions.session_id')
      .innerJoin('instructors', 'instructors.id', 'training_sessions.instructor_id')
      .innerJoin('questionnaires', 'questionnaires.id', 'training_sessions.questionnaire_id')
      .selectAll('questionnaire_submissions')
      .select([
        'training_sessions.questionnaire_id',
        'training_sessions.place',
        'questionnaires.title as questionnaire_title',
        'instructors.id as instructor_id',
        'instructors.name as instructor_name',
        'instructors.kind as instructor_kind',
      ]);
    if (query.questionnaireId) select = select.where('training_sessions.questionnaire_id', '=', query.questionnaireId);
    if (query.instructorId) select = select.where('training_sessions.instructor_id', '=', query.instructorId);
    if (query.trainingType) select = select.where('questionnaire_submissions.training_type', '=', query.trainingType as SubmissionRow['training_type']);
    if (query.from) select = select.where('questionnaire_submissions.submitted_at', '>=', query.from);
    if (query.until) select = select.where('questionnaire_submissions.submitted_at', '<', query.until);
    return select.orderBy('questionnaire_submissions.submitted_at', 'desc').orderBy('questionnaire_submissions.id').execute();
  }
}
