import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/transaction';

/** One row per counted attempt, so every API process sees the same counts. */
export class ThrottleHitRepository {
  constructor(private readonly db: Db) {}

  /**
   * Holds `key` until the surrounding transaction ends: every process counting this key waits here,
   * so its count sees the hits of those that came first (read committed: each statement a fresh snapshot).
   */
  async lockKey(key: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(this.db);
  }

  /**
   * Inserts a hit, kept until `expiresAt`, only while fewer than `limit` hits of the key are newer than
   * `since`; its id, or undefined when full.
   */
  async addIfUnder(key: string, at: Date, since: Date, limit: number, expiresAt: Date): Promise<string | undefined> {
    const id = randomUUID();
    const inserted = await this.db
      .insertInto('throttle_hits')
      .columns(['id', 'key', 'created_at', 'expires_at'])
      .expression(
        this.db
          // Typed casts: in INSERT … SELECT the parameters get no type from the target columns.
          .selectNoFrom((eb) => [
            eb.cast<string>(eb.val(id), 'uuid').as('id'),
            eb.cast<string>(eb.val(key), 'text').as('key'),
            eb.cast<Date>(eb.val(at), 'timestamptz').as('created_at'),
            eb.cast<Date>(eb.val(expiresAt), 'timestamptz').as('expires_at'),
          ])
          .where(
            (eb) =>
              eb
                .selectFrom('throttle_hits')
                .select(sql<number>`count(*)::int`.as('count'))
                .where('key', '=', key)
                .where('created_at', '>', since),
            '<',
            limit,
          ),
      )
      .returning('id')
      .executeTakeFirst();
    return inserted?.id;
  }

  /** Time of the `offset`-th oldest hit after `since` (0 = oldest). */
  async hitTimeSince(key: string, since: Date, offset: number): Promise<Date | undefined> {
    const row = await this.db
      .selectFrom('throttle_hits')
      .select('created_at')
      .where('key', '=', key)
      .where('created_at', '>', since)
      .orderBy('created_at')
      .offset(offset)
      .limit(1)
      .executeTakeFirst();
    return row?.created_at;
  }

  async countSince(key: string, since: Date): Promise<number> {
    const row = await this.db
      .selectFrom('throttle_hits')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('key', '=', key)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Drops hits that have left their rule's window by `now`; rows another process is deleting are skipped, never waited for. */
  async pruneExpired(now: Date): Promise<void> {
    await this.db
      .deleteFrom('throttle_hits')
      .where('id', 'in', (eb) => eb.selectFrom('throttle_hits').select('id').where('expires_at', '<=', now).forUpdate().skipLocked())
      .execute();
  }

  async remove(ids: string[]): Promise<void> {
    if (ids.length > 0) await this.db.deleteFrom('throttle_hits').where('id', 'in', ids).execute();
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('throttle_hits').where('key', '=', key).execute();
  }
}
