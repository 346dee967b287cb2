import { ActionIcon, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconPencil, IconTemplate, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../ui/confirm-modal';
import { EmptyState } from '../ui/empty-state';
import { LoadError } from '../ui/load-error';
import { PromptTemplateFormModal } from './prompt-template-form-modal';
import { promptTemplatesQuery, useDeletePromptTemplate } from './schedule-queries';
import type { PromptTemplate } from './schedule-types';
import './schedules.css';

/** The agent's prompt templates: reusable prompts with variables, for the composer and schedules. */
export function PromptTemplatesTab({ agentId }: { agentId: number }) {
  const { t } = useTranslation('schedules');
  const templates = useQuery(promptTemplatesQuery(agentId));
  const [editing, setEditing] = useState<PromptTemplate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PromptTemplate | null>(null);
  const remove = useDeletePromptTemplate(agentId);
  const create = (
    <Button leftSection={<IconTemplate size={16} />} onClick={() => setEditing('new')}>
      {t('templates.create')}
    </Button>
  );

  let body: React.ReactNode;
  if (templates.isPending) body = <Skeleton h={90} radius="lg" aria-busy="true" />;
  else if (templates.isError)
    body = (
      <LoadError what={t('templates.loadWhat')} error={templates.error} onRetry={() => templates.refetch()} />
    );
  else if (templates.data.length === 0)
    body = (
      <EmptyState icon={<IconTemplate size={28} />} title={t('templates.empty.title')} action={create}>
        {t('templates.empty.description', { example: '{{topic}}' })}
      </EmptyState>
    );
  else
    body = (
      <Stack gap="sm">
        {templates.data.map((template) => (
          <Paper key={template.id} withBorder radius="lg" p="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} miw={0}>
                <Text fw={650}>{template.name}</Text>
                <Text fz="sm" c="dimmed" lineClamp={2} ff="monospace">
                  {template.body}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('templates.edit', { name: template.name })}
                  onClick={() => setEditing(template)}
                >
                  <IconPencil size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('templates.delete', { name: template.name })}
                  onClick={() => {
                    remove.reset();
                    setDeleting(template);
                  }}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    );

  return (
    <Stack gap="md">
      {templates.data !== undefined && templates.data.length > 0 && (
        <Group justify="flex-end">{create}</Group>
      )}
      {body}
      <PromptTemplateFormModal
        agentId={agentId}
        template={editing === 'new' ? null : editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('templates.deleteModal.title')}
        confirmLabel={t('templates.deleteModal.confirm')}
        busy={remove.isPending}
        refusal={
          remove.error === null
            ? null
            : { title: t('templates.deleteModal.failed'), message: remove.error.message }
        }
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      >
        {t('templates.deleteModal.description', { name: deleting?.name ?? '' })}
      </ConfirmModal>
    </Stack>
  );
}
