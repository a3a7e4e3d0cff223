import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import type { Language } from '../../../src/contract/languages';
import { localeOf } from '../../../src/contract/languages';
import { printedDate } from '../../lib/dates';
import { pdfTexts } from './pdfTexts';

/** What the certificate PDF shows; everything comes from the stored record. */
export type CertificatePdfData = {
  /** `partner`: the company is the subject (its name large, the admin's under it); no course, no hours. */
  kind?: 'course' | 'partner';
  serial: string;
  holderName: string;
  company: string;
  courseTitle: string;
  totalMinutes: number;
  issuedAt: Date;
  validUntil: Date;
  /** `<public origin>/verify/<serial>`: what the QR code holds. */
  verifyUrl: string;
  lang: Language;
};

/**
 * A4 landscape (842 × 595 pt). Everything is drawn inside the part A4 and US Letter landscape
 * (792 × 612 pt) share, with a margin: printed on Letter at actual size or "fit", nothing is cut.
 */
const page = { width: 841.89, height: 595.28 } as const;
const letterWidth = 792;
const safeLeft = (page.width - letterWidth) / 2 + 36;
const safeRight = page.width - safeLeft;
const safeWidth = safeRight - safeLeft;
const ink = rgb(0.12, 0.16, 0.22);
const accent = rgb(0.05, 0.36, 0.55);
const qrSize = 112;
const seamOverlap = 0.25;

const require = createRequire(import.meta.url);
// DejaVu covers every Latin accent of English and Spanish; shipped by the dejavu-fonts-ttf package.
const fontFiles = { regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf', bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf' } as const;
let fontBytes: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;
const loadFonts = () =>
  (fontBytes ??= Promise.all([readFile(require.resolve(fontFiles.regular)), readFile(require.resolve(fontFiles.bold))]).then(([regular, bold]) => ({ regular, bold })));

/** The largest size up to `size` at which `text` fits `maxWidth` (long names and course titles shrink). */
const fittedSize = (font: PDFFont, text: string, size: number, maxWidth: number): number => Math.min(size, (size * maxWidth) / Math.max(1, font.widthOfTextAtSize(text, size)));

const centered = (target: PDFPage, text: string, y: number, font: PDFFont, size: number, color = ink) => {
  const fitted = fittedSize(font, text, size, safeWidth);
  target.drawText(text, { x: (page.width - font.widthOfTextAtSize(text, fitted)) / 2, y, size: fitted, font, color });
};

/** The QR code as vector squares (one rectangle per run of dark modules): sharp at any print size. */
const drawQr = (target: PDFPage, text: string, x: number, y: number, size: number) => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + 2 * quiet);
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      // A hair of overlap with the row below, so viewers that anti-alias leave no seam between rows.
      target.drawRectangle({ x: x + (quiet + start) * cell, y: y + size - (quiet + row + 1) * cell - seamOverlap, width: (column - start) * cell, height: cell + seamOverlap, color: ink });
    }
  }
};

/** The certificate as PDF bytes: the same data and language give the same bytes every time. */
export const renderCertificatePdf = async (data: CertificatePdfData): Promise<Uint8Array> => {
  const texts = pdfTexts[data.lang];
  // No automatic metadata: dates and producer come from the record, so the bytes never change.
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  const bytes = await loadFonts();
  const regular = await doc.embedFont(bytes.regular, { subset: true, customName: 'DejaVuSans' });
  const bold = await doc.embedFont(bytes.bold, { subset: true, customName: 'DejaVuSans-Bold' });
  doc.setTitle(texts.documentTitle(data.serial));
  doc.setSubject(data.courseTitle);
  doc.setAuthor('Training Center');
  doc.setCreator('Training Center');
  doc.setProducer('Training Center (pdf-lib)');
  doc.setLanguage(localeOf(data.lang));
  doc.setCreationDate(data.issuedAt);
  doc.setModificationDate(data.issuedAt);

  const sheet = doc.addPage([page.width, page.height]);
  sheet.drawRectangle({ x: safeLeft - 14, y: 24, width: safeWidth + 28, height: page.height - 48, borderColor: accent, borderWidth: 3 });
  sheet.drawRectangle({ x: safeLeft - 6, y: 32, width: safeWidth + 12, height: page.height - 64, borderColor: accent, borderWidth: 0.75 });

  const partner = data.kind === 'partner';
  centered(sheet, partner ? texts.partnerTitle : texts.title, 480, bold, 30, accent);
  if (partner) {
    centered(sheet, texts.partnerCertifies, 440, regular, 14);
    centered(sheet, data.company, 400, bold, 26);
    centered(sheet, data.holderName, 374, regular, 14);
    centered(sheet, texts.partnerStatement, 340, regular, 14);
  } else {
    centered(sheet, texts.certifies, 440, regular, 14);
    centered(sheet, data.holderName, 400, bold, 26);
    if (data.company) centered(sheet, data.company, 374, regular, 14);
    centered(sheet, texts.completed, 340, regular, 14);
    centered(sheet, data.courseTitle, 308, bold, 20);
  }

  const hours = Math.floor(data.totalMinutes / 60);
  const details: [string, string][] = [
    ...(partner ? [] : [[texts.totalHours, texts.hoursMinutes(hours, data.totalMinutes - hours * 60)] as [string, string]]),
    [texts.issuedAt, printedDate(data.issuedAt, data.lang)],
    [texts.validUntil, printedDate(data.validUntil, data.lang)],
    [texts.serial, data.serial],
  ];
  const labelWidth = Math.max(...details.map(([label]) => bold.widthOfTextAtSize(`${label}:`, 12)));
  details.forEach(([label, value], index) => {
    const y = 226 - index * 24;
    sheet.drawText(`${label}:`, { x: safeLeft + 24, y, size: 12, font: bold, color: ink });
    sheet.drawText(value, { x: safeLeft + 36 + labelWidth, y, size: 12, font: regular, color: ink });
  });
  const verifyLine = `${texts.verifyAt} ${data.verifyUrl}`;
  sheet.drawText(verifyLine, { x: safeLeft + 24, y: 118, size: fittedSize(regular, verifyLine, 9, safeWidth - qrSize - 60), font: regular, color: accent });

  const qrX = safeRight - 24 - qrSize;
  drawQr(sheet, data.verifyUrl, qrX, 112, qrSize);
  const caption = texts.scanToVerify;
  sheet.drawText(caption, { x: qrX + (qrSize - regular.widthOfTextAtSize(caption, 9)) / 2, y: 98, size: 9, font: regular, color: ink });

  return doc.save();
};

/** The file name a download gets: the serial says which certificate it is. */
export const certificateFileName = (serial: string): string => `certificate-${serial}.pdf`;
