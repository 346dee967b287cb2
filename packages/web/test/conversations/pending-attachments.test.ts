import { describe, expect, it } from 'vitest';
import {
  attachmentIdsOf,
  type PendingAttachment,
  pendingAttachmentsReducer,
  uploadsRunning,
} from '../../src/conversations/attachments/pending-attachments';

const picked = (key: string, name = `${key}.png`): PendingAttachment => ({
  key,
  name,
  size: 10,
  mediaType: '',
  previewUrl: null,
  state: 'uploading',
});

function withTwoPicked(): readonly PendingAttachment[] {
  const one = pendingAttachmentsReducer([], { type: 'added', attachment: picked('a') });
  return pendingAttachmentsReducer(one, { type: 'added', attachment: picked('b', 'b.pdf') });
}

describe('pending attachments', () => {
  it('keeps files in the order they were picked, and waits while any is uploading', () => {
    const attachments = withTwoPicked();
    expect(attachments.map((attachment) => attachment.key)).toEqual(['a', 'b']);
    expect(uploadsRunning(attachments)).toBe(true);
    expect(attachmentIdsOf(attachments)).toEqual([]);
  });

  it('sends the ids of the files that arrived, with the type the server found', () => {
    let attachments = withTwoPicked();
    attachments = pendingAttachmentsReducer(attachments, {
      type: 'uploaded',
      key: 'b',
      fileId: 7,
      mediaType: 'application/pdf',
    });
    expect(attachments[1]).toMatchObject({ state: 'ready', fileId: 7, mediaType: 'application/pdf' });
    expect(uploadsRunning(attachments)).toBe(true);
    attachments = pendingAttachmentsReducer(attachments, {
      type: 'uploaded',
      key: 'a',
      fileId: 3,
      mediaType: 'image/png',
    });
    expect(uploadsRunning(attachments)).toBe(false);
    expect(attachmentIdsOf(attachments)).toEqual([3, 7]);
  });

  it('keeps a failed file in view with its reason, and sends nothing for it', () => {
    const attachments = pendingAttachmentsReducer(withTwoPicked(), {
      type: 'failed',
      key: 'a',
      error: 'This file is too large.',
    });
    expect(attachments[0]).toMatchObject({ state: 'failed', error: 'This file is too large.' });
    expect(attachmentIdsOf(attachments)).toEqual([]);
  });

  it('ignores an upload that ends after its file was removed, or a second answer for one', () => {
    const removed = pendingAttachmentsReducer(withTwoPicked(), { type: 'removed', key: 'a' });
    const late = pendingAttachmentsReducer(removed, {
      type: 'uploaded',
      key: 'a',
      fileId: 3,
      mediaType: 'image/png',
    });
    expect(late).toEqual(removed);
    const ready = pendingAttachmentsReducer(removed, {
      type: 'uploaded',
      key: 'b',
      fileId: 7,
      mediaType: '',
    });
    expect(pendingAttachmentsReducer(ready, { type: 'failed', key: 'b', error: 'late' })).toEqual(ready);
  });

  it('starts over once the message has gone', () => {
    expect(pendingAttachmentsReducer(withTwoPicked(), { type: 'cleared' })).toEqual([]);
  });
});
