import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ToolDescriptor } from '../api/api-types';
import { useSetOperationFlags } from './agent-tool-mutations';
import type { AgentOperation } from './tool-queries';
import { TriStateControl } from './tri-state-control';

/** One row per operation of an enabled tool: may it run, and does it ask a person first. */
export function OperationFlags({
  agentId,
  tool,
  operations,
}: {
  agentId: number;
  tool: ToolDescriptor;
  operations: readonly AgentOperation[];
}) {
  const { t } = useTranslation('tools');
  const setFlags = useSetOperationFlags(agentId);
  const pendingFor = (operation: string) =>
    setFlags.isPending &&
    setFlags.variables?.operation === operation &&
    setFlags.variables.toolId === tool.tool_name;
  return (
    <Stack
      gap="xs"
      component="ul"
      aria-label={t('operations.label', { tool: tool.display_name })}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {operations.map((operation) => {
        const declared = tool.operations.find((entry) => entry.name === operation.operation);
        const change = (flags: { enabled?: boolean | null; requires_approval?: boolean | null }) =>
          setFlags.mutate({ toolId: tool.tool_name, operation: operation.operation, flags });
        return (
          <Stack
            key={operation.operation}
            gap={6}
            component="li"
            className="operation-row"
            data-testid="operation-row"
            data-operation={operation.operation}
          >
            <Group gap="xs" wrap="nowrap">
              <Text fz="sm" fw={600} ff="monospace">
                {operation.operation}
              </Text>
              <Text fz="xs" c="dimmed" lineClamp={2}>
                {operation.description}
              </Text>
            </Group>
            <Group gap="md" wrap="wrap">
              <TriStateControl
                label={t('operations.runs')}
                context={operation.operation}
                state={operation.enabled}
                defaultState={declared?.enabled_by_default ?? true}
                onLabel={t('operations.on')}
                offLabel={t('operations.off')}
                disabled={pendingFor(operation.operation)}
                onChange={(enabled) => change({ enabled })}
              />
              <TriStateControl
                label={t('operations.approval')}
                context={operation.operation}
                state={operation.requires_approval}
                defaultState={declared?.requires_approval_by_default ?? false}
                onLabel={t('operations.ask')}
                offLabel={t('operations.autoApprove')}
                disabled={pendingFor(operation.operation) || !operation.effective_enabled}
                onChange={(requires_approval) => change({ requires_approval })}
              />
            </Group>
          </Stack>
        );
      })}
    </Stack>
  );
}
