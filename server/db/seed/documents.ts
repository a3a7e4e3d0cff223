import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { Language } from '../../../src/contract/languages';
import { dataPaths } from '../../lib/dataDir';
import { LocalFileStorage, type FileStorage } from '../../lib/storage';
import { CountryVersionRepository } from '../../modules/country';
import { AppStateRepository } from '../appStateRepository';
import type { Database } from '../schema';
import { demoCategories, demoDocuments, demoImages, demoVideos, type ContentDocument, type ContentImage, type ContentText, type ContentVideo } from './content/documents';
import { defaultVideoDir } from './courses';
import { readMp4Facts, type Mp4Facts } from './mp4Facts';

export type DocumentSeedOptions = {
  dataDir: string;
  now: () => Date;
  /** Default: the folder DATA_DIR/files. */
  storage?: FileStorage;
  videoDir?: string;
  documents?: ContentDocument[];
  videos?: ContentVideo[];
  images?: ContentImage[];
};

const dayMs = 86_400_000;
const imageSize = { width: 960, height: 540 };

export const documentKey = (slug: string, language: Language) => `documents/${slug}.${language}.pdf`;
export const galleryVideoKey = (slug: string, language: Language) => `gallery/${slug}.${language}.mp4`;
export const galleryPosterKey = (slug: string, language: Language) => `gallery/${slug}.${language}.poster.svg`;
export const galleryImageKey = (slug: string, language: Language) => `gallery/${slug}.${language}.svg`;

const translations = <T>(item: { en: T; es?: T }): [Language, T][] => (item.es ? [['en', item.en], ['es', item.es]] : [['en', item.en]]);

/** A small real PDF: the title, the summary and the body on a first page, a notes page after it. */
export const documentPdf = async (text: ContentText, language: Language): Promise<{ bytes: Buffer; pageCount: number }> => {
  const pdf = await PDFDocument.create();
  pdf.setTitle(text.title);
  pdf.setLanguage(language);
  pdf.setProducer('Training Center demo seed');
  // Fixed dates: the same content makes the same bytes on every node.
  pdf.setCreationDate(new Date(Date.UTC(2026, 0, 1)));
  pdf.setModificationDate(new Date(Date.UTC(2026, 0, 1)));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const first = pdf.addPage([595, 842]);
  first.drawRectangle({ x: 0, y: 772, width: 595, height: 70, color: rgb(0.07, 0.33, 0.6) });
  first.drawText(text.title, { x: 48, y: 798, size: 22, font: bold, color: rgb(1, 1, 1) });
  first.drawText(text.description, { x: 48, y: 730, size: 12, font: regular, maxWidth: 500, lineHeight: 16 });
  text.body.forEach((line, index) => first.drawText(`${index + 1}.  ${line}`, { x: 48, y: 680 - index * 28, size: 12, font: regular, maxWidth: 500 }));
  const notes = pdf.addPage([595, 842]);
  notes.drawText(language === 'es' ? 'Notas' : 'Notes', { x: 48, y: 780, size: 18, font: bold });
  return { bytes: Buffer.from(await pdf.save()), pageCount: pdf.getPageCount() };
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const motifs: Record<ContentImage['motif'], string> = {
  battery: '<rect x="380" y="150" width="200" height="260" rx="24" fill="#fff" opacity=".9"/><rect x="440" y="120" width="80" height="34" rx="8" fill="#fff" opacity=".9"/><rect x="410" y="270" width="140" height="110" rx="10" fill="currentColor"/>',
  sun: '<circle cx="480" cy="250" r="110" fill="#fff" opacity=".9"/><g stroke="#fff" stroke-width="14" opacity=".7"><path d="M480 70v50M480 380v50M300 250h50M610 250h50M353 123l36 36M571 341l36 36M353 377l36-36M571 159l36-36"/></g>',
  house: '<path d="M300 280 480 130l180 150v170H300z" fill="#fff" opacity=".9"/><rect x="445" y="350" width="70" height="100" fill="currentColor"/>',
  grid: '<path d="M260 430 340 110h40l80 320M300 270h120M290 330h140" stroke="#fff" stroke-width="12" fill="none" opacity=".85"/><rect x="560" y="250" width="140" height="180" rx="18" fill="#fff" opacity=".9"/>',
};

/** A generated illustration: a colour field, a motif and the caption, as SVG. */
export const galleryImageSvg = (title: string, hue: number, motif: ContentImage['motif']): string =>
  [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${imageSize.width}" height="${imageSize.height}" viewBox="0 0 ${imageSize.width} ${imageSize.height}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 65% 28%)"/></linearGradient></defs>`,
    `<rect width="100%" height="100%" fill="url(#sky)"/>`,
    `<g color="hsl(${hue} 60% 35%)">${motifs[motif]}</g>`,
    `<text x="48" y="500" font-family="sans-serif" font-size="34" font-weight="700" fill="#fff">${escapeXml(title)}</text>`,
    '</svg>',
  ].join('');

