import { Button, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconChevronDown, IconCpu } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { llmConfigsQuery } from '../agents/settings/llm-queries';
import type { TaskDetail } from '../api/api-types';
import { i18n } from '../i18n/i18n';
import { useUpdateConversation } from './conversation-mutations';

function modelLabel(task: TaskDetail): string {
  const model = task.answering_model;
  if (model === null) return i18n.t('conversations:modelSwitch.noModel');
  return model.model === null || model.model === model.name ? model.name : `${model.name} · ${model.model}`;
}

/**
 * Which model answers this conversation; its owner can pick another of their configurations for
 * it, or go back to the agent's.
 */
export function ModelSwitch({ task }: { task: TaskDetail }) {
  const { t } = useTranslation('conversations');
  const owner = task.viewer !== 'approver';
  const configs = useQuery({ ...llmConfigsQuery, enabled: owner });
  const update = useUpdateConversation();
  const choose = (configId: number | null) =>
    update.mutate(
      { taskId: task.id, patch: { llm_driver_config_id: configId } },
      {
        onError: (error) =>
          notifications.show({ color: 'red', title: t('modelSwitch.notChanged'), message: error.message }),
      },
    );
  const label = modelLabel(task);
  if (!owner)
    return (
      <Text fz="xs" c="dimmed" data-testid="answering-model">
        {label}
      </Text>
    );
  const chosen = task.llm_driver_config_id;
  const check = (on: boolean) =>
    on ? <IconCheck size={14} aria-hidden="true" /> : <span style={{ width: 14 }} />;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-xs"
          leftSection={<IconCpu size={13} aria-hidden="true" />}
          rightSection={<IconChevronDown size={12} aria-hidden="true" />}
          loading={update.isPending}
          aria-label={t('modelSwitch.ariaLabel', { label })}
          data-testid="answering-model"
          maw={260}
        >
          <Text span fz="xs" truncate="end">
            {label}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('modelSwitch.menuLabel')}</Menu.Label>
        <Menu.Item leftSection={check(chosen === null)} onClick={() => choose(null)}>
          {t('modelSwitch.agentDefault')}
        </Menu.Item>
        {(configs.data ?? []).map((config) => (
          <Menu.Item
            key={config.id}
            leftSection={check(chosen === config.id)}
            onClick={() => choose(config.id)}
          >
            {config.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
