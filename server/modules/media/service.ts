import { languages, type Language } from '../../../src/contract/languages';
import { isUuid } from '../../lib/ids';
import type { ByteSpan, FileStorage } from '../../lib/storage';
import type { MediaSigner } from './signedUrl';

export type MediaServiceDeps = {
  signer: MediaSigner;
  files: FileStorage;
  /** The storage key of a lesson's video; the course module knows lessons (wired in app.ts, so media never imports course). */
  findVideoKey: (lessonId: string) => Promise<string | undefined>;
  /** A lesson video's captions in one language (WebVTT), wired in app.ts like the video's key. */
  findCaption: (lessonId: string, language: Language) => Promise<{ vtt: string; updatedAt: Date } | undefined>;
};

/** What a signed video URL may open: refused (link expired or forged), missing, or the file. */
export type VideoLookup = { status: 'refused' } | { status: 'missing' } | { status: 'found'; key: string; size: number; modifiedAt: Date };

export type CaptionLookup = { status: 'refused' } | { status: 'missing' } | { status: 'found'; vtt: string; updatedAt: Date };

/** Lesson videos: checks the signed URL and finds the file; the route streams it. */
export class MediaService {
  constructor(private readonly deps: MediaServiceDeps) {}

  async findVideo(lessonId: string, signed: { exp?: string; uid?: string; sig?: string }): Promise<VideoLookup> {
    if (!(await this.deps.signer.verify(lessonId, signed))) return { status: 'refused' };
    const key = isUuid(lessonId) ? await this.deps.findVideoKey(lessonId.toLowerCase()) : undefined;
    const file = key ? await this.deps.files.stat(key) : undefined;
    return key && file ? { status: 'found', key, size: file.size, modifiedAt: file.modifiedAt } : { status: 'missing' };
  }

  /**
   * A lesson video's captions: they open with the video's own signed URL parameters (the same lesson, learner and
   * expiry), so whoever may watch the video may read its captions, for as long.
   */
  async findCaption(lessonId: string, language: string, signed: { exp?: string; uid?: string; sig?: string }): Promise<CaptionLookup> {
    if (!(await this.deps.signer.verify(lessonId, signed))) return { status: 'refused' };
    if (!isUuid(lessonId) || !(languages as readonly string[]).includes(language)) return { status: 'missing' };
    const caption = await this.deps.findCaption(lessonId.toLowerCase(), language as Language);
    return caption ? { status: 'found', ...caption } : { status: 'missing' };
  }

  /** The bytes of a found video, whole or one range. */
  read(key: string, range?: ByteSpan) {
    return this.deps.files.read(key, range);
  }
}
