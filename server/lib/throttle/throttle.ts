import type { Db } from '../../db/transaction';
import { inTransaction } from '../../db/transaction';
import { BusinessError } from '../businessError';
import { ThrottleHitRepository } from './throttleHitRepository';

/** A limit: at most `limit` counted attempts per subject inside a sliding window. */
export type ThrottleRule = {
  /** Prefix of the throttle key, e.g. `login:account`. */
  scope: string;
  /** Attempts allowed inside the window; the next one is refused. */
  limit: number;
  windowMs: number;
};

export type ThrottleTarget = { rule: ThrottleRule; subject: string };

/** The attempts `admit` counted, so that one which turns out not to count (a success) can be taken back. */
export type ThrottlePass = { hits: readonly { key: string; id: string }[] };

/** `rateLimited`, naming the rules whose window was full, so a caller counting several can say which one refused. */
export class ThrottleRefusal extends BusinessError {
  constructor(
    minutes: number,
    readonly refused: readonly ThrottleRule[],
  ) {
    super('rateLimited', { values: { minutes } });
  }
}

const keyOf = ({ rule, subject }: ThrottleTarget) => `${rule.scope}:${subject.toLowerCase()}`;

/**
 * Takes the keys' locks in one order (sorted, each once), so two transactions locking some of the
 * same keys never wait on each other in a cycle; held until the transaction ends.
 */
const lockKeys = async (hits: ThrottleHitRepository, keys: string[]): Promise<void> => {
  for (const key of [...new Set(keys)].sort()) await hits.lockKey(key);
};

/**
 * Sliding-window attempt limits kept in the database, so they hold across API processes and under
 * parallel requests: an attempt is counted before it is checked, and counting decides in the same
 * locked step whether it may go ahead. The caller hands in the handle it runs on (never kept here).
 */
export class Throttle {
  constructor(private readonly now: () => Date) {}

  /**
   * Counts one attempt against every target, or none of them: throws `rateLimited` (with the minutes
   * to wait) when any target's window is full. One transaction, keys locked in a fixed order.
   */
  async admit(db: Db, ...targets: ThrottleTarget[]): Promise<ThrottlePass> {
    const now = this.now();
    const admitted = await inTransaction(db, async (tx) => {
      const hits = new ThrottleHitRepository(tx);
      await lockKeys(hits, targets.map(keyOf));
      const counted: { key: string; id: string }[] = [];
      const refused: ThrottleRule[] = [];
      let waitMs = 0;
      for (const target of targets) {
        const key = keyOf(target);
        const since = new Date(now.getTime() - target.rule.windowMs);
        // Kept only while it can count: each hit leaves when its own rule's window has passed it.
        const id = await hits.addIfUnder(key, now, since, target.rule.limit, new Date(now.getTime() + target.rule.windowMs));
        if (id) {
          counted.push({ key, id });
          continue;
        }
        refused.push(target.rule);
        // Allowed again when enough of the oldest hits have left the window.
        const count = await hits.countSince(key, since);
        const freeingHit = await hits.hitTimeSince(key, since, count - target.rule.limit);
        waitMs = Math.max(waitMs, (freeingHit?.getTime() ?? now.getTime()) + target.rule.windowMs - now.getTime());
      }
      // Throwing rolls back the hits already counted for the other targets.
      if (refused.length > 0) throw new ThrottleRefusal(Math.max(1, Math.ceil(waitMs / 60_000)), refused);
      return counted;
    });
    await new ThrottleHitRepository(db).pruneExpired(now);
    return { hits: admitted };
  }

  /**
   * Takes back the attempts of a pass (the attempt succeeded and must not count) and forgets every
   * attempt of `clearTargets` (a successful login clears its account's failures). Runs inside the
   * caller's unit of work (`tx`), so it commits with the change it belongs to.
   */
  async release(tx: Db, pass: ThrottlePass, ...clearTargets: ThrottleTarget[]): Promise<void> {
    const hits = new ThrottleHitRepository(tx);
    const cleared = clearTargets.map(keyOf);
    await lockKeys(hits, [...pass.hits.map((hit) => hit.key), ...cleared]);
    await hits.remove(pass.hits.map((hit) => hit.id));
    for (const key of cleared) await hits.clear(key);
  }
}
