import { describe, expect, it } from 'vitest';
import { extractTextInWorker } from '../../../src/files/extraction/index.js';
import { reportDocx } from './docx-documents.js';
import { pdfWithPages } from './pdf-documents.js';

/** Reading documents in a worker thread, within a time and memory budget. */
describe('extraction in a worker thread', () => {
  it('gives the same text as reading in the server’s own thread', async () => {
    const pdf = await extractTextInWorker({
      bytes: await pdfWithPages([['First page.'], ['Second page.']]),
      mediaType: 'application/pdf',
      name: 'two.pdf',
    });
    expect(pdf).toMatchObject({ ok: true, pages: 2 });
    expect(pdf.text).toContain('Second page.');
    const docx = await extractTextInWorker({
      bytes: await reportDocx(),
      mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      name: 'report.docx',
    });
    expect(docx.text).toContain('Quarterly report');
  });

  it('refuses a document that takes longer than its time, with a code and without waiting for it', async () => {
    const started = Date.now();
    const result = await extractTextInWorker(
      { bytes: await pdfWithPages([['Slow.']]), mediaType: 'application/pdf', name: 'slow.pdf' },
      {},
      { timeoutMs: 1, maxMemoryMb: 512 },
    );
    expect(result).toEqual({
      ok: false,
      code: 'EXTRACTION_TOO_LARGE',
      message: '"slow.pdf" took longer than 0 s to read.',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses a document whose reader runs out of its memory, and the server goes on', async () => {
    // Half a million short lines: their decoded copies outgrow a 4 MB heap.
    const text = 'line of text\n'.repeat(500_000);
    const result = await extractTextInWorker(
      { bytes: new TextEncoder().encode(text), mediaType: 'text/plain', name: 'huge.txt' },
      { maxInputBytes: 50 * 1024 * 1024, maxOutputCharacters: 50_000_000 },
      { timeoutMs: 30_000, maxMemoryMb: 4 },
    );
    expect(result).toMatchObject({ ok: false, code: 'EXTRACTION_TOO_LARGE' });
    expect(result.message).toBe('"huge.txt" needs more than 4 MB of memory to read.');
  });

  it('reads several documents side by side, each to its own result', async () => {
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map(async (index) =>
        extractTextInWorker({
          bytes: new TextEncoder().encode(`Document ${index}`),
          mediaType: 'text/plain',
          name: `doc-${index}.txt`,
        }),
      ),
    );
    expect(results.map((result) => result.text)).toEqual([1, 2, 3, 4, 5].map((index) => `Document ${index}`));
  });
});
