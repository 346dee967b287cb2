/** How a file is shown: as a picture, or as a card whose icon says what sort of file it is. */
export type FileKind = 'image' | 'pdf' | 'spreadsheet' | 'document' | 'other';

// Raster images only: the server serves these inline, and a browser draws them in an <img>.
const imageTypes = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

const spreadsheetTypes = new Set([
  'text/csv',
  'text/tab-separated-values',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.spreadsheet',
]);

const documentTypes = new Set([
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.oasis.opendocument.text',
  'application/rtf',
  'application/json',
]);

const kindsByExtension: Record<string, FileKind> = {
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  pdf: 'pdf',
  csv: 'spreadsheet',
  tsv: 'spreadsheet',
  xls: 'spreadsheet',
  xlsx: 'spreadsheet',
  ods: 'spreadsheet',
  txt: 'document',
  md: 'document',
  doc: 'document',
  docx: 'document',
  odt: 'document',
  rtf: 'document',
  json: 'document',
};

/**
 * The kind of a file from its media type; when the type says nothing (a browser leaves it empty
 * or generic for names it does not know), from the name's extension.
 */
export function fileKindOf(mediaType: string, name: string): FileKind {
  const type = mediaType.toLowerCase().split(';')[0]?.trim() ?? '';
  if (imageTypes.has(type)) return 'image';
  if (type === 'application/pdf') return 'pdf';
  if (spreadsheetTypes.has(type)) return 'spreadsheet';
  if (documentTypes.has(type) || type.startsWith('text/')) return 'document';
  if (type !== '' && type !== 'application/octet-stream') return 'other';
  const extension = name.includes('.') ? (name.split('.').pop()?.toLowerCase() ?? '') : '';
  return kindsByExtension[extension] ?? 'other';
}

/** Where a stored file's content is downloaded (and, for images and PDFs, shown). */
export function fileContentUrl(fileId: number): string {
  return `/api/v1/files/${fileId}/content`;
}
