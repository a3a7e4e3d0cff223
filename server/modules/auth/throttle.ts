import type { ThrottleRepository } from '../../db/repositories/throttle';
import { BusinessError } from '../../lib/businessError';
import type { ThrottleRule } from './limits';

export type ThrottleTarget = { rule: ThrottleRule; subject: string };

const keyOf = ({ rule, subject }: ThrottleTarget) => `${rule.scope}:${subject.toLowerCase()}`;

/** Sliding-window attempt counting kept in the database, so limits hold across API processes. */
export class Throttle {
  constructor(
    private readonly hits: ThrottleRepository,
    private readonly now: () => Date,
    /** Hits older than this are outside every rule's window and get deleted. */
    private readonly retentionMs: number,
  ) {}

  /** Throws `rateLimited` (with the minutes to wait) when any target has used up its window. */
  async assertAllowed(...targets: ThrottleTarget[]): Promise<void> {
    const now = this.now();
    let limited = false;
    let waitMs = 0;
    for (const target of targets) {
      const since = new Date(now.getTime() - target.rule.windowMs);
      const count = await this.hits.countSince(keyOf(target), since);
      if (count < target.rule.limit) continue;
      limited = true;
      // Allowed again when enough of the oldest hits have left the window.
      const freeingHit = await this.hits.hitTimeSince(keyOf(target), since, count - target.rule.limit);
      const freedAt = (freeingHit?.getTime() ?? now.getTime()) + target.rule.windowMs;
      waitMs = Math.max(waitMs, freedAt - now.getTime());
    }
    if (limited) {
      throw new BusinessError('rateLimited', { values: { minutes: Math.max(1, Math.ceil(waitMs / 60_000)) } });
    }
  }

  async hit(...targets: ThrottleTarget[]): Promise<void> {
    const now = this.now();
    await this.hits.pruneBefore(new Date(now.getTime() - this.retentionMs));
    for (const target of targets) await this.hits.add(keyOf(target), now);
  }

  async clear(...targets: ThrottleTarget[]): Promise<void> {
    for (const target of targets) await this.hits.clear(keyOf(target));
  }
}
