/**
 * A file picked for the next message. It uploads at once; the message carries the ids of those
 * that have arrived. A failed one stays in view with its reason until it is removed.
 */
export type PendingAttachment = {
  readonly key: string;
  readonly name: string;
  readonly size: number;
  /** The browser's guess until the server has sniffed the content. */
  readonly mediaType: string;
  /** An object URL of the picked file, for an image's thumbnail. */
  readonly previewUrl: string | null;
} & (
  | { readonly state: 'uploading'; readonly fileId?: never; readonly error?: never }
  | { readonly state: 'ready'; readonly fileId: number; readonly error?: never }
  | { readonly state: 'failed'; readonly fileId?: never; readonly error: string }
);

export type PendingAttachmentsAction =
  | { readonly type: 'added'; readonly attachment: PendingAttachment }
  | { readonly type: 'uploaded'; readonly key: string; readonly fileId: number; readonly mediaType: string }
  | { readonly type: 'failed'; readonly key: string; readonly error: string }
  | { readonly type: 'removed'; readonly key: string }
  | { readonly type: 'cleared' };

/** The files of the next message, in the order they were picked. */
export function pendingAttachmentsReducer(
  attachments: readonly PendingAttachment[],
  action: PendingAttachmentsAction,
): readonly PendingAttachment[] {
  switch (action.type) {
    case 'added':
      return [...attachments, action.attachment];
    case 'uploaded':
      // An upload that ends after its file was removed changes nothing.
      return attachments.map((attachment) =>
        attachment.key === action.key && attachment.state === 'uploading'
          ? { ...attachment, state: 'ready', fileId: action.fileId, mediaType: action.mediaType }
          : attachment,
      );
    case 'failed':
      return attachments.map((attachment) =>
        attachment.key === action.key && attachment.state === 'uploading'
          ? { ...attachment, state: 'failed', error: action.error }
          : attachment,
      );
    case 'removed':
      return attachments.filter((attachment) => attachment.key !== action.key);
    case 'cleared':
      return [];
  }
}

/** The ids to send with the message: the files that have arrived. */
export function attachmentIdsOf(attachments: readonly PendingAttachment[]): number[] {
  return attachments.flatMap((attachment) => (attachment.state === 'ready' ? [attachment.fileId] : []));
}

/** Whether any file is still on its way (the message waits for it). */
export function uploadsRunning(attachments: readonly PendingAttachment[]): boolean {
  return attachments.some((attachment) => attachment.state === 'uploading');
}
