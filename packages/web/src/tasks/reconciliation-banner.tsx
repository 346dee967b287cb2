import { Alert, Badge, Button, Code, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconPlayerPlay, IconQuestionMark } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskDetail, ToolCall } from '../api/api-types';
import { ToolIcon } from '../ui/tool-icon';
import type { TaskActions } from './task-actions';

/**
 * A task whose worker stopped while a call with effects ran (NEEDS_RECONCILIATION): nobody knows
 * whether the call took effect, so it is never run again on its own. For each held call a person
 * says it ran and what it returned (the agent reads that as its result), or that it did not (it
 * runs now); or stops the task. The agent's owner and its approvers may answer; only the owner
 * may stop the task.
 */
export function ReconciliationBanner({ task, actions }: { task: TaskDetail; actions: TaskActions }) {
  const { t } = useTranslation('tasks');
  const held = task.tool_calls.filter((call) => call.status === 'UNCERTAIN');
  const mayStop = task.allowed_actions.includes('abort');
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconQuestionMark size={18} aria-hidden="true" />}
      title={t('reconciliation.title', { count: held.length })}
      data-testid="reconciliation-banner"
    >
      <Stack gap="sm">
        <Text fz="sm">{t('reconciliation.text', { count: held.length })}</Text>
        {held.map((call) => (
          <HeldCallCard key={call.id} call={call} actions={actions} />
        ))}
        {mayStop && (
          <Group>
            <Button
              size="xs"
              variant="default"
              loading={actions.abort.isPending}
              onClick={() => actions.abort.mutate()}
            >
              {t('reconciliation.stop')}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

/** One held call: what it was doing, with its arguments, and the two answers a person can give. */
function HeldCallCard({ call, actions }: { call: ToolCall; actions: TaskActions }) {
  const { t } = useTranslation('tasks');
  const [result, setResult] = useState('');
  const pending = actions.reconcile.isPending && actions.reconcile.variables?.call_id === call.id;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-label={t('reconciliation.callLabel', { tool: call.tool_display_name })}
    >
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ToolIcon iconKey={call.tool_icon} size={20} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Text fw={600}>{call.tool_display_name}</Text>
              {call.operation !== null && (
                <Badge variant="light" color="gray" size="sm" tt="none">
                  {call.operation}
                </Badge>
              )}
            </Group>
            <Text fz="sm">
              {call.human_description ?? t('reconciliation.callTool', { tool: call.tool_name })}
            </Text>
          </Stack>
        </Group>
        <Code
          block
          fz="xs"
          style={{ maxHeight: 160, overflow: 'auto' }}
          aria-label={t('reconciliation.arguments')}
        >
          {JSON.stringify(call.proposed_arguments, null, 2)}
        </Code>
        <Textarea
          label={t('reconciliation.result')}
          description={t('reconciliation.resultDescription')}
          autosize
          minRows={2}
          maxRows={6}
          value={result}
          onChange={(event) => setResult(event.currentTarget.value)}
        />
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            color="orange"
            disabled={result.trim() === ''}
            loading={pending && actions.reconcile.variables?.outcome === 'ran'}
            onClick={() =>
              actions.reconcile.mutate({ call_id: call.id, outcome: 'ran', result: result.trim() })
            }
          >
            {t('reconciliation.ran')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPlayerPlay size={14} aria-hidden="true" />}
            loading={pending && actions.reconcile.variables?.outcome === 'not_run'}
            onClick={() => actions.reconcile.mutate({ call_id: call.id, outcome: 'not_run' })}
          >
            {t('reconciliation.notRun')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
