import { fileTypeFromBuffer } from 'file-type';
import type { ContentSample } from './content-sample.js';

export const octetStream = 'application/octet-stream';

/** Text formats taken on their name's word, and only when the content is UTF-8 text. */
const textTypesByExtension: Readonly<Record<string, string>> = {
  txt: 'text/plain',
  text: 'text/plain',
  log: 'text/plain',
  md: 'text/markdown',
  markdown: 'text/markdown',
  csv: 'text/csv',
  json: 'application/json',
};

// Tags that start an HTML document in the WHATWG MIME sniffing standard (§7.1), each followed by
// a space or `>`.
const htmlOpeners = [
  '!doctype html',
  'html',
  'head',
  'script',
  'iframe',
  'h1',
  'div',
  'font',
  'table',
  'a',
  'style',
  'title',
  'b',
  'body',
  'br',
  'p',
  '!--',
];

/**
 * The media type of stored content, from its bytes, never from its name alone: what `file-type`
 * recognises by signature; markup (HTML, SVG, XML) recognised in text, since it is what a browser
 * could be made to run; a few text formats by extension when the content is UTF-8 text; anything
 * else `application/octet-stream`. A name that claims another type than the content changes
 * nothing.
 */
export async function sniffMediaType(sample: ContentSample, name: string): Promise<string> {
  const signature = await fileTypeFromBuffer(sample.head);
  if (signature !== undefined && signature.mime !== 'application/xml') return signature.mime;
  const markup = markupTypeOf(sample.head);
  if (markup !== null) return markup;
  if (signature !== undefined) return signature.mime;
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  const textType = extension === undefined ? undefined : textTypesByExtension[extension];
  return sample.text && textType !== undefined ? textType : octetStream;
}

/** HTML, SVG or XML when the content opens like one (after a byte-order mark and white space). */
function markupTypeOf(head: Buffer): string | null {
  const start = head
    .subarray(0, 2048)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (start.startsWith('<svg') || (start.startsWith('<?xml') && start.includes('<svg')))
    return 'image/svg+xml';
  if (start.startsWith('<?xml')) return start.includes('<html') ? 'application/xhtml+xml' : 'application/xml';
  const opens = htmlOpeners.some((tag) => {
    if (!start.startsWith(`<${tag}`)) return false;
    const next = start.charAt(tag.length + 1);
    return next === '>' || next === ' ' || next === '\t' || next === '\n' || next === '\r' || tag === '!--';
  });
  return opens ? 'text/html' : null;
}
