import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { extractText } from '../../../src/files/extraction/index.js';
import { encryptedPdf, encryptedPdfPassword } from './encrypted-pdf.js';
import { pdfWithPages } from './pdf-documents.js';

const pdf = 'application/pdf';

describe('extractText on PDFs', () => {
  it('gives each page its text under a page marker, pages a blank line apart', async () => {
    const bytes = await pdfWithPages([
      ['Quarterly report', 'Revenue grew in every region.'],
      ['Costs', 'Travel fell by a third.'],
      ['Outlook'],
    ]);

    const result = await extractText({ bytes, mediaType: pdf, name: 'report.pdf' });

    expect(result).toEqual({
      ok: true,
      text: [
        '--- Page 1 ---\nQuarterly report\nRevenue grew in every region.',
        '--- Page 2 ---\nCosts\nTravel fell by a third.',
        '--- Page 3 ---\nOutlook',
      ].join('\n\n'),
      pages: 3,
      truncated: false,
    });
  });

  it('refuses a PDF with more pages than the limit, naming both numbers', async () => {
    const bytes = await pdfWithPages([['one'], ['two'], ['three']]);

    const result = await extractText({ bytes, mediaType: pdf, name: 'long.pdf' }, { maxPages: 2 });

    expect(result).toEqual({
      ok: false,
      code: 'EXTRACTION_TOO_MANY_PAGES',
      message: '"long.pdf" has 3 pages; at most 2 pages are turned into text.',
    });
  });

  it('reads a PDF with exactly as many pages as the limit', async () => {
    const bytes = await pdfWithPages([['one'], ['two']]);

    const result = await extractText({ bytes, mediaType: pdf, name: 'two.pdf' }, { maxPages: 2 });

    expect(result).toMatchObject({ ok: true, pages: 2 });
  });

  it('stops reading pages past the output limit and cuts at a line boundary', async () => {
    const pages = Array.from({ length: 40 }, (_, index) => [
      `Page ${index + 1} line one`,
      `Page ${index + 1} line two`,
    ]);
    const bytes = await pdfWithPages(pages);

    const result = await extractText(
      { bytes, mediaType: pdf, name: 'many.pdf' },
      { maxOutputCharacters: 100 },
    );

    expect(result).toEqual({
      ok: true,
      text: '--- Page 1 ---\nPage 1 line one\nPage 1 line two\n\n--- Page 2 ---\nPage 2 line one\nPage 2 line two',
      pages: 40,
      truncated: true,
    });
  });

  it('refuses a password-protected PDF as encrypted', async () => {
    const bytes = encryptedPdf();
    // The hand-made fixture is a real encrypted PDF: pdf.js opens it with its password.
    const withPassword = getDocument({ data: new Uint8Array(bytes), password: encryptedPdfPassword });
    expect((await withPassword.promise).numPages).toBe(1);
    await withPassword.destroy();

    const result = await extractText({ bytes, mediaType: pdf, name: 'secret.pdf' });

    expect(result).toEqual({
      ok: false,
      code: 'EXTRACTION_ENCRYPTED',
      message: '"secret.pdf" is protected by a password; remove the password and upload it again.',
    });
  });

  it('reports bytes labelled as a PDF that are not one as unreadable', async () => {
    const bytes = new TextEncoder().encode('This is a plain note, not a PDF.');

    const result = await extractText({ bytes, mediaType: pdf, name: 'note.pdf' });

    expect(result).toEqual({
      ok: false,
      code: 'EXTRACTION_FAILED',
      message: '"note.pdf" could not be read as a PDF: Invalid PDF structure.',
    });
  });

  it('reports an empty PDF file as unreadable', async () => {
    const result = await extractText({ bytes: new Uint8Array(), mediaType: pdf, name: 'empty.pdf' });

    expect(result).toMatchObject({ ok: false, code: 'EXTRACTION_FAILED' });
    expect(result.message).toMatch(/^"empty\.pdf" could not be read as a PDF: /);
  });

  it("leaves the caller's bytes as they were (pdf.js is handed a copy)", async () => {
    const bytes = Buffer.from(await pdfWithPages([['kept']]));
    const before = Buffer.from(bytes);

    await extractText({ bytes, mediaType: pdf, name: 'kept.pdf' });

    expect(bytes.equals(before)).toBe(true);
  });
});