/** A video's poster: its title on a dark field with a play mark (SVG). */
export const posterSvg = (title: string, width: number, height: number): string =>
  [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 480 270" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    '<rect width="480" height="270" fill="#13324f"/>',
    '<circle cx="240" cy="120" r="44" fill="#fff" opacity=".9"/><path d="M226 98v44l38-22z" fill="#13324f"/>',
    `<text x="240" y="220" text-anchor="middle" font-family="sans-serif" font-size="22" fill="#fff">${escapeXml(title)}</text>`,
    '</svg>',
  ].join('');

/** Writes a file unless one of the same size is there (several nodes may seed at once). */
const store = async (storage: FileStorage, key: string, content: Buffer): Promise<number> => {
  if ((await storage.stat(key))?.size !== content.length) await storage.write(key, content);
  return content.length;
};

type Text = Omit<ContentText, 'body'>;
type PreparedFile = { language: Language; text: Text; size: number };
type PreparedVideo = { content: ContentVideo; facts: Mp4Facts; files: PreparedFile[] };
type PreparedImage = { content: ContentImage; files: PreparedFile[] };
type PreparedDocument = { content: ContentDocument; files: { language: Language; text: ContentText; size: number; pageCount: number }[] };

const prepareDocuments = async (storage: FileStorage, documents: ContentDocument[]): Promise<PreparedDocument[]> => {
  const prepared: PreparedDocument[] = [];
  for (const content of documents) {
    const files = [];
    for (const [language, text] of translations(content)) {
      const pdf = await documentPdf(text, language);
      files.push({ language, text, size: await store(storage, documentKey(content.slug, language), pdf.bytes), pageCount: pdf.pageCount });
    }
    prepared.push({ content, files });
  }
  return prepared;
};

/**
 * Demo documents (three categories), videos and images with their files, each created once per
 * database (an app_state marker per slug: deleted stays deleted, new content arrives).
 */
