/**
 * How much of a document is turned into text. The input cap is checked before any parser runs;
 * the unpacked-XML cap bounds what a DOCX (a zip) grows to in memory, which the input cap cannot
 * (a zip bomb is small); the output cap keeps a document from filling a model's context; the page
 * cap refuses a PDF whose text would take long to read.
 */
export interface ExtractionLimits {
  /** Largest document read, in bytes; larger ones are refused with `EXTRACTION_TOO_LARGE`. */
  readonly maxInputBytes: number;
  /**
   * Most bytes of XML a DOCX may unpack to (its text, styles, lists and notes; images are never
   * unpacked); more is `EXTRACTION_TOO_LARGE`.
   */
  readonly maxUnpackedXmlBytes: number;
  /** Longest text returned, in characters; longer text is cut at a line boundary (`truncated`). */
  readonly maxOutputCharacters: number;
  /** Most pages a PDF may have; more are refused with `EXTRACTION_TOO_MANY_PAGES`. */
  readonly maxPages: number;
}

export const extractionLimitDefaults: ExtractionLimits = Object.freeze({
  maxInputBytes: 25 * 1024 * 1024,
  maxUnpackedXmlBytes: 10 * 1024 * 1024,
  maxOutputCharacters: 200_000,
  maxPages: 200,
});

/** The defaults with whatever the caller chose laid over them. */
export function resolveExtractionLimits(limits: Partial<ExtractionLimits> = {}): ExtractionLimits {
  return { ...extractionLimitDefaults, ...limits };
}
