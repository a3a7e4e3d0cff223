import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { WebinarsTable } from '../../db/schema';
import type { Db } from '../../db/transaction';

export type WebinarRow = Selectable<WebinarsTable>;

/** Webinars and their "tomorrow" claims. */
export class WebinarRepository {
  constructor(private readonly db: Db) {}

  /** Not yet ended at `now` (soonest first), then those ended since `pastFrom` (latest first). */
  async around(now: Date, pastFrom: Date, limit: number): Promise<WebinarRow[]> {
    const upcoming = await this.db
      .selectFrom('webinars')
      .selectAll()
      .where(sql<boolean>`starts_at + make_interval(mins => duration_minutes) > ${now}`)
      .orderBy('starts_at')
      .limit(limit)
      .execute();
    const past = await this.db
      .selectFrom('webinars')
      .selectAll()
      .where('starts_at', '<=', now)
      .where('starts_at', '>=', pastFrom)
      .orderBy('starts_at', 'desc')
      .limit(limit)
      .execute();
    const seen = new Set(upcoming.map((row) => row.id));
    return [...upcoming, ...past.filter((row) => !seen.has(row.id))];
  }

  async find(id: string): Promise<WebinarRow | undefined> {
    return this.db.selectFrom('webinars').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The first webinar starting after `now`. */
  async next(now: Date): Promise<WebinarRow | undefined> {
    return this.db.selectFrom('webinars').selectAll().where('starts_at', '>', now).orderBy('starts_at').limit(1).executeTakeFirst();
  }

  /** Webinars starting within (from, to] that have no "tomorrow" claim yet. */
  async unclaimedStarting(from: Date, to: Date): Promise<WebinarRow[]> {
    return this.db
      .selectFrom('webinars')
      .selectAll('webinars')
      .leftJoin('webinar_reminders', 'webinar_reminders.webinar_id', 'webinars.id')
      .where('webinar_reminders.webinar_id', 'is', null)
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
