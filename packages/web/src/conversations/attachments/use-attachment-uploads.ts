import { useCallback, useEffect, useReducer, useRef } from 'react';
import { api } from '../../api/client';
import { fileKindOf } from './file-kind';
import {
  attachmentIdsOf,
  type PendingAttachment,
  pendingAttachmentsReducer,
  uploadsRunning,
} from './pending-attachments';
import { uploadErrorMessage, uploadFile } from './upload-file';

export interface AttachmentUploads {
  readonly attachments: readonly PendingAttachment[];
  /** Ids of the uploaded files, for the message's `attachments`. */
  readonly ids: number[];
  /** A file is still uploading: the message waits. */
  readonly running: boolean;
  add(files: readonly File[]): void;
  remove(key: string): void;
  /** After the message went: the files now belong to it. */
  clear(): void;
}

let nextKey = 0;

/**
 * The files of a composer's next message: each uploads as soon as it is picked, dropped or pasted;
 * removing one stops its upload (or deletes the file it left on the server).
 */
export function useAttachmentUploads(): AttachmentUploads {
  const [attachments, dispatch] = useReducer(pendingAttachmentsReducer, []);
  const uploads = useRef(new Map<string, AbortController>());
  const previews = useRef(new Map<string, string>());
  const current = useRef(attachments);
  current.current = attachments;

  const forget = useCallback((key: string) => {
    uploads.current.get(key)?.abort();
    uploads.current.delete(key);
    const preview = previews.current.get(key);
    if (preview !== undefined) URL.revokeObjectURL(preview);
    previews.current.delete(key);
  }, []);

  useEffect(() => {
    const running = uploads.current;
    const urls = previews.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const url of urls.values()) URL.revokeObjectURL(url);
    };
  }, []);

  const add = useCallback((files: readonly File[]) => {
    for (const file of files) {
      nextKey += 1;
      const key = `attachment-${nextKey}`;
      const previewUrl = fileKindOf(file.type, file.name) === 'image' ? URL.createObjectURL(file) : null;
      if (previewUrl !== null) previews.current.set(key, previewUrl);
      const controller = new AbortController();
      uploads.current.set(key, controller);
      dispatch({
        type: 'added',
        attachment: {
          key,
          name: file.name,
          size: file.size,
          mediaType: file.type,
          previewUrl,
          state: 'uploading',
        },
      });
      uploadFile(file, controller.signal).then(
        (uploaded) => {
          uploads.current.delete(key);
          dispatch({ type: 'uploaded', key, fileId: uploaded.id, mediaType: uploaded.media_type });
        },
        (error: unknown) => {
          uploads.current.delete(key);
          if (controller.signal.aborted) return;
          dispatch({ type: 'failed', key, error: uploadErrorMessage(error) });
        },
      );
    }
  }, []);

  const remove = useCallback(
    (key: string) => {
      const attachment = current.current.find((candidate) => candidate.key === key);
      forget(key);
      dispatch({ type: 'removed', key });
      // A file no message will carry is not kept; failing to delete it costs only its space.
      if (attachment?.state === 'ready')
        api
          .DELETE('/api/v1/files/{id}', { params: { path: { id: attachment.fileId } } })
          .catch(() => undefined);
    },
    [forget],
  );

  const clear = useCallback(() => {
    for (const attachment of current.current) forget(attachment.key);
    dispatch({ type: 'cleared' });
  }, [forget]);

  return {
    attachments,
    ids: attachmentIdsOf(attachments),
    running: uploadsRunning(attachments),
    add,
    remove,
    clear,
  };
}