export async function seedDocuments(db: Kysely<Database>, options: DocumentSeedOptions): Promise<string[]> {
  const storage = options.storage ?? new LocalFileStorage(dataPaths(options.dataDir).filesDir);
  const videoDir = options.videoDir ?? defaultVideoDir();
  const documents = await prepareDocuments(storage, options.documents ?? demoDocuments);
  const videos: PreparedVideo[] = [];
  for (const content of options.videos ?? demoVideos) {
    const bytes = await readFile(join(videoDir, content.video));
    const facts = readMp4Facts(bytes);
    const files: PreparedFile[] = [];
    for (const [language, text] of translations(content)) {
      await store(storage, galleryPosterKey(content.slug, language), Buffer.from(posterSvg(text.title, facts.width, facts.height)));
      files.push({ language, text, size: await store(storage, galleryVideoKey(content.slug, language), bytes) });
    }
    videos.push({ content, facts, files });
  }
  const images: PreparedImage[] = [];
  for (const content of options.images ?? demoImages) {
    const files: PreparedFile[] = [];
    for (const [language, text] of translations(content)) {
      files.push({ language, text, size: await store(storage, galleryImageKey(content.slug, language), Buffer.from(galleryImageSvg(text.title, content.hue, content.motif))) });
    }
    images.push({ content, files });
  }

  return db.transaction().execute(async (trx) => {
    const appState = new AppStateRepository(trx);
    const countries = new Set((await new CountryVersionRepository(trx).list()).map((row) => row.version_code));
    const offered = (codes: string[]) => codes.filter((code) => countries.has(code));
    const now = options.now();
    const created: string[] = [];
    for (const [position, category] of demoCategories.entries()) {
      await trx.insertInto('document_categories').values({ id: randomUUID(), slug: category.slug, position, title: JSON.stringify(category.title) }).onConflict((conflict) => conflict.column('slug').doNothing()).execute();
    }
    const categoryIds = new Map((await trx.selectFrom('document_categories').select(['id', 'slug']).execute()).map((row) => [row.slug, row.id]));

    for (const [position, { content, files }] of documents.entries()) {
      if (!(await appState.claim(`seed.document.${content.slug}`, now.toISOString(), now))) continue;
      const categoryId = categoryIds.get(content.category);
      if (!categoryId) throw new Error(`${content.slug}: unknown category ${content.category}`);
      const id = randomUUID();
      await trx.insertInto('documents').values({ id, slug: content.slug, category_id: categoryId, position, published_at: new Date(now.getTime() - content.publishedDaysAgo * dayMs) }).execute();
      const countriesOf = offered(content.countries);
      if (countriesOf.length > 0) await trx.insertInto('document_countries').values(countriesOf.map((version_code) => ({ document_id: id, version_code }))).execute();
      await trx
        .insertInto('document_files')
        .values(
          files.map((file) => ({
            document_id: id,
            language: file.language,
            title: file.text.title,
            description: file.text.description,
            file_key: documentKey(content.slug, file.language),
            file_name: `${file.text.title}.pdf`,
            file_size: file.size,
            page_count: file.pageCount,
          })),
        )
        .execute();
      created.push(content.slug);
    }

    const gallery = [
      ...videos.map((video, position) => ({ kind: 'video' as const, position, featured: video.content.featured, ...video })),
      ...images.map((image, position) => ({ kind: 'image' as const, position, featured: true, facts: undefined as Mp4Facts | undefined, ...image })),
    ];
    for (const item of gallery) {
      const { content } = item;
      if (!(await appState.claim(`seed.gallery.${content.slug}`, now.toISOString(), now))) continue;
      const id = randomUUID();
      await trx.insertInto('gallery_items').values({ id, slug: content.slug, kind: item.kind, position: item.position, featured: item.featured, published_at: now }).execute();
      const countriesOf = offered(content.countries);
      if (countriesOf.length > 0) await trx.insertInto('gallery_countries').values(countriesOf.map((version_code) => ({ item_id: id, version_code }))).execute();
      await trx
        .insertInto('gallery_files')
        .values(
          item.files.map((file) =>
            item.facts
              ? {
                  item_id: id,
                  language: file.language,
                  title: file.text.title,
                  description: file.text.description,
                  file_key: galleryVideoKey(content.slug, file.language),
                  file_name: `${file.text.title}.mp4`,
                  file_size: file.size,
                  content_type: 'video/mp4',
                  width: item.facts.width,
                  height: item.facts.height,
                  duration_seconds: item.facts.durationSeconds,
                  poster_key: galleryPosterKey(content.slug, file.language),
                }
              : {
                  item_id: id,
                  language: file.language,
                  title: file.text.title,
                  description: file.text.description,
                  file_key: galleryImageKey(content.slug, file.language),
                  file_name: `${file.text.title}.svg`,
                  file_size: file.size,
                  content_type: 'image/svg+xml',
                  width: imageSize.width,
                  height: imageSize.height,
                  duration_seconds: null,
                  poster_key: null,
                },
          ),
        )
        .execute();
      created.push(content.slug);
    }
    return created;
  });
}
