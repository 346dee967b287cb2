import { describe, expect, it } from 'vitest';
import { extractText } from '../../../src/files/extraction/index.js';
import { docxWithImage, reportDocx } from './docx-documents.js';
import { zipArchive } from './zip-archives.js';

const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('extractText on DOCX', () => {
  it('gives Markdown that keeps the heading, the emphasis and the list', async () => {
    const result = await extractText({ bytes: await reportDocx(), mediaType: docx, name: 'report.docx' });

    expect(result).toEqual({
      ok: true,
      text: '# Quarterly report\n\nRevenue grew in **every** region.\n\n-   North\n-   South',
      truncated: false,
    });
  });

  it('leaves images out, keeping their alt text, never their bytes', async () => {
    const result = await extractText({ bytes: await docxWithImage(), mediaType: docx, name: 'logo.docx' });

    expect(result).toEqual({ ok: true, text: 'Our logo:\n\n[Image: Company logo]', truncated: false });
  });

  it('reads a DOCX that lies inside a larger buffer', async () => {
    const document = await reportDocx();
    const larger = new Uint8Array(document.byteLength + 20);
    larger.set(document, 10);

    const result = await extractText({
      bytes: larger.subarray(10, 10 + document.byteLength),
      mediaType: docx,
      name: 'report.docx',
    });

    expect(result).toMatchObject({ ok: true, text: expect.stringContaining('# Quarterly report') });
  });

  it('reports bytes that are not a zip as unreadable', async () => {
    const result = await extractText({
      bytes: new TextEncoder().encode('not a document'),
      mediaType: docx,
      name: 'broken.docx',
    });

    expect(result).toMatchObject({ ok: false, code: 'EXTRACTION_FAILED' });
    expect(result.message).toMatch(/^"broken\.docx" could not be read as a DOCX document: /);
  });

  it('reports a DOCX cut off before its zip directory as unreadable', async () => {
    const document = await reportDocx();

    const result = await extractText({
      bytes: document.subarray(0, document.byteLength - 40),
      mediaType: docx,
      name: 'cut.docx',
    });

    expect(result).toMatchObject({ ok: false, code: 'EXTRACTION_FAILED' });
  });

  it('reads a DOCX whose zip entries are stored, not deflated', async () => {
    const bytes = zipArchive([
      { name: '[Content_Types].xml', data: utf8(contentTypes), method: 'stored' },
      { name: '_rels/.rels', data: utf8(packageRelationships), method: 'stored' },
      { name: 'word/document.xml', data: utf8(documentXml('Stored, not deflated.')), method: 'stored' },
    ]);

    const result = await extractText({ bytes, mediaType: docx, name: 'stored.docx' });

    expect(result).toEqual({ ok: true, text: 'Stored, not deflated.', truncated: false });
  });

  it('refuses a zip bomb under the default limit before mammoth unpacks it', async () => {
    // 11 MB of blank space in the body packs into about 11 KB, far below the 25 MB input limit.
    const [head, tail] = documentXml('<w:p/>').split('<w:p/>') as [string, string];
    const body = Buffer.concat([Buffer.from(head), Buffer.alloc(11 * 1024 * 1024, 0x20), Buffer.from(tail)]);
    const bytes = zipArchive([
      { name: '[Content_Types].xml', data: utf8(contentTypes) },
      { name: '_rels/.rels', data: utf8(packageRelationships) },
      { name: 'word/document.xml', data: body },
    ]);
    expect(bytes.byteLength).toBeLessThan(1024 * 1024);

    const started = performance.now();
    const result = await extractText({ bytes, mediaType: docx, name: 'bomb.docx' });
    const elapsed = performance.now() - started;

    expect(result).toEqual({
      ok: false,
      code: 'EXTRACTION_TOO_LARGE',
      message: '"bomb.docx" unpacks to more than 10 MB of text and markup, the limit for a DOCX document.',
    });
    expect(elapsed).toBeLessThan(2_000);
  });

  it('does not count images against the unpacked limit', async () => {
    const result = await extractText(
      { bytes: await docxWithImage(), mediaType: docx, name: 'logo.docx' },
      { maxUnpackedXmlBytes: 64 * 1024 },
    );

    expect(result).toMatchObject({ ok: true, text: expect.stringContaining('[Image: Company logo]') });
  });

  it('refuses a DOCX whose zip headers understate how large it unpacks', async () => {
    const bytes = zipArchive([
      { name: '[Content_Types].xml', data: utf8(contentTypes) },
      { name: '_rels/.rels', data: utf8(packageRelationships) },
      { name: 'word/document.xml', data: utf8(documentXml('x'.repeat(2 * 1024 * 1024))), declaredSize: 200 },
    ]);

    const result = await extractText(
      { bytes, mediaType: docx, name: 'liar.docx' },
      { maxUnpackedXmlBytes: 1024 * 1024 },
    );

    expect(result).toMatchObject({ ok: false, code: 'EXTRACTION_TOO_LARGE' });
  });
});

const utf8 = (text: string) => new TextEncoder().encode(text);

const contentTypes = `<?xml version="1.0" encoding="UTF-8"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
</Types>`;

const packageRelationships = `<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`;

/** A Word body: plain text becomes one paragraph, markup starting with `<` goes in as it is. */
function documentXml(content: string): string {
  const body = content.startsWith('<') ? content : `<w:p><w:r><w:t>${content}</w:t></w:r></w:p>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
}
