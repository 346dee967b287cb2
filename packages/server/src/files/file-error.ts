import { SporaError } from '@spora/sdk';
import type { ExtractionErrorCode } from './extraction/extraction-result.js';

/**
 * `FILE_TOO_LARGE`: the content exceeds the per-file limit (`details.max_bytes`).
 * `FILE_EMPTY`: the content has no bytes. `FILE_NAME_INVALID`: the name is empty once path parts
 * and control characters are removed. `FILE_MISSING`: the upload carries no `file` part.
 * `FILE_NOT_FOUND`: no such file, or another user's (never told apart).
 * Attaching files to a message: `ATTACHMENTS_TOO_MANY` and `ATTACHMENTS_TOO_LARGE` (more files or
 * more bytes than one message may carry), `MODEL_IMAGE_INPUT_UNSUPPORTED` (an image for a model
 * that does not take images), and the `EXTRACTION_*` codes of a document that cannot be read.
 */
export type FileErrorCode =
  | 'FILE_TOO_LARGE'
  | 'FILE_EMPTY'
  | 'FILE_NAME_INVALID'
  | 'FILE_MISSING'
  | 'FILE_NOT_FOUND'
  | 'ATTACHMENTS_TOO_MANY'
  | 'ATTACHMENTS_TOO_LARGE'
  | 'MODEL_IMAGE_INPUT_UNSUPPORTED'
  | ExtractionErrorCode;

export class FileError extends SporaError<FileErrorCode> {
  static tooLarge(maxBytes: number): FileError {
    return new FileError('FILE_TOO_LARGE', `The file exceeds the limit of ${maxBytes} bytes.`, {
      max_bytes: maxBytes,
    });
  }

  static notFound(): FileError {
    return new FileError('FILE_NOT_FOUND', 'File not found.');
  }
}
