import type { ToolResult } from '@spora/sdk';
import { sizeInWords } from '../files/extraction/size-in-words.js';
import type { MessageAttachment, ToolFiles } from '../files/index.js';

/**
 * The files a call returned, once saved, kept by the result's identity (like the other marks on
 * results): the history row of the result carries them, so the conversation shows them.
 */
const savedFiles = new WeakMap<ToolResult, readonly MessageAttachment[]>();

export function savedFilesOf(result: ToolResult): readonly MessageAttachment[] {
  return savedFiles.get(result) ?? [];
}

/**
 * Saves the files `result` carries as the task's and answers the text the model reads: the result's
 * own, then which files were saved (name, id, type and size, so a later call can read one) and which
 * were not, and why. The bytes are not kept on the result that goes on.
 */
export async function withSavedFiles(
  result: ToolResult,
  files: ToolFiles | undefined,
  taskId: number,
  ownerUserId: number | undefined,
): Promise<{ content: string; saved: readonly MessageAttachment[] }> {
  if (result.files.length === 0) return { content: result.content, saved: [] };
  if (files === undefined || ownerUserId === undefined) {
    const names = result.files.map((file) => `"${file.name}"`).join(', ');
    return { content: `${result.content}\n\n[Files not saved (no file storage here): ${names}]`, saved: [] };
  }
  const outcome = await files.save(taskId, ownerUserId, result.files);
  const lines = [
    ...outcome.saved.map(
      (file) =>
        `[File saved: "${file.name}" (file ${file.file_id}, ${file.media_type}, ${sizeInWords(file.size_bytes)})]`,
    ),
    ...outcome.refused.map((file) => `[File not saved: "${file.name}": ${file.reason}]`),
  ];
  return { content: [result.content, ...lines].join('\n'), saved: outcome.saved };
}

export function markSavedFiles(result: ToolResult, saved: readonly MessageAttachment[]): ToolResult {
  if (saved.length > 0) savedFiles.set(result, saved);
  return result;
}
