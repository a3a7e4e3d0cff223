import { sql, type Kysely } from 'kysely';

/**
 * Issue 11, support: the FAQ (categories and entries in English, Spanish where translated, with the
 * accent-folded text search runs on) and the tickets of the contact form.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('faq_categories')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('label_en', 'text', (col) => col.notNull())
    .addColumn('label_es', 'text')
    .execute();
  await db.schema
    .createTable('faq_entries')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('category_key', 'text', (col) => col.notNull().references('faq_categories.key').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('question_en', 'text', (col) => col.notNull())
    .addColumn('answer_en', 'text', (col) => col.notNull())
    .addColumn('question_es', 'text')
    .addColumn('answer_es', 'text')
    // Question and answer folded (lower case, no accents): what a search compares with.
    .addColumn('search_en', 'text', (col) => col.notNull())
    .addColumn('search_es', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    // A translation is the question and its answer, or nothing (the English entry is shown instead).
    .addCheckConstraint('faq_entries_es_whole', sql`(question_es is null) = (answer_es is null) and (question_es is null) = (search_es is null)`)
    .execute();
  await db.schema.createIndex('faq_entries_category_idx').on('faq_entries').columns(['category_key', 'position']).execute();
  await db.schema
    .createTable('support_tickets')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('ticket_number', 'text', (col) => col.notNull().unique())
    // Signed-in senders are linked; an anonymous ticket (the embedded form, the login page) has none.
    .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('company', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('lang', 'text', (col) => col.notNull())
    .addColumn('client_ip', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('support_tickets_created_idx').on('support_tickets').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('support_tickets').execute();
  await db.schema.dropTable('faq_entries').execute();
  await db.schema.dropTable('faq_categories').execute();
}
