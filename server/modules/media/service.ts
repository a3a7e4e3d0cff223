import { isUuid } from '../../lib/ids';
import type { ByteSpan, FileStorage } from '../../lib/storage';
import type { MediaSigner } from './signedUrl';

export type MediaServiceDeps = {
  signer: MediaSigner;
  files: FileStorage;
  /** The storage key of a lesson's video; the course module knows lessons (wired in app.ts, so media never imports course). */
  findVideoKey: (lessonId: string) => Promise<string | undefined>;
};

/** What a signed video URL may open: refused (link expired or forged), missing, or the file. */
export type VideoLookup = { status: 'refused' } | { status: 'missing' } | { status: 'found'; key: string; size: number; modifiedAt: Date };

/** Lesson videos: checks the signed URL and finds the file; the route streams it. */
export class MediaService {
  constructor(private readonly deps: MediaServiceDeps) {}

  async findVideo(lessonId: string, signed: { exp?: string; uid?: string; sig?: string }): Promise<VideoLookup> {
    if (!(await this.deps.signer.verify(lessonId, signed))) return { status: 'refused' };
    const key = isUuid(lessonId) ? await this.deps.findVideoKey(lessonId.toLowerCase()) : undefined;
    const file = key ? await this.deps.files.stat(key) : undefined;
    return key && file ? { status: 'found', key, size: file.size, modifiedAt: file.modifiedAt } : { status: 'missing' };
  }

  /** The bytes of a found video, whole or one range. */
  read(key: string, range?: ByteSpan) {
    return this.deps.files.read(key, range);
  }
}
