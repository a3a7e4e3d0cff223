import { sql, type Kysely } from 'kysely';

/**
 * Issue 15: the answers already given to requests sent with an `Idempotency-Key`, so a client that
 * retries (its answer was lost in a network cut) gets the same answer and nothing happens twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (col) => col.notNull())
    // SHA-256 of the route and the body: the same key with another request is refused.
    .addColumn('fingerprint', 'text', (col) => col.notNull())
    .addColumn('response', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['user_id', 'key'])
    .execute();
  await sql`create index idempotency_keys_created_idx on idempotency_keys (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
