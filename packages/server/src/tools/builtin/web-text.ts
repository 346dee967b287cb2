// Turning what a web server answered into text a model reads well: shared by read_url and http_request.
import TurndownService from 'turndown';

export type ContentKind = 'html' | 'xml' | 'json' | 'text' | 'binary';

const markdown = new TurndownService({
  headingStyle: 'atx',
  codeBlockStyle: 'fenced',
  bulletListMarker: '-',
  emDelimiter: '_',
});
// Turndown parses the page as a fragment, so `<head>` holds nothing here: `<title>` is removed by name.
markdown.remove([
  'script',
  'style',
  'noscript',
  'nav',
  'footer',
  'header',
  'iframe',
  'head',
  'title',
  'template',
  'svg',
]);

export function contentKind(contentType: string, text: string): ContentKind {
  const type = contentType.toLowerCase();
  if (type.includes('html')) return 'html';
  if (type.includes('xml') || type.includes('rss') || type.includes('atom')) return 'xml';
  if (type.includes('json')) return 'json';
  if (type.startsWith('text/')) return 'text';
  if (type === '') return text.trimStart().startsWith('<') ? 'html' : 'text';
  return 'binary';
}

/** HTML as Markdown, JSON pretty-printed (as it came when it does not parse), the rest as it is. */
export function renderText(kind: Exclude<ContentKind, 'binary'>, text: string): string {
  switch (kind) {
    case 'html':
      return markdown.turndown(text).replace(/\n{3,}/g, '\n\n');
    case 'json':
      try {
        return JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        return text;
      }
    default:
      return text;
  }
}

/** Decodes with the charset the header (or an HTML `<meta>`) names, UTF-8 otherwise. */
export function decodeText(bytes: Uint8Array, contentType: string): string {
  const declared =
    /charset=["']?([\w.:-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset=["']?([\w.:-]+)/i.exec(new TextDecoder('latin1').decode(bytes.subarray(0, 2048)))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
