import Type, { type Static } from 'typebox';
import type { FileRow } from '../../db/index.js';
import { Timestamp } from './common.js';
import { named } from './named.js';

export const FileResource = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String({
      description: 'The name it was uploaded with, without folders or control characters',
    }),
    media_type: Type.String({ description: 'Sniffed from the content, not taken from the name' }),
    size_bytes: Type.Integer(),
    sha256: Type.String({ description: 'SHA-256 of the content, lower-case hex' }),
    created_at: Timestamp,
    content_url: Type.String({ description: 'Where the content is downloaded' }),
  },
  { additionalProperties: false, ...named('File') },
);

export type FileResourceView = Static<typeof FileResource>;

/** The form `POST /files` takes: one part, `file`. */
export const FileUploadForm = Type.Object(
  {
    file: Type.Optional(Type.Unsafe<unknown>({ type: 'string', format: 'binary', description: 'The file' })),
  },
  { ...named('FileUpload') },
);

export function toFileResource(file: FileRow): FileResourceView {
  return {
    id: file.id,
    name: file.name,
    media_type: file.media_type,
    size_bytes: file.size_bytes,
    sha256: file.sha256,
    created_at: file.created_at,
    content_url: `/api/v1/files/${file.id}/content`,
  };
}
