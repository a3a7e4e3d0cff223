import type { UserInfo, UserPreferences, UserPreferencesChange } from '../../../src/contract/auth';
import { toLanguage } from '../../../src/contract/languages';
import type { UserRow } from '../../db/schema';
import { inTransaction, type Db } from '../../db/transaction';
import { BusinessError } from '../../lib/businessError';
import type { PasswordHasher } from '../../lib/passwords';
import { SessionRepository, throttleRules, toUserInfo, UserRepository, type ActiveSession } from '../auth';
import { CountryVersionRepository } from '../country';
import type { Throttle } from '../../lib/throttle/throttle';

export type UserServiceDeps = { db: Db; passwords: PasswordHasher; throttle: Throttle; now: () => Date };
export type PasswordChangeInput = { oldPassword: string; newPassword: string };

/** A user's preferences as the API answers them. */
export const preferencesOf = (user: Pick<UserRow, 'notify_by_email' | 'lang'>): UserPreferences => ({ notifyByEmail: user.notify_by_email, language: toLanguage(user.lang) });

/** What a signed-in user does to their own account. */
export class UserService {
  constructor(private readonly deps: UserServiceDeps) {}

  /** Moves the user to another country/version; only versions the portal offers. */
  async switchCountry(userId: string, versionCode: string): Promise<UserInfo> {
    const { db, now } = this.deps;
    const country = await new CountryVersionRepository(db).find(versionCode);
    if (!country) throw new BusinessError('invalidInput', { messageKey: 'unknownCountry', fieldKey: 'versionCode' });
    return toUserInfo(await new UserRepository(db).setVersionCode(userId, country.version_code, now()));
  }

  /** Whether notifications are also e-mailed (issue 11), and the language of the account's e-mails and certificates. */
  async setPreferences(userId: string, change: UserPreferencesChange): Promise<UserPreferences> {
    return preferencesOf(await new UserRepository(this.deps.db).setPreferences(userId, change, this.deps.now()));
  }

  /**
   * Checks the original password, sets the new one and signs out every other session. The check is
   * counted before it runs (parallel guesses cannot pass the limit); a right password clears the count.
   */
  async changePassword(current: ActiveSession, input: PasswordChangeInput): Promise<void> {
    const { db, throttle, passwords, now } = this.deps;
    // Equal inputs need no hashing: if the original is right, the new one is the current password.
    if (input.newPassword === input.oldPassword) throw new BusinessError('invalidInput', { messageKey: 'samePassword', fieldKey: 'newPassword' });
    const perUser = { rule: throttleRules.updatePwdPerUser, subject: current.user.id };
    const attempt = await throttle.admit(db, perUser);
    if (!(await passwords.verifyOrBurn(input.oldPassword, current.user.password_hash))) {
      throw new BusinessError('invalidInput', { messageKey: 'wrongOldPassword', fieldKey: 'oldPassword' });
    }
    const passwordHash = await passwords.hash(input.newPassword);
    const changedAt = now();
    await inTransaction(db, async (tx) => {
      await new UserRepository(tx).setPassword(current.user.id, passwordHash, changedAt);
      await new SessionRepository(tx).revokeAllForUser(current.user.id, changedAt, current.session.id);
      await throttle.release(tx, attempt, perUser);
    });
  }

  /** Ends every live session of the user but the caller's ("sign out everywhere else"); answers how many it ended. */
  async endOtherSessions(current: ActiveSession): Promise<number> {
    return new SessionRepository(this.deps.db).revokeAllForUser(current.user.id, this.deps.now(), current.session.id);
  }
}
