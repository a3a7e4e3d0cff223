import { inTransaction, type Db } from '../../db/transaction';
import { PeriodicJob } from '../../lib/periodicJob';
import type { NotificationService } from '../notification';
import { WebinarRepository } from './webinarRepository';

export type WebinarTomorrowJobDeps = { db: Db; now: () => Date; notifications: Pick<NotificationService, 'notifyEveryone'>; onError: (error: unknown) => void };

const day = 24 * 60 * 60_000;

/**
 * "Webinar tomorrow" notifications, run by every server process on a timer: a webinar starting within
 * the next 24 hours is claimed (a row per webinar) in the same transaction that notifies everyone, so
 * with several processes and across restarts it is announced once; the mails go after that commits.
 */
export class WebinarTomorrowJob extends PeriodicJob {
  constructor(private readonly deps: WebinarTomorrowJobDeps) {
    super(deps.onError);
  }

  /** Announces the webinars starting within a day; counts them. */
  protected async pass(): Promise<number> {
    const now = this.deps.now();
    const due = await new WebinarRepository(this.deps.db).unclaimedStarting(now, new Date(now.getTime() + day));
    let announced = 0;
    for (const webinar of due) {
      const claimed = await inTransaction(this.deps.db, async (tx) => {
        if (!(await new WebinarRepository(tx).claim(webinar.id, now))) return false;
        await this.deps.notifications.notifyEveryone(tx, 'webinarTomorrow', { webinarId: webinar.id, webinarTitle: webinar.title, startsAt: webinar.starts_at.toISOString() });
        return true;
      });
      if (claimed) announced += 1;
    }
    return announced;
  }
}
