import type { TaskFile, TaskFiles, ToolResultFile } from '@spora/sdk';
import type { DatabaseConnection } from '../../db/index.js';
import { FileError } from '../file-error.js';
import type { FileService } from '../file-service.js';
import type { FileStore } from '../file-store.js';
import { readBlob } from './file-bytes.js';
import { textOfFile } from './file-text.js';
import type { MessageAttachment } from './message-attachment.js';
import { linkTaskFiles } from './task-file-links.js';

export interface ToolFilesDependencies {
  readonly database: DatabaseConnection;
  readonly store: FileStore;
  readonly files: FileService;
}

/** What became of the files a call returned: saved as the task's, or refused with the reason. */
export interface SavedToolFiles {
  readonly saved: readonly MessageAttachment[];
  readonly refused: readonly { readonly name: string; readonly reason: string }[];
}

/**
 * Files as tools meet them: a task's files to read (`ToolContext.files`), and the files a call
 * returns, saved as files of the task's owner and held by the task.
 */
export class ToolFiles {
  constructor(private readonly dependencies: ToolFilesDependencies) {}

  /** The files of `taskId`; a file the task does not hold reads as absent. */
  of(taskId: number): TaskFiles {
    const { database, store } = this.dependencies;
    const held = () =>
      database.db
        .selectFrom('task_files')
        .innerJoin('files', 'files.id', 'task_files.file_id')
        .select([
          'files.id',
          'files.name',
          'files.media_type',
          'files.size_bytes',
          'files.sha256',
          'files.extraction',
        ])
        .where('task_files.task_id', '=', taskId);
    return {
      list: async () =>
        (await held().orderBy('files.id').execute()).map(
          (file): TaskFile => ({
            id: file.id,
            name: file.name,
            mediaType: file.media_type,
            sizeBytes: Number(file.size_bytes),
          }),
        ),
      read: async (fileId) => {
        const file = await held().where('files.id', '=', fileId).executeTakeFirst();
        if (file === undefined) return null;
        const bytes = await readBlob(store, file.sha256);
        return bytes === null ? null : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      },
      text: async (fileId) => {
        const file = await held().where('files.id', '=', fileId).executeTakeFirst();
        if (file === undefined) return null;
        const result = await textOfFile({ database, store }, file);
        return result.ok
          ? { ok: true, text: result.text, truncated: result.truncated }
          : { ok: false, code: result.code, message: result.message };
      },
      remove: async (fileId) => {
        const removed = await database.db
          .deleteFrom('task_files')
          .where('task_id', '=', taskId)
          .where('file_id', '=', fileId)
          .executeTakeFirst();
        return Number(removed.numDeletedRows) > 0;
      },
    };
  }

  /**
   * Saves the files a call of `taskId` returned as files of `ownerUserId` held by the task. One
   * that cannot be saved (too large, empty, no usable name) is refused on its own, with the reason,
   * and the others are still saved.
   */
  async save(taskId: number, ownerUserId: number, files: readonly ToolResultFile[]): Promise<SavedToolFiles> {
    const saved: MessageAttachment[] = [];
    const refused: { name: string; reason: string }[] = [];
    for (const file of files) {
      const bytes = typeof file.content === 'string' ? Buffer.from(file.content, 'utf8') : file.content;
      try {
        const row = await this.dependencies.files.upload(ownerUserId, {
          name: file.name,
          content: (async function* () {
            yield bytes;
          })(),
        });
        saved.push({
          file_id: row.id,
          name: row.name,
          media_type: row.media_type,
          size_bytes: Number(row.size_bytes),
        });
      } catch (error) {
        if (!(error instanceof FileError)) throw error;
        refused.push({ name: file.name, reason: error.message });
      }
    }
    await linkTaskFiles(
      this.dependencies.database.db,
      taskId,
      saved.map((file) => file.file_id),
    );
    return { saved, refused };
  }
}
