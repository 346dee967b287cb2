import { CloseButton, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import './attachments.css';
import { formatFileSize } from '../../i18n/format';
import { fileKindOf } from './file-kind';
import { FileKindIcon } from './file-kind-icon';
import type { PendingAttachment } from './pending-attachments';
import type { AttachmentUploads } from './use-attachment-uploads';

function Preview({ attachment }: { attachment: PendingAttachment }) {
  if (attachment.previewUrl !== null)
    // The name is written beside it, so the picture itself says nothing more.
    return <img src={attachment.previewUrl} alt="" className="spora-attachment-thumb" />;
  return (
    <span className="spora-attachment-thumb spora-attachment-icon">
      <FileKindIcon kind={fileKindOf(attachment.mediaType, attachment.name)} size={20} />
    </span>
  );
}

function PendingChip({ attachment, onRemove }: { attachment: PendingAttachment; onRemove: () => void }) {
  const { t } = useTranslation('conversations');
  return (
    <Paper
      withBorder
      radius="md"
      p={6}
      className="spora-attachment-chip"
      data-state={attachment.state}
      data-testid="pending-attachment"
    >
      <Group gap={8} wrap="nowrap" align="flex-start">
        <Preview attachment={attachment} />
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <Text fz="sm" fw={500} truncate title={attachment.name}>
            {attachment.name}
          </Text>
          {attachment.state === 'uploading' ? (
            <Group gap={6} wrap="nowrap">
              <Loader size={10} aria-hidden="true" />
              <Text fz="xs" c="dimmed">
                {t('attachments.uploading')}
              </Text>
            </Group>
          ) : attachment.state === 'failed' ? (
            <Text fz="xs" c="red" role="alert">
              {attachment.error}
            </Text>
          ) : (
            <Text fz="xs" c="dimmed">
              {formatFileSize(attachment.size)}
            </Text>
          )}
        </Stack>
        <CloseButton
          size="sm"
          aria-label={t('attachments.remove', { name: attachment.name })}
          onClick={onRemove}
        />
      </Group>
    </Paper>
  );
}

/** The files of the next message, above the text box: each with its state and a way to take it off. */
export function AttachmentTray({ uploads }: { uploads: AttachmentUploads }) {
  const { t } = useTranslation('conversations');
  if (uploads.attachments.length === 0) return null;
  return (
    <ul className="spora-attachment-list" aria-label={t('attachments.pending')}>
      {uploads.attachments.map((attachment) => (
        <li key={attachment.key}>
          <PendingChip attachment={attachment} onRemove={() => uploads.remove(attachment.key)} />
        </li>
      ))}
    </ul>
  );
}
