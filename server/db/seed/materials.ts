import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { PNG } from 'pngjs';
import { dataPaths } from '../../lib/dataDir';
import { LocalFileStorage, type FileStorage } from '../../lib/storage';
import { MaterialFileRepository, PartnerRepository, TermsRepository } from '../../modules/materials';
import { AppStateRepository } from '../appStateRepository';
import { inTransaction, type Db } from '../transaction';
import { demoMaterials, demoPartners, demoTerms, type DemoMaterial } from './content/materials';
import { defaultVideoDir } from './courses';

const materialsSeedKey = 'seed.materials';
const day = 24 * 60 * 60 * 1000;

/** A small PDF with the material's title and description (Helvetica's WinAnsi covers the Spanish letters). */
export const materialPdf = async (material: DemoMaterial): Promise<Buffer> => {
  const pdf = await PDFDocument.create();
  pdf.setTitle(material.heading);
  pdf.setCreator('Training Center demo seed');
  // Fixed dates keep the file the same on every run.
  pdf.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  page.drawRectangle({ x: 0, y: 742, width: 595, height: 100, color: rgb(0.05, 0.32, 0.55) });
  page.drawText(material.heading, { x: 48, y: 780, size: 24, font: bold, color: rgb(1, 1, 1) });
  page.drawText(material.description, { x: 48, y: 700, size: 12, font, maxWidth: 500, lineHeight: 16 });
  page.drawText(material.language === 'es' ? 'Material de demostración del centro de formación.' : 'Demo material of the training center.', { x: 48, y: 80, size: 10, font, color: rgb(0.4, 0.4, 0.4) });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
};

/** A banner-like PNG whose colours come from the slug (the same file on every run). */
export const materialPng = (material: DemoMaterial): Buffer => {
  const digest = createHash('sha256').update(material.slug).digest();
  const square = material.slug.startsWith('social');
  const png = new PNG({ width: square ? 320 : 480, height: square ? 320 : 160 });
  const [r1 = 0, g1 = 0, b1 = 0, r2 = 0, g2 = 0, b2 = 0] = digest;
  for (let y = 0; y < png.height; y += 1) {
    for (let x = 0; x < png.width; x += 1) {
      const t = x / png.width;
      const offset = (png.width * y + x) * 4;
      const stripe = y > png.height * 0.7 && y < png.height * 0.8;
      png.data[offset] = stripe ? 255 : Math.round(r1 * (1 - t) + r2 * t);
      png.data[offset + 1] = stripe ? 255 : Math.round(g1 * (1 - t) + g2 * t);
      png.data[offset + 2] = stripe ? 255 : Math.round(b1 * (1 - t) + b2 * t);
      png.data[offset + 3] = 255;
    }
  }
  return PNG.sync.write(png);
};

const contentTypes = { pdf: 'application/pdf', png: 'image/png', mp4: 'video/mp4' } as const;

export const materialStorageKey = (material: DemoMaterial) => `materials/demo/${material.slug}.${material.kind}`;

const materialBytes = async (material: DemoMaterial, videoDir: string): Promise<Buffer> => {
  if (material.kind === 'pdf') return materialPdf(material);
  if (material.kind === 'png') return materialPng(material);
  return readFileSync(join(videoDir, material.video ?? 'video-1.mp4'));
};

export type SeedMaterialsOptions = { dataDir: string; now: () => Date; storage?: FileStorage; videoDir?: string };

/**
 * The partner websites and terms v1 (added when missing, every start), and once per database the
 * demo material files: written to storage first (the same keys, so a repeat overwrites), then listed
 * in one transaction with the marker.
 */
export async function seedMaterials(db: Db, options: SeedMaterialsOptions): Promise<void> {
  const now = options.now();
  await inTransaction(db, async (tx) => {
    await new PartnerRepository(tx).addMissing(demoPartners, now);
    await new TermsRepository(tx).addMissing(demoTerms, now);
  });
  if (await new AppStateRepository(db).get(materialsSeedKey)) return;
  const storage = options.storage ?? new LocalFileStorage(dataPaths(options.dataDir).filesDir);
  const videoDir = options.videoDir ?? defaultVideoDir();
  const stored: { material: DemoMaterial; size: number }[] = [];
  for (const material of demoMaterials) {
    const bytes = await materialBytes(material, videoDir);
    await storage.write(materialStorageKey(material), bytes);
    stored.push({ material, size: bytes.length });
  }
  await inTransaction(db, async (tx) => {
    if (!(await new AppStateRepository(tx).claim(materialsSeedKey, now.toISOString(), now))) return;
    const files = new MaterialFileRepository(tx);
    for (const [index, { material, size }] of stored.entries()) {
      await files.insert({
        file_name: material.fileName,
        description: material.description,
        language: material.language,
        storage_key: materialStorageKey(material),
        content_type: contentTypes[material.kind],
        file_size: size,
        // A day apart, so sorting by create time means something.
        created_at: new Date(now.getTime() - (stored.length - index) * day),
      });
    }
  });
}
