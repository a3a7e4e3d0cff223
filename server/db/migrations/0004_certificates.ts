import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/** Serials of this migration's time: TC- and 64 random bits in hex (the module's `newSerial` since). */
const randomSerial = (): string => `TC-${(randomBytes(8).toString('hex').toUpperCase().match(/.{4}/g) ?? []).join('-')}`;

/**
 * Issue 9: validity months per course, certificate kind, revocation and renewal (several per course), serials that cannot be
 * guessed (the sequence goes), and the reminder mails claimed once per certificate and stage.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('courses').addColumn('validity_months', 'integer', (col) => col.notNull().defaultTo(24).check(sql`validity_months > 0`)).execute();
  await db.schema
    .alterTable('certificates')
    .addColumn('kind', 'text', (col) => col.notNull().defaultTo('course').check(sql`kind in ('course', 'partner')`))
    .execute();
  await db.schema.alterTable('certificates').addColumn('revoked_at', 'timestamptz').execute();
  await db.schema.alterTable('certificates').addColumn('revoked_reason', 'text').execute();
  // A renewal issues a newer certificate for the same course; the old one points at it.
  await db.schema.alterTable('certificates').addColumn('superseded_by', 'uuid', (col) => col.references('certificates.id').onDelete('set null')).execute();
  // Once per passing attempt (a final exam attempt is graded once); partner and imported ones have none.
  await db.schema.alterTable('certificates').dropConstraint('certificates_user_course_key').execute();
  await db.schema.alterTable('certificates').alterColumn('attempt_id', (col) => col.dropNotNull()).execute();
  await db.schema.createIndex('certificates_attempt_key').on('certificates').column('attempt_id').unique().execute();
  await db.schema.createIndex('certificates_user_course_idx').on('certificates').columns(['user_id', 'course_id']).execute();
  // Sequential serials could be enumerated by anyone with the public verification page.
  const { rows } = await sql<{ id: string }>`select id from certificates`.execute(db);
  for (const row of rows) await sql`update certificates set serial = ${randomSerial()} where id = ${row.id}`.execute(db);
  await sql`drop sequence certificate_serial_seq`.execute(db);
  await db.schema.createIndex('certificates_valid_until_idx').on('certificates').column('valid_until').execute();
  await db.schema
    .createTable('certificate_reminders')
    .addColumn('certificate_id', 'uuid', (col) => col.notNull().references('certificates.id').onDelete('cascade'))
    .addColumn('stage', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('certificate_reminders_pkey', ['certificate_id', 'stage'])
    .execute();
  // A renewal opens the course again: the course state counts only what happened since `started_at`.
  await db.schema
    .createTable('course_enrollments')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'uuid', (col) => col.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('renews_certificate_id', 'uuid', (col) => col.notNull().unique().references('certificates.id').onDelete('cascade'))
    .addColumn('started_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('course_enrollments_user_course_idx').on('course_enrollments').columns(['user_id', 'course_id', 'started_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('course_enrollments').execute();
  await db.schema.dropTable('certificate_reminders').execute();
  await db.schema.dropIndex('certificates_valid_until_idx').execute();
  await sql`create sequence certificate_serial_seq`.execute(db);
  await db.schema.dropIndex('certificates_user_course_idx').execute();
  await db.schema.dropIndex('certificates_attempt_key').execute();
  await db.schema.alterTable('certificates').dropColumn('superseded_by').execute();
  await db.schema.alterTable('certificates').addUniqueConstraint('certificates_user_course_key', ['user_id', 'course_id']).execute();
  await db.schema.alterTable('certificates').dropColumn('revoked_reason').execute();
  await db.schema.alterTable('certificates').dropColumn('revoked_at').execute();
  await db.schema.alterTable('certificates').dropColumn('kind').execute();
  await db.schema.alterTable('courses').dropColumn('validity_months').execute();
}
