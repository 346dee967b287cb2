import { ActionIcon, Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import './attachments.css';
import type { Schema } from '../../api/api-types';
import { formatFileSize } from '../../i18n/format';
import { type FileKind, fileContentUrl, fileKindOf } from './file-kind';
import { FileKindIcon } from './file-kind-icon';

export type MessageAttachment = Schema<'MessageAttachment'>;

function DownloadLink({ attachment }: { attachment: MessageAttachment }) {
  const { t } = useTranslation('conversations');
  return (
    <ActionIcon
      component="a"
      href={fileContentUrl(attachment.id)}
      download={attachment.name}
      variant="subtle"
      color="gray"
      size="md"
      aria-label={t('attachments.download', { name: attachment.name })}
    >
      <IconDownload size={16} aria-hidden="true" />
    </ActionIcon>
  );
}

/** A picture: its thumbnail opens it whole in a new tab. */
function ImageCard({ attachment }: { attachment: MessageAttachment }) {
  const { t } = useTranslation('conversations');
  return (
    <Paper withBorder radius="md" className="spora-message-image" data-testid="message-attachment">
      <Anchor
        href={fileContentUrl(attachment.id)}
        target="_blank"
        rel="noopener"
        title={t('attachments.openImage', { name: attachment.name })}
        display="block"
      >
        <img src={fileContentUrl(attachment.id)} alt={attachment.name} loading="lazy" />
      </Anchor>
      <Group gap={4} wrap="nowrap" pl={8} pr={2} py={2}>
        <Text fz="xs" truncate style={{ flex: 1, minWidth: 0 }} title={attachment.name}>
          {attachment.name}
        </Text>
        <DownloadLink attachment={attachment} />
      </Group>
    </Paper>
  );
}

/** Any other file: what sort it is, its name and size, and a download link. */
function FileCard({ attachment, kind }: { attachment: MessageAttachment; kind: FileKind }) {
  const { t } = useTranslation('conversations');
  return (
    <Paper withBorder radius="md" p={8} className="spora-message-file" data-testid="message-attachment">
      <Group gap={10} wrap="nowrap">
        <span className="spora-attachment-thumb spora-attachment-icon" data-kind={kind}>
          <FileKindIcon kind={kind} size={22} />
        </span>
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <Text fz="sm" fw={500} truncate title={attachment.name}>
            {attachment.name}
          </Text>
          <Text fz="xs" c="dimmed" truncate>
            {t('attachments.details', {
              kind: t(`attachments.kind.${kind}`),
              size: formatFileSize(attachment.size_bytes),
            })}
          </Text>
        </Stack>
        <DownloadLink attachment={attachment} />
      </Group>
    </Paper>
  );
}

/**
 * Files in the conversation: those a person sent with a message (aligned with the message, at the
 * end) or those a tool returned (on its call's card, at the start). Pictures as thumbnails, the rest
 * as cards.
 */
export function MessageAttachments({
  attachments,
  from = 'person',
}: {
  attachments: readonly MessageAttachment[];
  from?: 'person' | 'tool';
}) {
  const { t } = useTranslation('conversations');
  if (attachments.length === 0) return null;
  return (
    <ul
      className="spora-attachment-list"
      data-align={from === 'person' ? 'end' : 'start'}
      aria-label={from === 'person' ? t('attachments.sent') : t('attachments.returned')}
    >
      {attachments.map((attachment) => {
        const kind = fileKindOf(attachment.media_type, attachment.name);
        return (
          <li key={attachment.id}>
            {kind === 'image' ? (
              <ImageCard attachment={attachment} />
            ) : (
              <FileCard attachment={attachment} kind={kind} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
