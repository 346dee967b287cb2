/**
 * HTML becomes Markdown with turndown, the library `read_url` uses, so headings, lists, links and
 * emphasis keep their shape (tables do not: turndown's core writes each cell as a paragraph).
 * Unlike `read_url` (which reads web pages), navigation, headers and footers stay: in a document
 * someone handed over they are content. Inline images carry no text, and their `data:` URLs would
 * fill the context with base64, so only their alt text stays.
 *
 * turndown slows down faster than HTML grows (measured: 2 million characters in under 1 s, 9.4
 * million in 38 s), so HTML far longer than the text wanted is cut before it is converted. HTML is
 * rarely more than ten times as long as the Markdown made from it: ten times the output limit is kept.
 */
import TurndownService from 'turndown';

const markdown = new TurndownService({
  headingStyle: 'atx',
  codeBlockStyle: 'fenced',
  bulletListMarker: '-',
  emDelimiter: '_',
});
// Turndown parses the HTML as a fragment, so `<head>` holds nothing: `<title>` is removed by name.
markdown.remove([
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'object',
  'embed',
  'head',
  'title',
  'svg',
]);
markdown.addRule('imagesWithoutAddress', {
  filter: (node) => {
    if (node.nodeName !== 'IMG') return false;
    const source = node.getAttribute('src') ?? '';
    return source === '' || source.startsWith('data:');
  },
  replacement: (_content, node) => {
    const alt = node.getAttribute('alt')?.trim() ?? '';
    return alt === '' ? '' : `[Image: ${alt}]`;
  },
});

const htmlKeptPerOutputCharacter = 10;

/** Markdown for the HTML; `truncated` when the HTML was too long to convert whole. */
export function htmlToMarkdown(
  html: string,
  maxOutputCharacters: number,
): { readonly text: string; readonly truncated: boolean } {
  const maxHtml = maxOutputCharacters * htmlKeptPerOutputCharacter;
  const truncated = html.length > maxHtml;
  // Cut before the last tag in reach, so none is split; turndown's parser closes what is left open.
  const lastTag = html.lastIndexOf('<', maxHtml);
  const kept = truncated ? html.slice(0, lastTag > 0 ? lastTag : maxHtml) : html;
  return { text: markdown.turndown(kept).replace(/\n{3,}/g, '\n\n'), truncated };
}
