import { inTransaction, type Db } from '../../db/transaction';
import type { NotificationService } from '../notification';
import { WebinarRepository } from './webinarRepository';

export type WebinarTomorrowJobDeps = { db: Db; now: () => Date; notifications: Pick<NotificationService, 'notifyEveryone'>; onError: (error: unknown) => void };

const day = 24 * 60 * 60_000;

/**
 * "Webinar tomorrow" notifications, run by every server process on a timer: a webinar starting within
 * the next 24 hours is claimed (a row per webinar) in the same transaction that notifies everyone, so
 * with several processes and across restarts it is announced once; the mails go after that commits.
 */
export class WebinarTomorrowJob {
  private timer: NodeJS.Timeout | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: WebinarTomorrowJobDeps) {}

  /** One pass after those already asked for; resolves how many webinars it announced. */
  runOnce(): Promise<number> {
    const pass = this.queue.catch(() => undefined).then(() => this.pass());
    this.queue = pass;
    return pass;
  }

  start(intervalMs: number): void {
    if (this.timer) return;
    const tick = () => void this.runOnce().catch(this.deps.onError);
    tick();
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.queue.catch(() => undefined);
  }

  private async pass(): Promise<number> {
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
