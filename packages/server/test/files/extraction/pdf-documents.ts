/** PDFs the extraction tests read, made with pdf-lib so every word on every page is known. */
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** One page per entry; each entry's lines are drawn top to bottom. */
export async function pdfWithPages(pages: readonly (readonly string[])[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = document.addPage([612, 792]);
    page.drawText(lines.join('\n'), { x: 50, y: 720, size: 12, lineHeight: 16, font });
  }
  return document.save();
}
