import { isApiError } from '../../api/api-error';
import type { Schema } from '../../api/api-types';
import { api, unwrap } from '../../api/client';
import { formatFileSize } from '../../i18n/format';
import { i18n } from '../../i18n/i18n';

export type UploadedFile = Schema<'File'>;

/** POST /files: the file as multipart/form-data (one part named `file`), through the session's client. */
export async function uploadFile(file: File, signal: AbortSignal): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await unwrap(
    // The body is built here; openapi-fetch leaves a FormData's content type to the browser.
    api.POST('/api/v1/files', { body: {}, bodySerializer: () => form, signal }),
  );
  return answer.file;
}

function maxBytesOf(details: unknown): number | null {
  if (typeof details !== 'object' || details === null || !('max_bytes' in details)) return null;
  const max = (details as { max_bytes: unknown }).max_bytes;
  return typeof max === 'number' ? max : null;
}

/** Why a file did not upload, in the reader's language where the UI knows the reason. */
export function uploadErrorMessage(error: unknown): string {
  if (isApiError(error, 'FILE_TOO_LARGE')) {
    const max = maxBytesOf(error.details);
    return max === null
      ? i18n.t('conversations:attachments.tooLarge')
      : i18n.t('conversations:attachments.tooLargeMax', { max: formatFileSize(max) });
  }
  if (isApiError(error, 'FILE_EMPTY')) return i18n.t('conversations:attachments.empty');
  if (error instanceof Error) return error.message;
  return i18n.t('conversations:attachments.uploadFailed');
}
