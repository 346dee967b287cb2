/**
 * PDF text through pdf.js (the legacy build, the one made for Node). In Node pdf.js runs its
 * parser on the calling thread (its "fake worker"), so no worker file or thread is set up.
 * Nothing in the PDF may run or load: no `eval` for fonts, no font faces, no system fonts, no XFA
 * forms; only errors are logged.
 *
 * Each page's text comes under a `--- Page N ---` marker, pages apart by a blank line. Pages stop
 * being read once the text is past the output limit; the caller then cuts it.
 */
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { ExtractionLimits } from './extraction-limits.js';
import { type ExtractionResult, errorReason, extractionFailure } from './extraction-result.js';

export async function pdfText(
  bytes: Uint8Array,
  name: string,
  limits: ExtractionLimits,
): Promise<ExtractionResult> {
  const loadingTask = getDocument({
    data: new Uint8Array(bytes), // a copy: pdf.js takes the buffer it is given over and detaches it
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    const pdf = await loadingTask.promise;
    if (pdf.numPages > limits.maxPages) {
      return extractionFailure(
        'EXTRACTION_TOO_MANY_PAGES',
        `"${name}" has ${pdf.numPages} pages; at most ${limits.maxPages} pages are turned into text.`,
      );
    }
    const pageTexts: string[] = [];
    let length = 0;
    for (let number = 1; number <= pdf.numPages && length <= limits.maxOutputCharacters; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      page.cleanup();
      const pageText = `--- Page ${number} ---\n${textOfItems(content.items)}`;
      length += (pageTexts.length > 0 ? 2 : 0) + pageText.length;
      pageTexts.push(pageText);
    }
    return { ok: true, text: pageTexts.join('\n\n'), pages: pdf.numPages, truncated: false };
  } catch (error) {
    // pdf.js rebuilds its errors from the parser's messages; the name is what survives.
    if (error instanceof Error && error.name === 'PasswordException') {
      return extractionFailure(
        'EXTRACTION_ENCRYPTED',
        `"${name}" is protected by a password; remove the password and upload it again.`,
      );
    }
    return extractionFailure(
      'EXTRACTION_FAILED',
      `"${name}" could not be read as a PDF: ${errorReason(error)}`,
    );
  } finally {
    await loadingTask.destroy();
  }
}

/** Text items in reading order; pdf.js marks where a line ends. Marked-content items carry no text. */
function textOfItems(items: readonly object[]): string {
  let text = '';
  for (const item of items) {
    if (!('str' in item) || typeof item.str !== 'string') continue;
    text += item.str;
    if ('hasEOL' in item && item.hasEOL) text += '\n';
  }
  return text.trimEnd();
}
