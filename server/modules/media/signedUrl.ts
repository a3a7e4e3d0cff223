import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { coursePaths } from '../../../src/contract/course';
import { apiBasePath } from '../../../src/contract/paths';
import { AppStateRepository } from '../../db/appStateRepository';
import type { Db } from '../../db/transaction';

/** A signed video URL lives at least this long; expiries are rounded up to the hour so URLs stay cacheable. */
export const videoUrlLifetimeSeconds = 4 * 3600;
const expiryStepSeconds = 3600;
const secretKey = 'media.signingSecret';
/** Signed URLs kept per process for the current expiry hour (a course detail signs one per lesson on every call). */
const signedUrlCacheSize = 20_000;

export type VideoGrant = { lessonId: string; userId: string; expiresAt: number };

/** Video URLs carry who may watch which lesson until when, under an HMAC keyed from the database so every node agrees. */
export class MediaSigner {
  private secret: Promise<Buffer> | undefined;
  /** Signed video URLs by learner, then lesson, for the expiry `urlsExpireAt`. */
  private readonly urls = new Map<string, Map<string, string>>();
  private urlCount = 0;
  private urlsExpireAt = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /**
   * Reads (or creates) the signing key now, so that signing never touches the root database later,
   * e.g. from inside a caller's transaction; app.ts calls it once at start.
   */
  async ready(): Promise<this> {
    await this.key();
    return this;
  }

  /** The installation's signing key: the first node to start creates it, the others read it. */
  private key(): Promise<Buffer> {
    this.secret ??= (async () => {
      const appState = new AppStateRepository(this.db);
      await appState.claim(secretKey, randomBytes(32).toString('base64url'), this.now());
      const stored = await appState.get(secretKey);
      if (!stored) throw new Error('media signing secret missing from app_state');
      return Buffer.from(stored, 'base64url');
    })().catch((error: unknown) => {
      this.secret = undefined;
      throw error;
    });
    return this.secret;
  }

  private async signature(grant: VideoGrant): Promise<Buffer> {
    return createHmac('sha256', await this.key()).update(`video\n${grant.lessonId}\n${grant.userId}\n${grant.expiresAt}`).digest();
  }

  private expiry(): number {
    const nowSeconds = Math.floor(this.now().getTime() / 1000);
    return Math.ceil((nowSeconds + videoUrlLifetimeSeconds) / expiryStepSeconds) * expiryStepSeconds;
  }

  /**
   * The signed video URLs of some lessons for one learner, in order. The same lesson, learner and expiry
   * always sign to the same URL: each is signed once per expiry hour, and kept by learner, then lesson
   * (a course detail asks for every lesson of its course on every call).
   */
  async videoUrls(lessonIds: readonly string[], userId: string): Promise<string[]> {
    const expiresAt = this.expiry();
    if (expiresAt !== this.urlsExpireAt || this.urlCount >= signedUrlCacheSize) {
      this.urls.clear();
      this.urlCount = 0;
      this.urlsExpireAt = expiresAt;
    }
    let learnerUrls = this.urls.get(userId);
    if (!learnerUrls) this.urls.set(userId, (learnerUrls = new Map()));
    const urls: string[] = [];
    for (const lessonId of lessonIds) {
      let url = learnerUrls.get(lessonId);
      if (url === undefined) {
        url = await this.signedVideoUrl(lessonId, userId, expiresAt);
        learnerUrls.set(lessonId, url);
        this.urlCount += 1;
      }
      urls.push(url);
    }
    return urls;
  }

  private async signedVideoUrl(lessonId: string, userId: string, expiresAt: number): Promise<string> {
    const sig = (await this.signature({ lessonId, userId, expiresAt })).toString('base64url');
    const query = new URLSearchParams({ exp: String(expiresAt), uid: userId, sig });
    return `${apiBasePath}${coursePaths.video}/${encodeURIComponent(lessonId)}?${query.toString()}`;
  }

  /** True when the URL parameters were signed by us for this lesson and have not expired. */
  async verify(lessonId: string, query: { exp?: string; uid?: string; sig?: string }): Promise<boolean> {
    const { exp, uid, sig } = query;
    if (!exp || !uid || !sig || !/^\d{1,12}$/.test(exp)) return false;
    const expiresAt = Number(exp);
    if (expiresAt * 1000 <= this.now().getTime()) return false;
    const expected = await this.signature({ lessonId, userId: uid, expiresAt });
    const given = Buffer.from(sig, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /**
   * The query (`exp`, `uid`, `sig`) that opens one stored file for one user, e.g. a document preview
   * or a gallery video; `subject` names the file (`document/<id>/<lang>`). Signed apart from lesson videos.
   */
  async fileQuery(subject: string, userId: string): Promise<string> {
    const expiresAt = this.expiry();
    const sig = (await this.fileSignature(subject, userId, expiresAt)).toString('base64url');
    return new URLSearchParams({ exp: String(expiresAt), uid: userId, sig }).toString();
  }

  /** True when `fileQuery(subject, uid)` made these parameters and they have not expired. */
  async verifyFile(subject: string, query: { exp?: string; uid?: string; sig?: string }): Promise<boolean> {
    const { exp, uid, sig } = query;
    if (!exp || !uid || !sig || !/^\d{1,12}$/.test(exp)) return false;
    const expiresAt = Number(exp);
    if (expiresAt * 1000 <= this.now().getTime()) return false;
    const expected = await this.fileSignature(subject, uid, expiresAt);
    const given = Buffer.from(sig, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private async fileSignature(subject: string, userId: string, expiresAt: number): Promise<Buffer> {
    return createHmac('sha256', await this.key()).update(`file\n${subject}\n${userId}\n${expiresAt}`).digest();
  }
}
