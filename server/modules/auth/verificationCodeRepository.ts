import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/transaction';
import type { NewVerificationCode, VerificationCodeRow } from '../../db/schema';

export class VerificationCodeRepository {
  constructor(private readonly db: Db) {}

  /** Stores a new code for an address and drops the older ones (a new code invalidates them). */
  async replaceForEmail(code: Omit<NewVerificationCode, 'id'>): Promise<VerificationCodeRow> {
    await this.db.deleteFrom('verification_codes').where('email', '=', code.email).execute();
    // Expired codes of other addresses are dead weight as well.
    await this.db.deleteFrom('verification_codes').where('expires_at', '<=', code.created_at).execute();
    return this.db
      .insertInto('verification_codes')
      .values({ id: randomUUID(), ...code })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The newest code of an address that is unused, unexpired and not burnt by wrong guesses. */
  findUsable(email: string, now: Date, maxFailedAttempts: number): Promise<VerificationCodeRow | undefined> {
    return this.db
      .selectFrom('verification_codes')
      .selectAll()
      .where('email', '=', email)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .where('failed_attempts', '<', maxFailedAttempts)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /**
   * Counts one guess at the code in one statement, only while fewer than `maxGuesses` were counted:
   * false when the code is used up, so parallel guesses can never check more than `maxGuesses`.
   */
  async countGuess(id: string, maxGuesses: number): Promise<boolean> {
    const counted = await this.db
      .updateTable('verification_codes')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
      .where('id', '=', id)
      .where('failed_attempts', '<', maxGuesses)
      .returning('id')
      .executeTakeFirst();
    return counted !== undefined;
  }

  /** Marks the code used; false when somebody used it first (two requests racing). */
  async markUsed(id: string, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('verification_codes')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  listForEmail(email: string): Promise<VerificationCodeRow[]> {
    return this.db.selectFrom('verification_codes').selectAll().where('email', '=', email).orderBy('created_at').execute();
  }
}
