import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { QuestionnaireQuestionsTable, QuestionnairesTable, QuestionOption } from '../../db/questionnaireSchema';
import type { Db } from '../../db/transaction';

export type QuestionnaireRow = Selectable<QuestionnairesTable>;
export type QuestionRow = Selectable<QuestionnaireQuestionsTable>;
export type NewQuestion = Omit<QuestionRow, 'id' | 'questionnaire_id' | 'position' | 'options'> & { options: QuestionOption[] };

/** Questionnaires and their questions (in position order). */
export class QuestionnaireRepository {
  constructor(private readonly db: Db) {}

  list(): Promise<QuestionnaireRow[]> {
    return this.db.selectFrom('questionnaires').selectAll().orderBy('created_at', 'desc').orderBy('id').execute();
  }

  find(id: string): Promise<QuestionnaireRow | undefined> {
    return this.db.selectFrom('questionnaires').selectAll().where('id', '=', id).executeTakeFirst();
  }

  questionsOf(questionnaireIds: readonly string[]): Promise<QuestionRow[]> {
    if (questionnaireIds.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('questionnaire_questions').selectAll().where('questionnaire_id', 'in', questionnaireIds).orderBy('questionnaire_id').orderBy('position').execute();
  }

  /** Writes a questionnaire and its questions (run inside the caller's transaction). */
  async create(questionnaire: Omit<QuestionnaireRow, 'id'>, questions: readonly NewQuestion[]): Promise<QuestionnaireRow> {
    const row = await this.db.insertInto('questionnaires').values({ id: randomUUID(), ...questionnaire }).returningAll().executeTakeFirstOrThrow();
    await this.db
      .insertInto('questionnaire_questions')
      .values(questions.map((question, position) => ({ ...question, id: randomUUID(), questionnaire_id: row.id, position, options: JSON.stringify(question.options) })))
      .execute();
    return row;
  }
}
