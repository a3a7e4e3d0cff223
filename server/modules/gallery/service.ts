import { galleryPaths, type ImageSummary, type MediaResult, type VideoListResult, type VideoSummary } from '../../../src/contract/document';
import type { Language } from '../../../src/contract/languages';
import { apiBasePath } from '../../../src/contract/paths';
import type { Db } from '../../db/transaction';
import { isUuid } from '../../lib/ids';
import type { FileStorage } from '../../lib/storage';
import type { FileLookup, FileSigner, Reader, SignedQuery } from '../document';
import type { OutgoingFile } from '../media';
import { GalleryRepository, type GalleryView } from './galleryRepository';

export type GalleryServiceDeps = { db: Db; files: FileStorage; signer: FileSigner };
export type GalleryPart = 'file' | 'poster';

/** /media shows at most this many of each: a showcase, not an archive (/videos has every video). */
export const mediaShowcaseSize = 12;
const posterType = 'image/svg+xml';
const subjectOf = (itemId: string, language: Language, part: GalleryPart) => `gallery/${itemId}/${language}/${part}`;

/** Videos (/videos, featured on /media) and images (/media) of the viewer's country and language, English when not translated. */
export class GalleryService {
  constructor(private readonly deps: GalleryServiceDeps) {}

  private async fileUrl(row: GalleryView, part: GalleryPart, userId: string): Promise<string> {
    const query = await this.deps.signer.fileQuery(subjectOf(row.item_id, row.language, part), userId);
    return `${apiBasePath}${galleryPaths.file}/${row.item_id}/${row.language}/${part}?${query}`;
  }

  private async video(row: GalleryView, userId: string): Promise<VideoSummary> {
    return {
      videoId: row.item_id,
      title: row.title,
      description: row.description,
      language: row.language,
      durationSeconds: row.duration_seconds ?? 1,
      width: row.width,
      height: row.height,
      videoUrl: await this.fileUrl(row, 'file', userId),
      posterUrl: await this.fileUrl(row, 'poster', userId),
      contentType: row.content_type,
      publishedAt: row.published_at.toISOString(),
    };
  }

  private async image(row: GalleryView, userId: string): Promise<ImageSummary> {
    return {
      imageId: row.item_id,
      title: row.title,
      description: row.description,
      language: row.language,
      width: row.width,
      height: row.height,
      imageUrl: await this.fileUrl(row, 'file', userId),
      publishedAt: row.published_at.toISOString(),
    };
  }

  async videos(reader: Reader, page: { page: number; pageSize: number }, lang: Language): Promise<VideoListResult> {
    const { rows, total } = await new GalleryRepository(this.deps.db).list({
      versionCode: reader.version_code,
      language: lang,
      kind: 'video',
      featuredOnly: false,
      offset: (page.page - 1) * page.pageSize,
      limit: page.pageSize,
    });
    return { list: await Promise.all(rows.map((row) => this.video(row, reader.id))), total };
  }

  async media(reader: Reader, lang: Language): Promise<MediaResult> {
    const repository = new GalleryRepository(this.deps.db);
    const showcase = { versionCode: reader.version_code, language: lang, offset: 0, limit: mediaShowcaseSize };
    const videos = await repository.list({ ...showcase, kind: 'video', featuredOnly: true });
    const images = await repository.list({ ...showcase, kind: 'image', featuredOnly: false });
    return {
      videos: await Promise.all(videos.rows.map((row) => this.video(row, reader.id))),
      images: await Promise.all(images.rows.map((row) => this.image(row, reader.id))),
    };
  }

  /** A video, its poster or an image behind its signed address (a <video> or <img> sends no header). */
  async file(itemId: string, language: Language, part: GalleryPart, signed: SignedQuery): Promise<FileLookup> {
    if (!isUuid(itemId)) return { status: 'missing' };
    const id = itemId.toLowerCase();
    if (!(await this.deps.signer.verifyFile(subjectOf(id, language, part), signed))) return { status: 'refused' };
    const row = await new GalleryRepository(this.deps.db).findFile(id, language);
    const key = part === 'poster' ? row?.poster_key : row?.file_key;
    const stored = key ? await this.deps.files.stat(key) : undefined;
    if (!row || !key || !stored) return { status: 'missing' };
    const file: OutgoingFile = {
      size: stored.size,
      modifiedAt: stored.modifiedAt,
      contentType: part === 'poster' ? posterType : row.content_type,
      read: (span) => this.deps.files.read(key, span),
      disposition: 'inline',
      fileName: part === 'poster' ? `${row.file_name.replace(/\.[^.]+$/, '')}-poster.svg` : row.file_name,
      cacheControl: 'private, max-age=3600',
    };
    return { status: 'found', file };
  }
}
