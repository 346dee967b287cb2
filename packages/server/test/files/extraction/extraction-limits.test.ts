import { describe, expect, it } from 'vitest';
import { extractionLimitDefaults, extractText } from '../../../src/files/extraction/index.js';
import { reportDocx } from './docx-documents.js';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('extraction limits', () => {
  it('default to 25 MB in, 10 MB of DOCX XML unpacked, 200,000 characters out and 200 pages', () => {
    expect(extractionLimitDefaults).toEqual({
      maxInputBytes: 25 * 1024 * 1024,
      maxUnpackedXmlBytes: 10 * 1024 * 1024,
      maxOutputCharacters: 200_000,
      maxPages: 200,
    });
    expect(Object.isFrozen(extractionLimitDefaults)).toBe(true);
  });

  it('cut long text at the last line break that fits and say so', async () => {
    const lines = Array.from({ length: 50 }, (_, index) => `row ${index + 1},value ${index + 1}`);
    const csv = lines.join('\n');

    const result = await extractText(
      { bytes: utf8(csv), mediaType: 'text/csv', name: 'rows.csv' },
      { maxOutputCharacters: 100 },
    );

    // Seven rows take 97 characters with their breaks; the eighth would end at 111.
    expect(result).toEqual({ ok: true, text: lines.slice(0, 7).join('\n'), truncated: true });
  });

  it('keep text that fits exactly, untruncated', async () => {
    const text = 'a'.repeat(99);

    const result = await extractText(
      { bytes: utf8(text), mediaType: 'text/plain', name: 'a.txt' },
      { maxOutputCharacters: 99 },
    );

    expect(result).toEqual({ ok: true, text, truncated: false });
  });

  it('cut one endless line at the limit, never inside a surrogate pair', async () => {
    const line = `${'a'.repeat(9)}😀${'b'.repeat(20)}`; // the emoji takes characters 10 and 11

    const plain = await extractText(
      { bytes: utf8('x'.repeat(50)), mediaType: 'text/plain', name: 'x.txt' },
      { maxOutputCharacters: 20 },
    );
    const emoji = await extractText(
      { bytes: utf8(line), mediaType: 'text/plain', name: 'e.txt' },
      { maxOutputCharacters: 10 },
    );

    expect(plain).toEqual({ ok: true, text: 'x'.repeat(20), truncated: true });
    expect(emoji).toEqual({ ok: true, text: 'a'.repeat(9), truncated: true });
  });

  it('cut Markdown made from a DOCX too', async () => {
    const result = await extractText(
      {
        bytes: await reportDocx(),
        mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        name: 'r.docx',
      },
      { maxOutputCharacters: 30 },
    );

    expect(result).toEqual({ ok: true, text: '# Quarterly report', truncated: true });
  });

  it('refuse input over the byte limit before any parser reads it', async () => {
    // Not a PDF at all: had a parser run, this would fail as unreadable instead.
    const bytes = new Uint8Array(1025);

    const result = await extractText(
      { bytes, mediaType: 'application/pdf', name: 'big.pdf' },
      { maxInputBytes: 1024 },
    );

    expect(result).toEqual({
      ok: false,
      code: 'EXTRACTION_TOO_LARGE',
      message: '"big.pdf" is 1,025 bytes, over the 1,024 bytes limit for documents turned into text.',
    });
  });

  it('read input of exactly the byte limit', async () => {
    const result = await extractText(
      { bytes: utf8('x'.repeat(1024)), mediaType: 'text/plain', name: 'x.txt' },
      { maxInputBytes: 1024 },
    );

    expect(result).toMatchObject({ ok: true, truncated: false });
  });

  it('refuse a document over 25 MB by default', async () => {
    const bytes = Buffer.alloc(25 * 1024 * 1024 + 1, 0x61);

    const result = await extractText({ bytes, mediaType: 'text/plain', name: 'huge.txt' });

    expect(result).toEqual({
      ok: false,
      code: 'EXTRACTION_TOO_LARGE',
      message: '"huge.txt" is 25 MB, over the 25 MB limit for documents turned into text.',
    });
  });
});
