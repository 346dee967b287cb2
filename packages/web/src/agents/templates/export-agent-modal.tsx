import { Alert, Button, Code, Group, List, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { api, unwrap } from '../../api/client';
import { useInertBackground } from '../../ui/inert-background';
import { LoadError } from '../../ui/load-error';
import { downloadJson } from './download-json';

const exportQuery = (agentId: number) => ({
  queryKey: ['agent-export', agentId] as const,
  queryFn: () => unwrap(api.GET('/api/v1/agents/{id}/export', { params: { path: { id: agentId } } })),
  // Always what the agent is now: an export is a snapshot taken when asked for.
  staleTime: 0,
  gcTime: 0,
});

/**
 * Exports an agent as a template (GET /agents/{id}/export): a summary of what the file holds and
 * the server's notes on what it left out (secrets never leave), then a download of
 * `<template-id>.json`, which "New agent → Upload a template" imports again.
 */
export function ExportAgentModal({
  agent,
  onClose,
}: {
  agent: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('agents');
  useInertBackground(agent !== null);
  return (
    <Modal
      opened={agent !== null}
      onClose={onClose}
      title={t('export.title', { name: agent?.name ?? '' })}
      size="lg"
      centered
    >
      {agent !== null && <ExportSummary agentId={agent.id} onDone={onClose} />}
    </Modal>
  );
}

function ExportSummary({ agentId, onDone }: { agentId: number; onDone: () => void }) {
  const { t } = useTranslation('agents');
  const exported = useQuery(exportQuery(agentId));
  if (exported.isPending)
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('export.preparing')}>
        <Skeleton h={16} w="70%" />
        <Skeleton h={96} radius="md" />
        <Skeleton h={36} w={160} ml="auto" />
      </Stack>
    );
  if (exported.isError)
    return (
      <LoadError what={t('export.loadWhat')} error={exported.error} onRetry={() => exported.refetch()} />
    );
  const { template, info } = exported.data;
  const tools = template.tools ?? [];
  const plugins = template.required_plugins ?? [];
  const filename = `${template.id}.json`;
  return (
    <Stack gap="md">
      <Text fz="sm">{t('export.intro')}</Text>
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={150}>{t('export.templateId')}</Table.Th>
            <Table.Td>
              <Trans
                t={t}
                i18nKey="export.idAndVersion"
                values={{ id: template.id, version: template.version }}
                components={{ code: <Code /> }}
              />
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('export.tools')}</Table.Th>
            <Table.Td>
              {tools.length === 0
                ? t('export.none')
                : t('export.toolsEnabled', {
                    enabled: tools.filter((tool) => tool.enabled !== false).length,
                    total: tools.length,
                  })}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('export.plugins')}</Table.Th>
            <Table.Td>{plugins.length === 0 ? t('export.none') : plugins.join(', ')}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {info.length > 0 && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} title={t('export.leftOut')}>
          <List size="sm" spacing={4}>
            {info.map((note) => (
              <List.Item key={`${note.code}:${note.path ?? ''}`}>{note.message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {t('export.close')}
        </Button>
        <Button
          leftSection={<IconDownload size={16} />}
          onClick={() => {
            downloadJson(filename, template);
            onDone();
          }}
        >
          {t('export.download', { filename })}
        </Button>
      </Group>
    </Stack>
  );
}
