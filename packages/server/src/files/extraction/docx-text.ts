/**
 * DOCX becomes Markdown: mammoth turns the Word structure (headings, lists, emphasis, links)
 * into HTML, and turndown writes that as Markdown, which keeps more for the model than raw text
 * does. Images are left out at the source, not embedded as base64 and then dropped.
 *
 * mammoth holds what it unpacks in memory, and parsing it costs far more: measured, 20 MB of
 * document XML (a 62 KB DOCX) took mammoth 32 s and 2.3 GB. So the XML parts it would parse are
 * measured first, and a document past the unpacked-XML limit (a zip bomb) never reaches it.
 * Images and other media are not counted: with images left out, mammoth never unpacks them.
 * The caller cuts the text at the output limit.
 */
import mammoth from 'mammoth';
import type { ExtractionLimits } from './extraction-limits.js';
import { type ExtractionResult, errorReason, extractionFailure } from './extraction-result.js';
import { htmlToMarkdown } from './html-text.js';
import { sizeInWords } from './size-in-words.js';
import { unpackedZipSize } from './zip-unpacked-size.js';

const withoutImages = mammoth.images.imgElement(async () => ({ src: '' }));

/** The parts mammoth parses: the document, styles, numbering, notes, comments and their relations. */
const isMarkup = (entryName: string) => /\.(xml|rels)$/i.test(entryName);

export async function docxText(
  bytes: Uint8Array,
  name: string,
  limits: ExtractionLimits,
): Promise<ExtractionResult> {
  const unpacked = unpackedZipSize(bytes, isMarkup, limits.maxUnpackedXmlBytes);
  if (!unpacked.ok && unpacked.reason === 'too-large') {
    return extractionFailure(
      'EXTRACTION_TOO_LARGE',
      `"${name}" unpacks to more than ${sizeInWords(limits.maxUnpackedXmlBytes)} of text and markup, the limit for a DOCX document.`,
    );
  }
  if (!unpacked.ok) {
    return extractionFailure(
      'EXTRACTION_FAILED',
      `"${name}" could not be read as a DOCX document: ${unpacked.message}.`,
    );
  }
  let html: string;
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    ({ value: html } = await mammoth.convertToHtml({ buffer }, { convertImage: withoutImages }));
  } catch (error) {
    return extractionFailure(
      'EXTRACTION_FAILED',
      `"${name}" could not be read as a DOCX document: ${errorReason(error)}`,
    );
  }
  return { ok: true, ...htmlToMarkdown(html, limits.maxOutputCharacters) };
}
