import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/transaction';

/** Who agreed to which version of the terms: a user, or an anonymous browser session on one website. */
export class AgreementRepository {
  constructor(private readonly db: Db) {}

  async userAgreed(userId: string, version: number): Promise<boolean> {
    const row = await this.db.selectFrom('material_agreements').select('id').where('user_id', '=', userId).where('terms_version', '=', version).executeTakeFirst();
    return row !== undefined;
  }

  async sessionAgreed(sessionId: string, version: number): Promise<boolean> {
    const row = await this.db.selectFrom('material_agreements').select('id').where('session_id', '=', sessionId).where('terms_version', '=', version).executeTakeFirst();
    return row !== undefined;
  }

  /** One row per user and version, however many agree at once (the partial unique index decides). */
  async agreeAsUser(userId: string, version: number, now: Date): Promise<void> {
    await this.db
      .insertInto('material_agreements')
      .values({ id: randomUUID(), terms_version: version, user_id: userId, session_id: null, website: null, agreed_at: now })
      .onConflict((conflict) => conflict.columns(['user_id', 'terms_version']).where('user_id', 'is not', null).doNothing())
      .execute();
  }

  async agreeAsSession(sessionId: string, website: string, version: number, now: Date): Promise<void> {
    await this.db
      .insertInto('material_agreements')
      .values({ id: randomUUID(), terms_version: version, user_id: null, session_id: sessionId, website, agreed_at: now })
      .onConflict((conflict) => conflict.columns(['session_id', 'terms_version']).where('session_id', 'is not', null).doNothing())
      .execute();
  }

  /** A live browser session of `website` with this token hash. */
  findSession(tokenHash: string, website: string, now: Date) {
    return this.db
      .selectFrom('material_sessions')
      .select(['id', 'website'])
      .where('token_hash', '=', tokenHash)
      .where('website', '=', website)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }

  async createSession(tokenHash: string, website: string, now: Date, expiresAt: Date): Promise<string> {
    const id = randomUUID();
    await this.db.insertInto('material_sessions').values({ id, token_hash: tokenHash, website, created_at: now, expires_at: expiresAt }).execute();
    return id;
  }
}
