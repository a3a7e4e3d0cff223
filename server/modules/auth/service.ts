import { createHash, randomInt } from 'node:crypto';
import type { ForgetPwdRequest, LoginResult } from '../../../src/contract/auth';
import { toLanguage } from '../../../src/contract/languages';
import { inTransaction, type Db } from '../../db/transaction';
import { BusinessError } from '../../lib/businessError';
import type { Mailer } from '../../lib/mailer';
import { verifyPassword, type PasswordHasher } from '../../lib/passwords';
import type { Throttle } from '../../lib/throttle/throttle';
import { hashToken, newToken, safeEqual } from '../../lib/tokens';
import {
  rememberMeSessionLifetimeMs,
  sessionLifetimeMs,
  throttleRules,
  verificationCodeDigits,
  verificationCodeLifetimeMs,
  verificationCodeMaxFailedAttempts,
} from './limits';
import { HeldSessions, heldSessionHeader } from './heldSessions';
import { verificationCodeMail } from './mails';
import { SessionRepository, type ActiveSession } from './sessionRepository';
import { toUserInfo } from './userInfo';
import { UserRepository } from './userRepository';
import { VerificationCodeRepository } from './verificationCodeRepository';

export type AuthServiceDeps = {
  db: Db;
  passwords: PasswordHasher;
  throttle: Throttle;
  mailer: Mailer;
  now: () => Date;
};

export type LoginInput = { account: string; password: string; rememberMe: boolean };
export type PasswordResetInput = Pick<ForgetPwdRequest, 'account' | 'email' | 'code' | 'password'>;

const normalizeEmail = (email: string) => email.trim().toLowerCase();

// Salted with the address so equal codes of two addresses never share a hash.
const hashVerificationCode = (email: string, code: string) => createHash('sha256').update(`${email}\n${code}`).digest('hex');

/** Sign-in, sign-out, session lookup and password recovery by e-mailed code. */
export class AuthService {
  private readonly heldSessions = new HeldSessions();

  constructor(private readonly deps: AuthServiceDeps) {}

  /**
   * Same answer for an unknown account and a wrong password. Every attempt is counted per account and
   * per IP before the password is checked (so parallel guesses cannot pass the limit); a success
   * takes its attempt back and clears the account's failures.
   */
  async login(input: LoginInput, ip: string): Promise<LoginResult> {
    const { db, throttle, passwords, now } = this.deps;
    const perAccount = { rule: throttleRules.loginPerAccount, subject: input.account };
    const perIp = { rule: throttleRules.loginPerIp, subject: ip };
    const attempt = await throttle.admit(db, perAccount, perIp);
    const user = await new UserRepository(db).findByAccount(input.account);
    const matches = await passwords.verifyOrBurn(input.password, user?.password_hash);
    if (!user || !matches) throw new BusinessError('wrongCredentials');
    // Told only to whoever knows the password: the account exists but an administrator closed it.
    if (user.deactivated_at) throw new BusinessError('accountDeactivated');

    const token = newToken();
    const pdfToken = newToken();
    const issuedAt = now();
    await inTransaction(db, async (tx) => {
      await throttle.release(tx, attempt, perAccount);
      const sessions = new SessionRepository(tx);
      await sessions.deleteDead(user.id, issuedAt);
      await sessions.create({
        user_id: user.id,
        token_hash: hashToken(token),
        pdf_token_hash: hashToken(pdfToken),
        remember_me: input.rememberMe,
        expires_at: new Date(issuedAt.getTime() + (input.rememberMe ? rememberMeSessionLifetimeMs : sessionLifetimeMs)),
        created_at: issuedAt,
      });
    });
    return { token, pdfToken, user: toUserInfo(user) };
  }

  /** The live session of a bearer token, or undefined (unknown, expired or revoked). */
  authenticate(token: string): Promise<ActiveSession | undefined> {
    return new SessionRepository(this.deps.db).findActiveByTokenHash(hashToken(token), this.deps.now());
  }

