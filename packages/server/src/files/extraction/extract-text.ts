/**
 * Turns a document into text for a model: PDF, DOCX, HTML, Markdown, plain text, CSV and JSON.
 * Every document that cannot be read, whatever its bytes, gives a coded failure; this never
 * throws. The size limit is checked before any parser sees the bytes, the output limit after.
 */

import { type DocumentKind, documentKindOf, mediaTypeEssence } from './document-kind.js';
import { type ExtractionLimits, resolveExtractionLimits } from './extraction-limits.js';
import { type ExtractionResult, errorReason, extractionFailure } from './extraction-result.js';
import { htmlToMarkdown } from './html-text.js';
import { decodeUtf8, prettyJson } from './plain-text.js';
import { sizeInWords } from './size-in-words.js';
import { cutAtLineBoundary } from './text-cut.js';

export interface DocumentInput {
  readonly bytes: Uint8Array;
  /** The sniffed or declared media type; parameters such as `charset` are ignored. */
  readonly mediaType: string;
  /** The file's name, for messages (and for the type when the media type says nothing). */
  readonly name: string;
}

export async function extractText(
  input: DocumentInput,
  limits: Partial<ExtractionLimits> = {},
): Promise<ExtractionResult> {
  const { bytes, mediaType, name } = input;
  const effective = resolveExtractionLimits(limits);
  const kind = documentKindOf(mediaType, name);
  if (kind === undefined) {
    return extractionFailure(
      'EXTRACTION_UNSUPPORTED_TYPE',
      `"${name}" (${mediaTypeEssence(mediaType) || 'no type'}) cannot be turned into text; ` +
        'PDF, DOCX, HTML, Markdown, plain text, CSV and JSON can.',
    );
  }
  if (bytes.byteLength > effective.maxInputBytes) {
    return extractionFailure(
      'EXTRACTION_TOO_LARGE',
      `"${name}" is ${sizeInWords(bytes.byteLength)}, over the ${sizeInWords(effective.maxInputBytes)} limit for documents turned into text.`,
    );
  }
  let result: ExtractionResult;
  try {
    result = await readDocument(kind, bytes, name, effective);
  } catch (error) {
    // The readers turn what they expect into coded failures; this catches what a parser throws unexpectedly.
    result = extractionFailure('EXTRACTION_FAILED', `"${name}" could not be read: ${errorReason(error)}`);
  }
  if (!result.ok) return result;
  const cut = cutAtLineBoundary(result.text, effective.maxOutputCharacters);
  return { ...result, text: cut.text, truncated: result.truncated || cut.truncated };
}

async function readDocument(
  kind: DocumentKind,
  bytes: Uint8Array,
  name: string,
  limits: ExtractionLimits,
): Promise<ExtractionResult> {
  switch (kind) {
    // The PDF and DOCX parsers are large: loaded when a first such document is read, not at start.
    case 'pdf':
      return (await import('./pdf-text.js')).pdfText(bytes, name, limits);
    case 'docx':
      return (await import('./docx-text.js')).docxText(bytes, name, limits);
    case 'html':
    case 'json':
    case 'text': {
      const text = decodeUtf8(bytes);
      if (text === undefined) {
        return extractionFailure(
          'EXTRACTION_FAILED',
          `"${name}" is not valid UTF-8 text; save it as UTF-8 and try again.`,
        );
      }
      if (kind === 'html') return { ok: true, ...htmlToMarkdown(text, limits.maxOutputCharacters) };
      return { ok: true, text: kind === 'json' ? prettyJson(text) : text, truncated: false };
    }
  }
}
