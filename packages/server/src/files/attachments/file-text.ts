import type { DatabaseConnection, FileRow } from '../../db/index.js';
import { extractionFailure } from '../extraction/extraction-result.js';
import { type ExtractionLimits, type ExtractionResult, extractTextInWorker } from '../extraction/index.js';
import type { FileStore } from '../file-store.js';
import { readBlob } from './file-bytes.js';

export interface FileTextDependencies {
  readonly database: DatabaseConnection;
  readonly store: FileStore;
  readonly extraction?: Partial<ExtractionLimits>;
}

/**
 * A document's text for a model, read once and kept on the file's row: later turns, and later
 * messages that attach the same file, read the row. A failure is kept too, with its code, since
 * reading the same bytes again would fail the same way.
 */
export async function textOfFile(
  dependencies: FileTextDependencies,
  file: Pick<FileRow, 'id' | 'sha256' | 'media_type' | 'name' | 'extraction'>,
): Promise<ExtractionResult> {
  const kept = decodeExtraction(file.extraction);
  if (kept !== null) return kept;
  const bytes = await readBlob(dependencies.store, file.sha256);
  const result =
    bytes === null
      ? extractionFailure(
          'EXTRACTION_FAILED',
          `The content of "${file.name}" is missing from the file store.`,
        )
      : await extractTextInWorker(
          { bytes, mediaType: file.media_type, name: file.name },
          dependencies.extraction,
        );
  // A missing blob is damage that a restore can mend, so that failure is not kept.
  if (bytes !== null) {
    await dependencies.database.db
      .updateTable('files')
      .set({ extraction: JSON.stringify(result) })
      .where('id', '=', file.id)
      .execute();
  }
  return result;
}

function decodeExtraction(stored: string | null): ExtractionResult | null {
  if (stored === null) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const result = parsed as Partial<ExtractionResult>;
    if (result.ok === true && typeof result.text === 'string') return result as ExtractionResult;
    if (result.ok === false && typeof result.code === 'string' && typeof result.message === 'string')
      return result as ExtractionResult;
    return null;
  } catch {
    return null;
  }
}
