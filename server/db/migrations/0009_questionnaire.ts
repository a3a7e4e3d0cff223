import { sql, type Kysely } from 'kysely';

/**
 * Issue 12: instructors, questionnaires with their questions, training sessions (bound to an instructor,
 * with the QR code value), scans and submissions (one per e-mail per session, held by a unique key).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('instructors')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('internal', 'external')`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('questionnaires')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('training_type', 'text', (col) => col.notNull())
    .addColumn('train_object', 'text', (col) => col.notNull())
    .addColumn('training_method', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('questionnaire_questions')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('questionnaire_id', 'uuid', (col) => col.notNull().references('questionnaires.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('singleChoice', 'multipleChoice', 'fillIn', 'text', 'rating')`))
    .addColumn('prompt', 'text', (col) => col.notNull())
    .addColumn('required', 'boolean', (col) => col.notNull())
    .addColumn('weight', 'integer', (col) => col.notNull().check(sql`weight >= 0`))
    .addColumn('options', 'jsonb', (col) => col.notNull())
    .addUniqueConstraint('questionnaire_questions_position_key', ['questionnaire_id', 'position'])
    .execute();
  await db.schema
    .createTable('training_sessions')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('questionnaire_id', 'uuid', (col) => col.notNull().references('questionnaires.id').onDelete('cascade'))
    .addColumn('instructor_id', 'uuid', (col) => col.notNull().references('instructors.id').onDelete('cascade'))
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('place', 'text', (col) => col.notNull())
    .addColumn('starts_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ends_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addCheckConstraint('training_sessions_period_check', sql`ends_at >= starts_at`)
    .execute();
  await db.schema.createIndex('training_sessions_instructor_idx').on('training_sessions').columns(['instructor_id', 'starts_at']).execute();
  await db.schema
    .createTable('questionnaire_scans')
    .addColumn('token', 'text', (col) => col.primaryKey())
    .addColumn('session_id', 'uuid', (col) => col.notNull().references('training_sessions.id').onDelete('cascade'))
    .addColumn('scanned_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('questionnaire_submissions')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('session_id', 'uuid', (col) => col.notNull().references('training_sessions.id').onDelete('cascade'))
    .addColumn('email_key', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('company_name', 'text', (col) => col.notNull())
    .addColumn('position', 'text', (col) => col.notNull())
    .addColumn('cell_phone', 'text', (col) => col.notNull())
    .addColumn('training_type', 'text', (col) => col.notNull())
    .addColumn('product_training', 'text', (col) => col.notNull())
    .addColumn('training_method', 'text', (col) => col.notNull())
    .addColumn('answers', 'jsonb', (col) => col.notNull())
    .addColumn('scanned_at', 'timestamptz', (col) => col.notNull())
    .addColumn('submitted_at', 'timestamptz', (col) => col.notNull())
    // One submission per e-mail per training session, however many requests arrive at once.
    .addUniqueConstraint('questionnaire_submissions_session_email_key', ['session_id', 'email_key'])
    .execute();
  await db.schema.createIndex('questionnaire_submissions_submitted_idx').on('questionnaire_submissions').column('submitted_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('questionnaire_submissions').execute();
  await db.schema.dropTable('questionnaire_scans').execute();
  await db.schema.dropTable('training_sessions').execute();
  await db.schema.dropTable('questionnaire_questions').execute();
  await db.schema.dropTable('questionnaires').execute();
  await db.schema.dropTable('instructors').execute();
}
