import { describe, expect, it } from 'vitest';
import { extractText } from '../../../src/files/extraction/index.js';

const utf8 = (text: string) => new TextEncoder().encode(text);
const invalidUtf8 = new Uint8Array([0x48, 0x69, 0x20, 0xc3, 0x28, 0x21]); // "Hi " then a broken two-byte sequence

describe('extractText on HTML', () => {
  it('gives Markdown without scripts, styles or the title', async () => {
    const html = `<!doctype html><html><head><title>Page title</title><style>p { color: red }</style></head>
<body><h1>Release notes</h1><script>window.secret = "script content"</script>
<p>Spora reads <a href="https://example.com/files">files</a>.</p><ul><li>PDF</li><li>DOCX</li></ul>
<noscript>Enable scripts</noscript></body></html>`;

    const result = await extractText({
      bytes: utf8(html),
      mediaType: 'text/html; charset=utf-8',
      name: 'notes.html',
    });

    expect(result).toEqual({
      ok: true,
      text: '# Release notes\n\nSpora reads [files](https://example.com/files).\n\n-   PDF\n-   DOCX',
      truncated: false,
    });
  });

  it('keeps the alt text of an inline image and drops its data URL', async () => {
    const html =
      '<p>Chart:</p><img alt="Sales by month" src="data:image/png;base64,iVBORw0KGgo="><img src="data:image/gif;base64,R0lG">';

    const result = await extractText({ bytes: utf8(html), mediaType: 'text/html', name: 'chart.html' });

    expect(result).toEqual({ ok: true, text: 'Chart:\n\n[Image: Sales by month]', truncated: false });
  });

  it('cuts HTML ten times longer than the output limit before converting it, and says so', async () => {
    const markup = `<div class="${'a'.repeat(80)}"><span></span></div>`;
    const html = `<p>start</p>${markup.repeat(20)}<p>end</p>`;

    const result = await extractText(
      { bytes: utf8(html), mediaType: 'text/html', name: 'heavy.html' },
      { maxOutputCharacters: 100 },
    );

    expect(result).toEqual({ ok: true, text: 'start', truncated: true });
  });

  it('cuts long HTML without tags at the limit rather than losing it all', async () => {
    const html = 'word '.repeat(300);

    const result = await extractText(
      { bytes: utf8(html), mediaType: 'text/html', name: 'bare.html' },
      { maxOutputCharacters: 100 },
    );

    expect(result).toEqual({ ok: true, text: 'word '.repeat(20), truncated: true });
  });

  it('refuses HTML that is not UTF-8', async () => {
    const result = await extractText({ bytes: invalidUtf8, mediaType: 'text/html', name: 'latin.html' });

    expect(result).toMatchObject({ ok: false, code: 'EXTRACTION_FAILED' });
  });
});

describe('extractText on text documents', () => {
  it('gives CSV as written', async () => {
    const csv = 'region,revenue\r\nNorth,120\r\n"South, coast",95\r\n';

    const result = await extractText({ bytes: utf8(csv), mediaType: 'text/csv', name: 'sales.csv' });

    expect(result).toEqual({ ok: true, text: csv, truncated: false });
  });

  it('gives Markdown as written', async () => {
    const markdown = '# Plan\n\n- [ ] write tests\n- [x] read the issue\n\n```ts\nconst a = 1;\n```\n';

    const result = await extractText({ bytes: utf8(markdown), mediaType: 'text/markdown', name: 'plan.md' });

    expect(result).toEqual({ ok: true, text: markdown, truncated: false });
  });

  it('pretty-prints JSON that parses', async () => {
    const result = await extractText({
      bytes: utf8('{"name":"Spora","tags":["agents","files"]}'),
      mediaType: 'application/json',
      name: 'data.json',
    });

    expect(result).toEqual({
      ok: true,
      text: '{\n  "name": "Spora",\n  "tags": [\n    "agents",\n    "files"\n  ]\n}',
      truncated: false,
    });
  });

  it('gives JSON that does not parse as written', async () => {
    const broken = '{"name": "Spora", "tags": [';

    const result = await extractText({
      bytes: utf8(broken),
      mediaType: 'application/json',
      name: 'broken.json',
    });

    expect(result).toEqual({ ok: true, text: broken, truncated: false });
  });

  it('reads structured JSON types (+json) as JSON', async () => {
    const result = await extractText({
      bytes: utf8('{"@type":"Person"}'),
      mediaType: 'application/ld+json',
      name: 'p.jsonld',
    });

    expect(result).toEqual({ ok: true, text: '{\n  "@type": "Person"\n}', truncated: false });
  });

  it('drops a byte-order mark', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('Grüße aus Köln')]);

    const result = await extractText({ bytes, mediaType: 'text/plain', name: 'greeting.txt' });

    expect(result).toEqual({ ok: true, text: 'Grüße aus Köln', truncated: false });
  });

  it('refuses text that is not valid UTF-8, whatever text type it claims', async () => {
    for (const mediaType of ['text/plain', 'text/csv', 'text/markdown', 'application/json']) {
      const result = await extractText({ bytes: invalidUtf8, mediaType, name: 'old.txt' });

      expect(result).toEqual({
        ok: false,
        code: 'EXTRACTION_FAILED',
        message: '"old.txt" is not valid UTF-8 text; save it as UTF-8 and try again.',
      });
    }
  });

  it('reads an empty text file as empty text', async () => {
    const result = await extractText({ bytes: new Uint8Array(), mediaType: 'text/plain', name: 'empty.txt' });

    expect(result).toEqual({ ok: true, text: '', truncated: false });
  });
});

describe('extractText and media types', () => {
  it('refuses a type it cannot read, naming the file and its type', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

    const result = await extractText({ bytes: png, mediaType: 'image/png', name: 'photo.png' });

    expect(result).toEqual({
      ok: false,
      code: 'EXTRACTION_UNSUPPORTED_TYPE',
      message:
        '"photo.png" (image/png) cannot be turned into text; PDF, DOCX, HTML, Markdown, plain text, CSV and JSON can.',
    });
  });

  it('ignores case and parameters in the media type', async () => {
    const result = await extractText({
      bytes: utf8('a,b\n1,2'),
      mediaType: 'Text/CSV; charset=UTF-8',
      name: 'x.csv',
    });

    expect(result).toEqual({ ok: true, text: 'a,b\n1,2', truncated: false });
  });

  it('goes by the extension only when the media type says nothing', async () => {
    const notes = await extractText({
      bytes: utf8('# Notes'),
      mediaType: 'application/octet-stream',
      name: 'Notes.MD',
    });
    const unnamed = await extractText({ bytes: utf8('{"a":1}'), mediaType: '', name: 'data.json' });
    const binary = await extractText({
      bytes: utf8('x'),
      mediaType: 'application/octet-stream',
      name: 'blob.bin',
    });
    const claimed = await extractText({ bytes: utf8('x'), mediaType: 'image/png', name: 'looks-like.txt' });

    expect(notes).toEqual({ ok: true, text: '# Notes', truncated: false });
    expect(unnamed).toEqual({ ok: true, text: '{\n  "a": 1\n}', truncated: false });
    expect(binary).toMatchObject({ ok: false, code: 'EXTRACTION_UNSUPPORTED_TYPE' });
    expect(claimed).toMatchObject({ ok: false, code: 'EXTRACTION_UNSUPPORTED_TYPE' });
  });
});
