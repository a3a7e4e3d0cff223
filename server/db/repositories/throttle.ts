import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** One row per counted attempt, so every API process sees the same counts. */
export class ThrottleRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async countSince(key: string, since: Date): Promise<number> {
    const row = await this.db
      .selectFrom('throttle_hits')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
      .where('key', '=', key)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.count);
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

  async add(key: string, at: Date): Promise<void> {
    await this.db.insertInto('throttle_hits').values({ id: randomUUID(), key, created_at: at }).execute();
  }

  /** Drops every hit older than `before` (outside all windows), so the table stays small. */
  async pruneBefore(before: Date): Promise<void> {
    await this.db.deleteFrom('throttle_hits').where('created_at', '<=', before).execute();
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('throttle_hits').where('key', '=', key).execute();
  }
}
