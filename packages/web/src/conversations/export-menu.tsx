import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconBraces, IconDownload, IconMarkdown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const exportUrl = (taskId: number, format: 'markdown' | 'json') =>
  `/api/v1/tasks/${taskId}/export?format=${format}`;

/** Downloads the conversation, as Markdown to read or as JSON to process. */
export function ExportMenu({ taskId }: { taskId: number }) {
  const { t } = useTranslation('conversations');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label={t('export.label')} withArrow openDelay={300}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('export.ariaLabel')}>
            <IconDownload size={17} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component="a"
          href={exportUrl(taskId, 'markdown')}
          download
          leftSection={<IconMarkdown size={15} aria-hidden="true" />}
        >
          {t('export.markdown')}
        </Menu.Item>
        <Menu.Item
          component="a"
          href={exportUrl(taskId, 'json')}
          download
          leftSection={<IconBraces size={15} aria-hidden="true" />}
        >
          {t('export.json')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
