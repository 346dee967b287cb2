import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPuzzle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToolDescriptor } from '../api/api-types';
import { EmptyState } from '../ui/empty-state';
import { LoadError } from '../ui/load-error';
import { useSetToolEnabled } from './agent-tool-mutations';
import { AgentToolSettingsModal } from './agent-tool-settings-modal';
import { agentOperationsQuery, agentToolStatusQuery, toolsQuery } from './tool-queries';
import { ToolTile } from './tool-tile';
import './tools.css';

interface OpenSettings {
  readonly toolName: string;
  readonly wantsEnable: boolean;
}

function byCategory(tools: readonly ToolDescriptor[]): [string, ToolDescriptor[]][] {
  const groups = new Map<string, ToolDescriptor[]>();
  for (const tool of tools) groups.set(tool.category, [...(groups.get(tool.category) ?? []), tool]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

const categoryTitle = (category: string) => category.charAt(0).toLocaleUpperCase() + category.slice(1);

/**
 * The agent's tools as tiles grouped by category: switch a tool on or off (one that misses
 * required settings opens them instead, saying what is missing), set each operation's flags,
 * and open a tool's settings on the agent's layer.
 */
export function AgentToolsSection({ agentId }: { agentId: number }) {
  const { t } = useTranslation('tools');
  const tools = useQuery(toolsQuery);
  const statuses = useQuery(agentToolStatusQuery(agentId));
  const operations = useQuery(agentOperationsQuery(agentId));
  const setEnabled = useSetToolEnabled(agentId);
  const [open, setOpen] = useState<OpenSettings | null>(null);

  if (tools.isError || statuses.isError) {
    return (
      <LoadError
        what={t('section.loadWhat')}
        error={tools.error ?? statuses.error}
        onRetry={() => {
          void tools.refetch();
          void statuses.refetch();
        }}
      />
    );
  }
  if (tools.isPending || statuses.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} aria-busy="true" aria-label={t('section.loading')}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height={120} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (tools.data.length === 0) {
    return (
      <EmptyState icon={<IconPuzzle size={28} />} title={t('section.empty')}>
        {t('section.emptyHint')}
      </EmptyState>
    );
  }
  const statusOf = new Map(statuses.data.map((status) => [status.tool_name, status]));
  const toggle = (tool: ToolDescriptor, enabled: boolean) => {
    const status = statusOf.get(tool.tool_name);
    if (enabled && status !== undefined && status.missing_required.length > 0) {
      setOpen({ toolName: tool.tool_name, wantsEnable: true });
      return;
    }
    setEnabled.mutate({ toolId: tool.tool_name, displayName: tool.display_name, enabled });
  };
  const openTool = open === null ? undefined : tools.data.find((tool) => tool.tool_name === open.toolName);
  const openStatus = openTool === undefined ? undefined : statusOf.get(openTool.tool_name);

  return (
    <Stack gap="lg">
      {operations.isError && (
        <LoadError
          what={t('section.operationsLoadWhat')}
          error={operations.error}
          onRetry={() => void operations.refetch()}
        />
      )}
      {byCategory(tools.data).map(([category, members]) => {
        const headingId = `tools-category-${category}`;
        const enabledCount = members.filter((tool) => statusOf.get(tool.tool_name)?.is_enabled).length;
        return (
          <Stack key={category} gap="sm" component="section" aria-labelledby={headingId}>
            <Title order={3} fz="h5" id={headingId}>
              {categoryTitle(category)}{' '}
              <Text component="span" fz="sm" c="dimmed" fw={400}>
                {t('section.enabledCount', { enabled: enabledCount, total: members.length })}
              </Text>
            </Title>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
              {members.map((tool) => {
                const status = statusOf.get(tool.tool_name);
                if (status === undefined) return null;
                return (
                  <ToolTile
                    key={tool.tool_name}
                    agentId={agentId}
                    tool={tool}
                    status={status}
                    operations={(operations.data ?? []).filter(
                      (operation) => operation.tool_name === tool.tool_name,
                    )}
                    switching={setEnabled.isPending && setEnabled.variables?.toolId === tool.tool_name}
                    onToggle={(enabled) => toggle(tool, enabled)}
                    onOpenSettings={() => setOpen({ toolName: tool.tool_name, wantsEnable: false })}
                  />
                );
              })}
            </SimpleGrid>
          </Stack>
        );
      })}
      {openTool !== undefined && openStatus !== undefined && open !== null && (
        <AgentToolSettingsModal
          agentId={agentId}
          tool={openTool}
          status={openStatus}
          wantsEnable={open.wantsEnable}
          enabling={setEnabled.isPending}
          onEnable={() =>
            setEnabled.mutate(
              { toolId: openTool.tool_name, displayName: openTool.display_name, enabled: true },
              { onSuccess: () => setOpen(null) },
            )
          }
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}
