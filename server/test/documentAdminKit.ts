import { PDFDocument } from 'pdf-lib';

/** A real PDF with `pages` pages (tests and fixture recording: the server counts the pages itself). */
export const samplePdf = async (pages = 1, heading = 'Sample document'): Promise<Buffer> => {
  // No creation or modification date: the same pages give the same bytes, so recorded fixtures do not change size between runs.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(heading);
  for (let page = 0; page < pages; page += 1) pdf.addPage([612, 792]).drawText(`${heading}, page ${page + 1}`, { x: 72, y: 700, size: 18 });
  return Buffer.from(await pdf.save());
};
