/**
 * Which reader a document goes to, decided by its media type. Only when the type says nothing
 * (`application/octet-stream` or empty: text formats have no magic bytes to sniff) does the
 * name's extension decide; a wrong guess then fails as unreadable, never as something else.
 */
export type DocumentKind = 'pdf' | 'docx' | 'html' | 'json' | 'text';

const kindsByMediaType: Readonly<Record<string, DocumentKind>> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/html': 'html',
  'application/xhtml+xml': 'html',
  'application/json': 'json',
  'text/json': 'json',
  'text/markdown': 'text',
  'text/x-markdown': 'text',
  'text/plain': 'text',
  'text/csv': 'text',
};

const kindsByExtension: Readonly<Record<string, DocumentKind>> = {
  pdf: 'pdf',
  docx: 'docx',
  html: 'html',
  htm: 'html',
  json: 'json',
  md: 'text',
  markdown: 'text',
  txt: 'text',
  csv: 'text',
};

const typesThatSayNothing = new Set(['', 'application/octet-stream']);

export function documentKindOf(mediaType: string, name: string): DocumentKind | undefined {
  const essence = mediaTypeEssence(mediaType);
  if (typesThatSayNothing.has(essence)) return kindsByExtension[extensionOf(name)];
  if (essence.endsWith('+json')) return 'json';
  return kindsByMediaType[essence];
}

/** `Text/CSV; charset=utf-8` → `text/csv`. */
export function mediaTypeEssence(mediaType: string): string {
  return (mediaType.split(';', 1)[0] ?? '').trim().toLowerCase();
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}
