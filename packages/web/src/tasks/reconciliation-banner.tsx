import { Alert, Badge, Button, Code, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconPlayerPlay, IconQuestionMark } from '@tabler/icons-react';
import { useState } from 'react';
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
  const held = task.tool_calls.filter((call) => call.status === 'UNCERTAIN');
  const mayStop = task.allowed_actions.includes('abort');
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconQuestionMark size={18} aria-hidden="true" />}
      title={held.length === 1 ? 'Did this action run?' : `Did these ${held.length} actions run?`}
      data-testid="reconciliation-banner"
    >
      <Stack gap="sm">
        <Text fz="sm">
          The worker running the task stopped while{' '}
          {held.length === 1 ? 'this action was' : 'these actions were'} under way, so{' '}
          {held.length === 1 ? 'it' : 'each'} may or may not have taken effect. Check, then say what happened;
          nothing is run again until you do.
        </Text>
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
              Stop the task
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

/** One held call: what it was doing, with its arguments, and the two answers a person can give. */
function HeldCallCard({ call, actions }: { call: ToolCall; actions: TaskActions }) {
  const [result, setResult] = useState('');
  const pending = actions.reconcile.isPending && actions.reconcile.variables?.call_id === call.id;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-label={`Action to check: ${call.tool_display_name}`}
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
            <Text fz="sm">{call.human_description ?? `Call ${call.tool_name}`}</Text>
          </Stack>
        </Group>
        <Code block fz="xs" style={{ maxHeight: 160, overflow: 'auto' }} aria-label="Arguments">
          {JSON.stringify(call.proposed_arguments, null, 2)}
        </Code>
        <Textarea
          label="What it returned"
          description="If it ran: what it returned, or what you found. The agent reads this as the result."
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
            It ran — here is what it returned
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPlayerPlay size={14} aria-hidden="true" />}
            loading={pending && actions.reconcile.variables?.outcome === 'not_run'}
            onClick={() => actions.reconcile.mutate({ call_id: call.id, outcome: 'not_run' })}
          >
            It did not run — run it now
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
