import { sql, type Kysely } from 'kysely';

/**
 * A throttle hit says when it stops counting (its rule's window after it), so each is pruned on its own
 * rule's time instead of the longest window of all; hits from before kept a day, the longest window then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('throttle_hits').addColumn('expires_at', 'timestamptz').execute();
  await sql`update throttle_hits set expires_at = created_at + interval '1 day'`.execute(db);
  await db.schema.alterTable('throttle_hits').alterColumn('expires_at', (col) => col.setNotNull()).execute();
  await db.schema.createIndex('throttle_hits_expires_at_idx').on('throttle_hits').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('throttle_hits_expires_at_idx').execute();
  await db.schema.alterTable('throttle_hits').dropColumn('expires_at').execute();
}
