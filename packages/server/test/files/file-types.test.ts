import { describe, expect, it } from 'vitest';
import { downloadPolicyOf, sanitiseFileName, sniffMediaType } from '../../src/files/index.js';
import { tinyPng } from './multipart-upload.js';

const sample = (content: Buffer | string, text = true) => ({ head: Buffer.from(content), text });

describe('sniffing a media type', () => {
  it.each([
    ['a PNG, whatever its name', tinyPng, 'x.txt', false, 'image/png'],
    ['HTML named as an image', '<!DOCTYPE html><p>hi', 'x.png', true, 'text/html'],
    ['HTML after a BOM and white space', '\uFEFF \n<html lang="en">', 'x.txt', true, 'text/html'],
    ['a bare HTML comment', '<!-- note --><script>', 'x.md', true, 'text/html'],
    ['SVG', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'x.png', true, 'image/svg+xml'],
    ['SVG behind an XML declaration', '<?xml version="1.0"?>\n<svg/>', 'x.xml', true, 'image/svg+xml'],
    ['XML', '<?xml version="1.0"?><note/>', 'x.txt', true, 'application/xml'],
    ['text named .txt', 'plain words', 'x.txt', true, 'text/plain'],
    ['text named .MD', '# Title', 'README.MD', true, 'text/markdown'],
    ['text named .csv', 'a,b', 'x.csv', true, 'text/csv'],
    ['text named .json', '{"a":1}', 'x.json', true, 'application/json'],
    ['text that is not UTF-8 or has NUL, named .txt', 'a\u0000b', 'x.txt', false, 'application/octet-stream'],
    ['text with another extension', 'print(1)', 'x.py', true, 'application/octet-stream'],
    ['text without an extension', 'words', 'notes', true, 'application/octet-stream'],
    ['a tag that only looks like HTML', '<abbr>', 'x.txt', true, 'text/plain'],
  ])('%s', async (_case, content, name, text, expected) => {
    expect(await sniffMediaType(sample(content, text), name)).toBe(expected);
  });
});

describe('the name a file is stored under', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\report.txt', 'report.txt'],
    ['  spaced  .txt ', 'spaced  .txt'],
    ['evil\u202Etxt.exe', 'eviltxt.exe'],
    ['bell\u0007\u0085.txt', 'bell.txt'],
    ['Cafe\u0301.txt', 'Café.txt'],
  ])('%j is stored as %j', (sent, stored) => {
    expect(sanitiseFileName(sent)).toBe(stored);
  });

  it.each(['', '   ', '.', '..', 'folder/', '\u0000'])('%j is FILE_NAME_INVALID', (sent) => {
    expect(() => sanitiseFileName(sent)).toThrow(expect.objectContaining({ code: 'FILE_NAME_INVALID' }));
  });

  it('shortens a long name to 255 characters, keeping the extension', () => {
    const name = sanitiseFileName(`${'é'.repeat(300)}.pdf`);
    expect(Array.from(name)).toHaveLength(255);
    expect(name.endsWith('é.pdf')).toBe(true);
  });
});

describe('how a file is downloaded', () => {
  it.each([
    ['image/png', 'image/png', 'inline'],
    ['application/pdf', 'application/pdf', 'inline'],
    ['image/svg+xml', 'application/octet-stream', 'attachment'],
    ['text/html', 'application/octet-stream', 'attachment'],
    ['application/xml', 'application/octet-stream', 'attachment'],
    ['application/xhtml+xml', 'application/octet-stream', 'attachment'],
    ['application/javascript', 'application/octet-stream', 'attachment'],
    ['text/plain', 'text/plain', 'attachment'],
    ['application/json', 'application/json', 'attachment'],
    ['video/mp4', 'video/mp4', 'attachment'],
  ])('%s as %s, %s', (stored, contentType, disposition) => {
    expect(downloadPolicyOf(stored)).toEqual({ contentType, disposition });
  });
});
