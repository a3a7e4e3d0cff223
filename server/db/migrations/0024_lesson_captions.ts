import { sql, type Kysely } from 'kysely';

/**
 * Captions of lesson videos (WebVTT), one file per lesson and language, kept in the database: small text that every
 * node reads alike and a backup carries. `lessons.caption_languages` names the languages a lesson has, so the
 * course content kept between requests (and moved on by its version trigger) knows them without reading the files.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table lesson_captions (
    lesson_id uuid not null references lessons (id) on delete cascade,
    lang text not null check (lang in ('en', 'es')),
    vtt text not null,
    updated_at timestamptz not null,
    primary key (lesson_id, lang)
  )`.execute(db);
  await db.schema.alterTable('lessons').addColumn('caption_languages', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lessons').dropColumn('caption_languages').execute();
  await sql`drop table lesson_captions`.execute(db);
}
