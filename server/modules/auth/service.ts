import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ForgetPwdRequest, LoginResult } from '../../../src/contract/auth';
import { toLanguage } from '../../../src/contract/languages';
import { SessionRepository, type ActiveSession } from '../../db/repositories/sessions';
import { UserRepository } from '../../db/repositories/users';
import { VerificationCodeRepository } from '../../db/repositories/verificationCodes';
import type { Database } from '../../db/schema';
import { BusinessError } from '../../lib/businessError';
import type { Mailer } from '../../lib/mailer';
import type { PasswordHasher } from '../../lib/passwords';
import { hashToken, newToken, safeEqual } from '../../lib/tokens';
import { toUserInfo } from '../user/userInfo';
import {
  rememberMeSessionLifetimeMs,
  sessionLifetimeMs,
  throttleRules,
  verificationCodeDigits,
  verificationCodeLifetimeMs,
  verificationCodeMaxFailedAttempts,
} from './limits';
import { verificationCodeMail } from './mails';
import type { Throttle } from './throttle';

export type AuthServiceDeps = {
  db: Kysely<Database>;
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
  private readonly users: UserRepository;
  private readonly sessions: SessionRepository;
  private readonly codes: VerificationCodeRepository;

  constructor(private readonly deps: AuthServiceDeps) {
    this.users = new UserRepository(deps.db);
    this.sessions = new SessionRepository(deps.db);
    this.codes = new VerificationCodeRepository(deps.db);
  }

  /** Same answer for an unknown account and a wrong password; failures count per account and per IP. */
  async login(input: LoginInput, ip: string): Promise<LoginResult> {
    const { throttle, passwords, now } = this.deps;
    const perAccount = { rule: throttleRules.loginPerAccount, subject: input.account };
    const perIp = { rule: throttleRules.loginPerIp, subject: ip };
    await throttle.assertAllowed(perAccount, perIp);

    const user = await this.users.findByAccount(input.account);
    const matches = await passwords.verifyOrBurn(input.password, user?.password_hash);
    if (!user || !matches) {
      await throttle.hit(perAccount, perIp);
      throw new BusinessError('wrongCredentials');
    }
    await throttle.clear(perAccount);

    const token = newToken();
    const pdfToken = newToken();
    const issuedAt = now();
    await this.sessions.deleteDead(user.id, issuedAt);
    await this.sessions.create({
      user_id: user.id,
      token_hash: hashToken(token),
      pdf_token_hash: hashToken(pdfToken),
      remember_me: input.rememberMe,
      expires_at: new Date(issuedAt.getTime() + (input.rememberMe ? rememberMeSessionLifetimeMs : sessionLifetimeMs)),
      created_at: issuedAt,
    });
    return { token, pdfToken, user: toUserInfo(user) };
  }

  /** The live session of a bearer token, or undefined (unknown, expired or revoked). */
  authenticate(token: string): Promise<ActiveSession | undefined> {
    return this.sessions.findActiveByTokenHash(hashToken(token), this.deps.now());
  }

  /** The live session of a pdf token (the `pdf-token` cookie of certificate downloads). */
  authenticatePdfToken(pdfToken: string): Promise<ActiveSession | undefined> {
    return this.sessions.findActiveByPdfTokenHash(hashToken(pdfToken), this.deps.now());
  }

  async logout(sessionId: string): Promise<void> {
    await this.sessions.revoke(sessionId, this.deps.now());
  }

  /**
   * E-mails a single-use code when the address belongs to an account; the caller answers the same
   * either way, and delivery runs in the background so timing does not tell either.
   */
  async sendVerificationCode(emailInput: string, ip: string): Promise<void> {
    const { throttle, now, mailer } = this.deps;
    const email = normalizeEmail(emailInput);
    const perAddress = { rule: throttleRules.sendEmailPerAddress, subject: email };
    const perIp = { rule: throttleRules.sendEmailPerIp, subject: ip };
    await throttle.assertAllowed(perAddress, perIp);
    await throttle.hit(perAddress, perIp);

    const user = await this.users.findByEmail(email);
    if (!user) return;
    const code = String(randomInt(0, 10 ** verificationCodeDigits)).padStart(verificationCodeDigits, '0');
    const issuedAt = now();
    await this.deps.db.transaction().execute((trx) =>
      new VerificationCodeRepository(trx).replaceForEmail({
        email,
        code_hash: hashVerificationCode(email, code),
        failed_attempts: 0,
        expires_at: new Date(issuedAt.getTime() + verificationCodeLifetimeMs),
        created_at: issuedAt,
      }),
    );
    mailer.deliverInBackground({ to: user.email, ...verificationCodeMail(toLanguage(user.lang), code) });
  }

  /**
   * Sets a new password with an e-mailed code that belongs to the account's address. Every wrong
   * guess counts against the code (burnt after a few) and against the client address.
   */
  async resetPassword(input: PasswordResetInput, ip: string): Promise<void> {
    const { throttle, passwords, now } = this.deps;
    const perIp = { rule: throttleRules.forgetPwdPerIp, subject: ip };
    await throttle.assertAllowed(perIp);

    const email = normalizeEmail(input.email);
    const user = await this.users.findByAccount(input.account);
    const code = await this.codes.findUsable(email, now(), verificationCodeMaxFailedAttempts);
    const codeMatches = code !== undefined && safeEqual(code.code_hash, hashVerificationCode(email, input.code.trim()));
    if (!user || normalizeEmail(user.email) !== email || !code || !codeMatches) {
      if (code) await this.codes.recordFailedAttempt(code.id);
      await throttle.hit(perIp);
      throw new BusinessError('invalidVerificationCode');
    }

    const passwordHash = await passwords.hash(input.password);
    const changedAt = now();
    await this.deps.db.transaction().execute(async (trx) => {
      if (!(await new VerificationCodeRepository(trx).markUsed(code.id, changedAt))) throw new BusinessError('invalidVerificationCode');
      await new UserRepository(trx).setPassword(user.id, passwordHash, changedAt);
      await new SessionRepository(trx).revokeAllForUser(user.id, changedAt);
    });
  }
}
