import type { LlmAttachment } from '@spora/sdk';
import type { DatabaseConnection, FileRow } from '../../db/index.js';
import { lockContent } from '../content-lock.js';
import { extractionFailure } from '../extraction/extraction-result.js';
import { documentForModel, type ExtractionLimits } from '../extraction/index.js';
import { sizeInWords } from '../extraction/size-in-words.js';
import { FileError } from '../file-error.js';
import type { FileStore } from '../file-store.js';
import { attachmentKindOf } from './attachment-kind.js';
import { readBlob } from './file-bytes.js';
import { textOfFile } from './file-text.js';
import type { MessageAttachment } from './message-attachment.js';

/** How much one message may carry. */
export interface AttachmentLimits {
  readonly maxFiles: number;
  /** All of a message's files together. */
  readonly maxBytes: number;
}

/** What the model that will read a message takes besides text (from its driver). */
export interface ModelInput {
  readonly name: string;
  readonly supportsImageInput: boolean;
  readonly sendsPdfAsDocument: boolean;
}

/** A message's files as a model reads them: documents as text blocks, the rest as attachments. */
export interface ModelAttachments {
  readonly documents: readonly string[];
  readonly attachments: readonly LlmAttachment[];
}

export interface AttachmentServiceDependencies {
  readonly database: DatabaseConnection;
  readonly store: FileStore;
  readonly limits: AttachmentLimits;
  readonly extraction?: Partial<ExtractionLimits>;
}

/**
 * Files sent with messages: checked when a message is sent, so that everything a model could not
 * take is refused then, with a code, rather than failing the run later; and turned into what the
 * model reads when a turn's request is built.
 */
export class AttachmentService {
  constructor(private readonly dependencies: AttachmentServiceDependencies) {}

  get limits(): AttachmentLimits {
    return this.dependencies.limits;
  }

  /**
   * The user's files `fileIds` as a message carries them, in the order given. Another user's file
   * is FILE_NOT_FOUND; an image for a model without image input, and a document that cannot be
   * read, are refused (a document's text is read here, once, and kept). `model` is null when no
   * configuration resolves yet: images are then let through, and the run says what is missing.
   */
  async prepare(
    userId: number,
    fileIds: readonly number[],
    model: ModelInput | null,
  ): Promise<MessageAttachment[]> {
    const ids = [...new Set(fileIds)];
    if (ids.length === 0) return [];
    const { limits } = this.dependencies;
    if (ids.length > limits.maxFiles) {
      throw new FileError(
        'ATTACHMENTS_TOO_MANY',
        `A message can carry at most ${limits.maxFiles} files; this one has ${ids.length}.`,
        { max_files: limits.maxFiles },
      );
    }
    const rows = await this.dependencies.database.db
      .selectFrom('files')
      .selectAll()
      .where('id', 'in', ids)
      .where('user_id', '=', userId)
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const files = ids.map((id) => {
      const file = byId.get(id);
      if (file === undefined) throw new FileError('FILE_NOT_FOUND', `File ${id} not found.`, { file_id: id });
      return file;
    });
    const total = files.reduce((sum, file) => sum + Number(file.size_bytes), 0);
    if (total > limits.maxBytes) {
      throw new FileError(
        'ATTACHMENTS_TOO_LARGE',
        `The files of one message may have ${sizeInWords(limits.maxBytes)} together; these have ${sizeInWords(total)}.`,
        { max_bytes: limits.maxBytes },
      );
    }
    for (const file of files) await this.check(file, model);
    return files.map((file) => ({
      file_id: file.id,
      name: file.name,
      media_type: file.media_type,
      size_bytes: Number(file.size_bytes),
    }));
  }

  private async check(file: FileRow, model: ModelInput | null): Promise<void> {
    const kind = attachmentKindOf(file.media_type, file.name);
    if (kind.kind === 'image' && model !== null && !model.supportsImageInput) {
      throw new FileError(
        'MODEL_IMAGE_INPUT_UNSUPPORTED',
        `"${file.name}" is an image, and the model ${model.name} does not take images. Choose a model that does, or turn on “Supports image input” in its configuration.`,
        { file_id: file.id },
      );
    }
    const readAsText = kind.kind === 'document' || (kind.kind === 'pdf' && !model?.sendsPdfAsDocument);
    if (!readAsText) return;
    const text = await textOfFile(this.dependencies, file);
    if (!text.ok) throw new FileError(text.code, text.message, { file_id: file.id });
  }

  /**
   * A message's files as `model` reads them. Documents (and PDFs, unless sent whole) become text
   * blocks naming the file; a file deleted since, or of a type no model reads, is named with the
   * reason, so the model does not guess at it. Images are passed on as they are: whether the
   * model takes them is checked before (`prepare`, and the run before each request).
   */
  async forModel(attachments: readonly MessageAttachment[], model: ModelInput): Promise<ModelAttachments> {
    if (attachments.length === 0) return { documents: [], attachments: [] };
    const rows = await this.dependencies.database.db
      .selectFrom('files')
      .selectAll()
      .where(
        'id',
        'in',
        attachments.map((attachment) => attachment.file_id),
      )
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const documents: string[] = [];
    const sent: LlmAttachment[] = [];
    for (const attachment of attachments) {
      const file = byId.get(attachment.file_id);
      if (file === undefined) {
        documents.push(
          documentForModel(
            attachment.name,
            extractionFailure('EXTRACTION_FAILED', `"${attachment.name}" was deleted after it was sent.`),
          ),
        );
        continue;
      }
      const kind = attachmentKindOf(file.media_type, file.name);
      if (kind.kind === 'image' || (kind.kind === 'pdf' && model.sendsPdfAsDocument)) {
        const bytes = await readBlob(this.dependencies.store, file.sha256);
        if (bytes === null)
          throw new Error(`The content of file ${file.id} (${file.sha256}) is missing from the store.`);
        const data = bytes.toString('base64');
        sent.push(
          kind.kind === 'image'
            ? { type: 'image', name: file.name, mediaType: kind.mediaType, data }
            : { type: 'pdf', name: file.name, data },
        );
        continue;
      }
      if (kind.kind === 'other') {
        documents.push(
          documentForModel(
            file.name,
            extractionFailure(
              'EXTRACTION_UNSUPPORTED_TYPE',
              `"${file.name}" (${file.media_type}, ${sizeInWords(Number(file.size_bytes))}) is attached; its content cannot be shown as text.`,
            ),
          ),
        );
        continue;
      }
      documents.push(documentForModel(file.name, await textOfFile(this.dependencies, file)));
    }
    return { documents, attachments: sent };
  }

  /**
   * Removes the blobs of hashes that no file uses any more, once the deletion that released them
   * has committed; each is checked again under the content lock, since an upload of the same
   * content may have arrived in between.
   */
  async releaseBlobs(hashes: readonly string[]): Promise<void> {
    const { database, store } = this.dependencies;
    for (const hash of hashes) {
      await database.db.transaction().execute(async (trx) => {
        await lockContent(trx, database.engine, hash);
        const used = await trx
          .selectFrom('files')
          .select('id')
          .where('sha256', '=', hash)
          .limit(1)
          .executeTakeFirst();
        if (used === undefined) await store.remove(hash);
      });
    }
  }
}
