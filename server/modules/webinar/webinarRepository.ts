import { sql } from 'kysely';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { WebinarsTable } from '../../db/schema';
import type { AdminWebinarListQuery } from '../../../src/contract/webinar';
import type { Db } from '../../db/transaction';
import { containsPattern } from '../../lib/likePattern';

export type WebinarRow = Selectable<WebinarsTable>;

/** When a webinar ends: its start plus its duration (what `joinWindow` calls `endsAt`). */
const endsAt = sql<Date>`starts_at + make_interval(mins => duration_minutes)`;

/** Webinars and their "tomorrow" claims. */
export class WebinarRepository {
  constructor(private readonly db: Db) {}

  /** Not yet ended at `now` (soonest first), then those ended since `pastFrom` (latest first). */
  async around(now: Date, pastFrom: Date, limit: number): Promise<WebinarRow[]> {
    const upcoming = await this.db
      .selectFrom('webinars')
      .selectAll()
      .where('cancelled_at', 'is', null)
      .where(endsAt, '>', now)
      .orderBy('starts_at')
      .limit(limit)
      .execute();
    const past = await this.db
      .selectFrom('webinars')
      .selectAll()
      .where('cancelled_at', 'is', null)
      .where('starts_at', '<=', now)
      .where('starts_at', '>=', pastFrom)
      .orderBy('starts_at', 'desc')
      .limit(limit)
      .execute();
    const seen = new Set(upcoming.map((row) => row.id));
    return [...upcoming, ...past.filter((row) => !seen.has(row.id))];
  }

  /** A webinar learners may see (`withCancelled` for the console). */
  async find(id: string, withCancelled = false): Promise<WebinarRow | undefined> {
    let query = this.db.selectFrom('webinars').selectAll().where('id', '=', id);
    if (!withCancelled) query = query.where('cancelled_at', 'is', null);
    return query.executeTakeFirst();
  }

  /** The console's list: every webinar matching the search (its status as at `now`), by start, latest (or earliest) first. */
  async page(query: AdminWebinarListQuery, now: Date): Promise<WebinarRow[]> {
    return this.matching(query, now)
      .selectAll()
      .orderBy('starts_at', query.order)
      .orderBy('id')
      .offset((query.page - 1) * query.pageSize)
      .limit(query.pageSize)
      .execute();
  }

  async count(query: AdminWebinarListQuery, now: Date): Promise<number> {
    const row = await this.matching(query, now).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  private matching(query: AdminWebinarListQuery, now: Date) {
    let webinars = this.db.selectFrom('webinars');
    if (query.q !== '') {
      const pattern = containsPattern(query.q);
      webinars = webinars.where((eb) => eb.or([eb(sql<string>`title->>'en'`, 'ilike', pattern), eb(sql<string>`title->>'es'`, 'ilike', pattern)]));
    }
    if (query.status === 'scheduled') webinars = webinars.where('cancelled_at', 'is', null).where(endsAt, '>', now);
    if (query.status === 'ended') webinars = webinars.where('cancelled_at', 'is', null).where(endsAt, '<=', now);
    if (query.status === 'cancelled') webinars = webinars.where('cancelled_at', 'is not', null);
    return webinars;
  }

  async add(values: Insertable<WebinarsTable>): Promise<WebinarRow> {
    return this.db.insertInto('webinars').values(values).returningAll().executeTakeFirstOrThrow();
  }

  /** Locks the row for a correction (the caller's transaction holds it). */
  async lock(id: string): Promise<WebinarRow | undefined> {
    return this.db.selectFrom('webinars').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  async update(id: string, values: Updateable<WebinarsTable>): Promise<WebinarRow | undefined> {
    return this.db.updateTable('webinars').set(values).where('id', '=', id).returningAll().executeTakeFirst();
  }

  /** Cancels once and only before it ends: only the one caller that finds it neither cancelled nor ended gets the row back. */
  async cancel(id: string, at: Date): Promise<WebinarRow | undefined> {
    return this.db.updateTable('webinars').set({ cancelled_at: at }).where('id', '=', id).where('cancelled_at', 'is', null).where(endsAt, '>', at).returningAll().executeTakeFirst();
  }

  /** The first webinar starting after `now`. */
  async next(now: Date): Promise<WebinarRow | undefined> {
    return this.db.selectFrom('webinars').selectAll().where('cancelled_at', 'is', null).where('starts_at', '>', now).orderBy('starts_at').limit(1).executeTakeFirst();
  }

  /** Webinars starting within (from, to] that have no "tomorrow" claim yet. */
  async unclaimedStarting(from: Date, to: Date): Promise<WebinarRow[]> {
    return this.db
      .selectFrom('webinars')
      .selectAll('webinars')
      .leftJoin('webinar_reminders', 'webinar_reminders.webinar_id', 'webinars.id')
      .where('webinar_reminders.webinar_id', 'is', null)
      .where('webinars.cancelled_at', 'is', null)
      .where('webinars.starts_at', '>', from)
      .where('webinars.starts_at', '<=', to)
      .orderBy('webinars.starts_at')
      .execute();
  }

  /** True for the one caller whose insert created the claim. */
  async claim(webinarId: string, at: Date): Promise<boolean> {
    const row = await this.db
      .insertInto('webinar_reminders')
      .values({ webinar_id: webinarId, sent_at: at })
      .onConflict((oc) => oc.column('webinar_id').doNothing())
      .returning('webinar_id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
