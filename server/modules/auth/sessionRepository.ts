import { randomUUID } from 'node:crypto';
import { precompiled } from '../../db/precompiled';
import { tableColumns } from '../../db/tableColumns';
import type { Db } from '../../db/transaction';
import type { NewSession, SessionRow, UserRow } from '../../db/schema';
import { whereLive } from './liveSession';

/** A live session as authentication needs it: which session, until when, and whose. */
export type ActiveSession = { session: Pick<SessionRow, 'id' | 'expires_at'>; user: UserRow };

export class SessionRepository {
  constructor(private readonly db: Db) {}

  create(session: Omit<NewSession, 'id'>): Promise<SessionRow> {
    return this.db
      .insertInto('sessions')
      .values({ id: randomUUID(), ...session })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The unrevoked, unexpired session holding this token hash, with its user. */
  findActiveByTokenHash(tokenHash: string, now: Date): Promise<ActiveSession | undefined> {
    return this.findActive('token_hash', tokenHash, now);
  }

  /** Same for the pdf token (certificate downloads opened in a new tab). */
  findActiveByPdfTokenHash(pdfTokenHash: string, now: Date): Promise<ActiveSession | undefined> {
    return this.findActive('pdf_token_hash', pdfTokenHash, now);
  }

  // Runs on every authenticated request: one indexed join, only the columns callers use.
  private async findActive(column: 'token_hash' | 'pdf_token_hash', hash: string, now: Date): Promise<ActiveSession | undefined> {
    const [row] = await activeSessionBy[column](this.db, { hash, now });
    if (!row) return undefined;
    // The row is the user, its session's two columns beside: a copy without them (object rest) cost more than the rest of the lookup's JavaScript.
    return { user: row, session: { id: row.session_id, expires_at: row.session_expires_at } };
  }

  findById(id: string): Promise<SessionRow | undefined> {
    return this.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async revoke(id: string, now: Date): Promise<void> {
    await this.db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', id).where('revoked_at', 'is', null).execute();
  }

  /** Revokes every live session of a user, except `keepSessionId`; returns how many. */
  async revokeAllForUser(userId: string, now: Date, keepSessionId?: string): Promise<number> {
    let query = this.db.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null);
    if (keepSessionId) query = query.where('id', '!=', keepSessionId);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Forgets a user's sessions that can never be used again (housekeeping at each login). */
  async deleteDead(userId: string, now: Date): Promise<void> {
    await this.db
      .deleteFrom('sessions')
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('revoked_at', 'is not', null), eb('expires_at', '<=', now)]))
      .execute();
  }

  listForUser(userId: string): Promise<SessionRow[]> {
    return this.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
  }
}

// Compiled once: the lookup of every authenticated request skips Kysely's query building.
const activeSessionQuery = (column: 'token_hash' | 'pdf_token_hash') =>
  precompiled<{ hash: string; now: Date }, ActiveSessionRow>((db, slot) =>
    whereLive(
      db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(tableColumns.users)
        .select(['sessions.id as session_id', 'sessions.expires_at as session_expires_at'])
        .where(`sessions.${column}`, '=', slot('hash')),
      slot('now'),
    ),
  );

type ActiveSessionRow = UserRow & { session_id: string; session_expires_at: Date };

const activeSessionBy = { token_hash: activeSessionQuery('token_hash'), pdf_token_hash: activeSessionQuery('pdf_token_hash') };
