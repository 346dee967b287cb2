/** What turning a document into text gives: the text, or a coded reason it could not be read. */
export type ExtractionResult = ExtractedText | ExtractionFailure;

export interface ExtractedText {
  readonly ok: true;
  readonly text: string;
  /** A PDF's page count (all of its pages, also when the text was cut); absent for other types. */
  readonly pages?: number;
  /** True when the text was cut at the output limit. */
  readonly truncated: boolean;
  readonly code?: never;
  readonly message?: never;
}

export type ExtractionErrorCode =
  | 'EXTRACTION_UNSUPPORTED_TYPE'
  | 'EXTRACTION_TOO_MANY_PAGES'
  | 'EXTRACTION_TOO_LARGE'
  | 'EXTRACTION_FAILED'
  | 'EXTRACTION_ENCRYPTED';

export interface ExtractionFailure {
  readonly ok: false;
  readonly code: ExtractionErrorCode;
  /** A sentence for the person who gave the document, naming it. */
  readonly message: string;
  readonly text?: never;
  readonly pages?: never;
  readonly truncated?: never;
}

export function extractionFailure(code: ExtractionErrorCode, message: string): ExtractionFailure {
  return { ok: false, code, message };
}

/** A parser's own words for what went wrong, for the end of a failure message. */
export function errorReason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
