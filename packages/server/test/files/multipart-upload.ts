import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const boundary = 'spora-test-boundary-7d1c';
export const multipartType = `multipart/form-data; boundary=${boundary}`;

/** The bytes before a part's content. */
export function partOpening(
  field: string,
  fileName: string,
  contentType = 'application/octet-stream',
): Buffer {
  return Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
}

export const closing = Buffer.from(`\r\n--${boundary}--\r\n`);

/** A whole `multipart/form-data` body with one file part. */
export function uploadBody(fileName: string, content: Buffer | string, field = 'file'): Buffer {
  return Buffer.concat([partOpening(field, fileName), Buffer.from(content), closing]);
}

/** Every file under `directory` (relative paths), so a test can see what a failed upload left. */
export function filesUnder(directory: string): string[] {
  try {
    return readdirSync(directory, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(directory.length + 1))
      .sort();
  } catch {
    return [];
  }
}

/** A 1×1 PNG. */
export const tinyPng = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f1b7a00000000049454e44ae426082',
  'hex',
);
