import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';

type SessionsWithUsers<Row> = SelectQueryBuilder<Database, 'sessions' | 'users', Row>;

/** What makes a session live: unrevoked, unexpired, and its account not deactivated (whatever revoking missed). */
export const whereLive = <Row>(query: SessionsWithUsers<Row>, now: Date): SessionsWithUsers<Row> =>
  query.where('sessions.revoked_at', 'is', null).where('sessions.expires_at', '>', now).where('users.deactivated_at', 'is', null);

/**
 * The session guard (`requireSession`) as a condition of a statement that checks its caller itself: `tokenHash`
 * is a live session of the user in `userIdColumn` (a column of the statement's table), whose account may call
 * routes past the password change.
 */
export const signedInAs = <Tables extends keyof Database>(eb: ExpressionBuilder<Database, Tables>, userIdColumn: `${Tables}.user_id`, tokenHash: string, now: Date): Expression<SqlBool> => {
  const sessions = (eb as unknown as ExpressionBuilder<Database, never>)
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('sessions.id')
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.user_id', '=', sql.ref<string>(userIdColumn));
  return eb.exists(whereLive(sessions, now).where('users.must_change_password', '=', false));
};
