import type { ColumnType, Generated } from 'kysely';

type Timestamp = string;

/**
 * A file a user uploaded (or, later, a tool produced). The bytes live in the file store under
 * `sha256`, shared by every row with the same content; `media_type` is what the content was
 * sniffed as, never what the name claims, and `name` is the sanitised original name.
 */
export interface FilesTable {
  id: Generated<number>;
  user_id: number;
  sha256: string;
  size_bytes: number;
  media_type: string;
  name: string;
  created_at: ColumnType<Timestamp, Timestamp, never>;
  /** JSON: the document's text for a model, or why it could not be read; NULL until first read. */
  extraction: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the file first went to a task; from then on it is removed with its last task. */
  attached_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

/** Which tasks hold which files (attached to a message, or produced by a tool). */
export interface TaskFilesTable {
  task_id: number;
  file_id: number;
  created_at: ColumnType<Timestamp, Timestamp, never>;
}
