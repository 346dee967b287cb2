import { octetStream } from './media-type.js';

/** How a stored file is sent to a browser. */
export interface DownloadPolicy {
  readonly contentType: string;
  readonly disposition: 'inline' | 'attachment';
}

// Types a browser only displays or plays, never runs: these keep their own type on download.
const passiveTypes = new Set([
  'text/plain',
  'text/markdown',
  'text/csv',
  'application/json',
  'application/pdf',
  'application/zip',
  'application/gzip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]);

function isRasterImage(mediaType: string): boolean {
  return mediaType.startsWith('image/') && mediaType !== 'image/svg+xml';
}

/**
 * Raster images and PDFs may be shown in place; everything else is a download. Types a browser
 * could run as a page or script (HTML, SVG, XML, JavaScript, and anything not known to be passive)
 * are sent as `application/octet-stream`, so even a page that embeds the link cannot make them
 * run under this origin. `X-Content-Type-Options: nosniff` (set by the route) keeps the browser
 * from guessing otherwise.
 */
export function downloadPolicyOf(mediaType: string): DownloadPolicy {
  if (isRasterImage(mediaType) || mediaType === 'application/pdf') {
    return { contentType: mediaType, disposition: 'inline' };
  }
  const passive =
    passiveTypes.has(mediaType) || mediaType.startsWith('audio/') || mediaType.startsWith('video/');
  return { contentType: passive ? mediaType : octetStream, disposition: 'attachment' };
}
