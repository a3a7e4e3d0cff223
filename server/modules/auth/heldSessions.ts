import { randomUUID } from 'node:crypto';
import type { ActiveSession } from './sessionRepository';

/** The header of the calls a host page makes through the API itself (server/lib/pageAnswers.ts); a browser's value finds nothing. */
export const heldSessionHeader = 'x-tc-held-session';

/**
 * Sessions looked up once for all the calls of one host page, each under a random key that lives only
 * while those calls run. A call finds one only with its key and the very token it was looked up for,
 * so a guessed or leaked key gives nothing the token does not.
 */
export class HeldSessions {
  private readonly held = new Map<string, { token: string; session: ActiveSession }>();

  async hold<T>(token: string, session: ActiveSession, run: (key: string) => Promise<T>): Promise<T> {
    const key = randomUUID();
    this.held.set(key, { token, session });
    try {
      return await run(key);
    } finally {
      this.held.delete(key);
    }
  }

  find(key: string | string[] | undefined, token: string): ActiveSession | undefined {
    if (typeof key !== 'string') return undefined;
    const entry = this.held.get(key);
    return entry?.token === token ? entry.session : undefined;
  }
}
