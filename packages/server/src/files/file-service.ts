import type { DatabaseConnection, FileRow } from '../db/index.js';
import { nowIso } from '../db/index.js';
import { lockContent } from './content-lock.js';
import { sampleContent } from './content-sample.js';
import { FileError } from './file-error.js';
import { sanitiseFileName } from './file-name.js';
import type { FileStore } from './file-store.js';
import { sniffMediaType } from './media-type.js';

export interface FileServiceDependencies {
  readonly database: DatabaseConnection;
  readonly store: FileStore;
  /** The largest file one upload may carry. */
  readonly maxBytes: number;
}

export interface NewFile {
  /** The name the client sent; it is sanitised before anything is read. */
  readonly name: string;
  readonly content: AsyncIterable<Uint8Array>;
}

export interface FilePage {
  readonly files: readonly FileRow[];
  readonly total: number;
}

/**
 * Users' files: rows in `files`, content in the `FileStore` by SHA-256. Every method is scoped to
 * one user, and another user's file is `FILE_NOT_FOUND`, exactly like one that does not exist.
 */
export class FileService {
  readonly maxBytes: number;

  constructor(private readonly dependencies: FileServiceDependencies) {
    this.maxBytes = dependencies.maxBytes;
  }

  /**
   * Streams an upload into the store, hashing it on the way, sniffs its type, and records it. A
   * refused, failed or interrupted upload leaves no row and no blob.
   */
  async upload(userId: number, upload: NewFile): Promise<FileRow> {
    const { database, store } = this.dependencies;
    const name = sanitiseFileName(upload.name);
    const sampled = sampleContent(upload.content);
    const staged = await store.stage(sampled.content, { maxBytes: this.maxBytes });
    try {
      if (staged.size === 0) throw new FileError('FILE_EMPTY', 'The file is empty.');
      const mediaType = await sniffMediaType(sampled.sample(), name);
      return await database.db.transaction().execute(async (trx) => {
        await lockContent(trx, database.engine, staged.sha256);
        const file = await trx
          .insertInto('files')
          .values({
            user_id: userId,
            sha256: staged.sha256,
            size_bytes: staged.size,
            media_type: mediaType,
            name,
            created_at: nowIso(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await staged.keep();
        return file;
      });
    } finally {
      // Kept content has moved into place already; anything else is removed.
      await staged.discard();
    }
  }

  /** The user's files, newest first. */
  async list(userId: number, window: { readonly limit: number; readonly offset: number }): Promise<FilePage> {
    const { db } = this.dependencies.database;
    const [files, count] = await Promise.all([
      db
        .selectFrom('files')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(window.limit)
        .offset(window.offset)
        .execute(),
      db
        .selectFrom('files')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow(),
    ]);
    return { files, total: Number(count.total) };
  }

  async get(userId: number, fileId: number): Promise<FileRow> {
    const file = await this.dependencies.database.db
      .selectFrom('files')
      .selectAll()
      .where('id', '=', fileId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (file === undefined) throw FileError.notFound();
    return file;
  }

  /**
   * A file whoever owns it, for a caller that decides access itself (a file of a task the caller
   * may see); `get` is the owner's own.
   */
  async find(fileId: number): Promise<FileRow | undefined> {
    return this.dependencies.database.db
      .selectFrom('files')
      .selectAll()
      .where('id', '=', fileId)
      .executeTakeFirst();
  }

  /** The file and a stream of its content. */
  async open(userId: number, fileId: number): Promise<{ file: FileRow; content: NodeJS.ReadableStream }> {
    return this.openRow(await this.get(userId, fileId));
  }

  /** A stream of the content of a file the caller may read. */
  async openRow(file: FileRow): Promise<{ file: FileRow; content: NodeJS.ReadableStream }> {
    const content = await this.dependencies.store.open(file.sha256);
    // A row whose blob is gone is damage (a restore without the files folder), not a client error.
    if (content === null)
      throw new Error(`The content of file ${file.id} (${file.sha256}) is missing from the store.`);
    return { file, content };
  }

  /** Deletes the file; its blob goes with the last file that has the same content. */
  async remove(userId: number, fileId: number): Promise<void> {
    const { database, store } = this.dependencies;
    await database.db.transaction().execute(async (trx) => {
      const file = await trx
        .selectFrom('files')
        .select(['id', 'sha256'])
        .where('id', '=', fileId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (file === undefined) throw FileError.notFound();
      await lockContent(trx, database.engine, file.sha256);
      await trx.deleteFrom('files').where('id', '=', file.id).execute();
      const shared = await trx
        .selectFrom('files')
        .select('id')
        .where('sha256', '=', file.sha256)
        .limit(1)
        .executeTakeFirst();
      // Inside the transaction, under the lock: an upload of this content waits until it is gone.
      if (shared === undefined) await store.remove(file.sha256);
    });
  }
}
