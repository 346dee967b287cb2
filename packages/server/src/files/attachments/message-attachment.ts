/**
 * A file as a history row refers to it: its id with what the conversation shows of it, copied
 * when it was attached, so the row still names a file deleted since. Stored as a JSON array in
 * `task_history.attachments`.
 */
export interface MessageAttachment {
  readonly file_id: number;
  readonly name: string;
  readonly media_type: string;
  readonly size_bytes: number;
}

export function encodeAttachments(attachments: readonly MessageAttachment[]): string | null {
  return attachments.length === 0 ? null : JSON.stringify(attachments);
}

/** The attachments of a stored row; a value that is not a list of them reads as none. */
export function decodeAttachments(stored: string | null): readonly MessageAttachment[] {
  if (stored === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [];
  }
  return Array.isArray(parsed) ? parsed.filter(isMessageAttachment) : [];
}

function isMessageAttachment(value: unknown): value is MessageAttachment {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.file_id === 'number' &&
    typeof record.name === 'string' &&
    typeof record.media_type === 'string' &&
    typeof record.size_bytes === 'number'
  );
}