  /**
   * Runs a host page's own calls with the token's session looked up once for all of them: `run` gets the
   * headers each call carries to use it. Undefined, and nothing run, when the token has no live session.
   */
  async withSessionHeld<T>(token: string, run: (headers: Record<string, string>) => Promise<T>): Promise<T | undefined> {
    const session = await this.authenticate(token);
    return session ? this.heldSessions.hold(token, session, (key) => run({ [heldSessionHeader]: key })) : undefined;
  }

  /** The session of a guarded request: the one its page holds for it (`withSessionHeld`), else looked up. */
  sessionOf(token: string, heldKey: string | string[] | undefined): ActiveSession | Promise<ActiveSession | undefined> {
    return this.heldSessions.find(heldKey, token) ?? this.authenticate(token);
  }

  /** The live session of a pdf token (the `pdf-token` cookie of certificate downloads). */
  authenticatePdfToken(pdfToken: string): Promise<ActiveSession | undefined> {
    return new SessionRepository(this.deps.db).findActiveByPdfTokenHash(hashToken(pdfToken), this.deps.now());
  }

  async logout(sessionId: string): Promise<void> {
    await new SessionRepository(this.deps.db).revoke(sessionId, this.deps.now());
  }

  /**
   * E-mails a single-use code when the address belongs to an account; the caller answers the same
   * either way, and delivery runs in the background so timing does not tell either.
   */
  async sendVerificationCode(emailInput: string, ip: string): Promise<void> {
    const { db, throttle, now, mailer } = this.deps;
    const email = normalizeEmail(emailInput);
    await throttle.admit(db, { rule: throttleRules.sendEmailPerAddress, subject: email }, { rule: throttleRules.sendEmailPerIp, subject: ip });
    const user = await new UserRepository(db).findByEmail(email);
    if (!user || user.deactivated_at) return;
    const code = String(randomInt(0, 10 ** verificationCodeDigits)).padStart(verificationCodeDigits, '0');
    const issuedAt = now();
    await inTransaction(db, (tx) =>
      new VerificationCodeRepository(tx).replaceForEmail({
        email,
        code_hash: hashVerificationCode(email, code),
        failed_attempts: 0,
        expires_at: new Date(issuedAt.getTime() + verificationCodeLifetimeMs),
        created_at: issuedAt,
      }),
    );
    mailer.deliverInBackground({ to: user.email, ...verificationCodeMail(toLanguage(user.lang), code, user.account) });
  }

  /**
   * Sets a new password with an e-mailed code that belongs to the account's address. Every wrong
   * guess counts against the code (burnt after a few) and against the client address; the attempt
   * is counted before the code is checked and taken back when the code was right.
   */
  async resetPassword(input: PasswordResetInput, ip: string): Promise<void> {
    const { db, throttle, passwords, now } = this.deps;
    const attempt = await throttle.admit(db, { rule: throttleRules.forgetPwdPerIp, subject: ip });
    const email = normalizeEmail(input.email);
    const user = await new UserRepository(db).findByAccount(input.account);
    const codes = new VerificationCodeRepository(db);
    const code = await codes.findUsable(email, now(), verificationCodeMaxFailedAttempts);
    // Every guess is counted before it is compared (a right one is used up below anyway).
    const guessCounted = code !== undefined && (await codes.countGuess(code.id, verificationCodeMaxFailedAttempts));
    const codeMatches = guessCounted && safeEqual(code.code_hash, hashVerificationCode(email, input.code.trim()));
    if (!user || normalizeEmail(user.email) !== email || !code || !codeMatches) throw new BusinessError('invalidVerificationCode');
    if (await verifyPassword(input.password, user.password_hash)) {
      // The code was right: not a guess to count, and it stays usable for a different password.
      await inTransaction(db, (tx) => throttle.release(tx, attempt));
      throw new BusinessError('invalidInput', { messageKey: 'samePassword', fieldKey: 'password' });
    }
    const passwordHash = await passwords.hash(input.password);
    const changedAt = now();
    await inTransaction(db, async (tx) => {
      if (!(await new VerificationCodeRepository(tx).markUsed(code.id, changedAt))) throw new BusinessError('invalidVerificationCode');
      await new UserRepository(tx).setPassword(user.id, passwordHash, changedAt);
      await new SessionRepository(tx).revokeAllForUser(user.id, changedAt);
      await throttle.release(tx, attempt);
    });
  }
}
