import {
  Alert,
  Anchor,
  Button,
  Code,
  Collapse,
  Group,
  NumberInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconClockHour4, IconHandStop, IconStairsUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { TaskDetail } from '../api/api-types';
import { RelativeTime } from '../ui/relative-time';
import type { TaskActions } from './task-actions';

const timeOfDay = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** A stopped task waits for a person: it says when it stopped and how to carry on. */
export function StoppedBanner({ task }: { task: TaskDetail }) {
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconHandStop size={18} aria-hidden="true" />}
      title={
        task.aborted_at === null ? 'Stopped' : `Stopped at ${timeOfDay.format(new Date(task.aborted_at))}`
      }
      data-testid="aborted-banner"
    >
      Nothing runs until you say so. Send a new instruction below to continue.
    </Alert>
  );
}

/** What went wrong, in words for people; the codes for whoever debugs it, on demand. */
export function FailedBanner({ task, actions }: { task: TaskDetail; actions: TaskActions }) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const detailsId = useId();
  const retry = task.auto_retry;
  const scheduled = retry.state === 'scheduled' && retry.retry_at !== null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden="true" />}
      title="This task failed"
      data-testid="failed-banner"
    >
      <Stack gap="xs">
        <Text fz="sm">{task.error_message ?? 'The task stopped with an error.'}</Text>
        {scheduled && retry.retry_at !== null && (
          <Group gap={6} wrap="nowrap" data-testid="retry-countdown">
            <IconClockHour4 size={15} aria-hidden="true" />
            <Text fz="sm">
              Retrying automatically <RelativeTime value={retry.retry_at} /> (attempt {retry.attempts + 1} of{' '}
              {retry.max_retries}).
            </Text>
          </Group>
        )}
        {retry.state === 'exhausted' && (
          <Text fz="sm" c="dimmed">
            All {retry.max_retries} automatic retries were used.
          </Text>
        )}
        <Group gap="xs">
          <Button
            size="xs"
            color="red"
            onClick={() => actions.retry.mutate()}
            loading={actions.retry.isPending}
            data-testid="retry-button"
          >
            {scheduled ? 'Retry now' : 'Retry'}
          </Button>
          {scheduled && (
            <Button
              size="xs"
              variant="default"
              onClick={() => actions.cancelRetry.mutate()}
              loading={actions.cancelRetry.isPending}
              data-testid="cancel-retry-button"
            >
              Cancel automatic retry
            </Button>
          )}
          {(task.error_code !== null || task.failure_reason !== null) && (
            <Anchor
              component="button"
              type="button"
              fz="sm"
              c="red"
              aria-expanded={detailsOpen}
              aria-controls={detailsId}
              onClick={() => setDetailsOpen((open) => !open)}
            >
              {detailsOpen ? 'Hide details' : 'Technical details'}
            </Anchor>
          )}
        </Group>
        <Collapse expanded={detailsOpen} id={detailsId} keepMounted={false}>
          <Stack gap={4}>
            {task.error_code !== null && (
              <Text fz="xs">
                Code: <Code>{task.error_code}</Code>
              </Text>
            )}
            {task.failure_reason !== null && (
              <Code block fz="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {task.failure_reason}
              </Code>
            )}
          </Stack>
        </Collapse>
      </Stack>
    </Alert>
  );
}

/** The step budget ran out: a fresh budget and a nudge carry the task on. */
export function MaxStepsBanner({ task, actions }: { task: TaskDetail; actions: TaskActions }) {
  const [steps, setSteps] = useState<number>(task.max_steps);
  const [prompt, setPrompt] = useState('Carry on where you left off.');
  const send = () => {
    if (prompt.trim() === '') return;
    actions.continueWith.mutate({ prompt: prompt.trim(), additional_steps: steps });
  };
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconStairsUp size={18} aria-hidden="true" />}
      title={`This task used all ${task.step_count} of its ${task.max_steps} steps`}
      data-testid="max-steps-banner"
    >
      <Stack gap="xs">
        <Text fz="sm">Give it a fresh budget to let it finish.</Text>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            label="Instruction"
            size="xs"
            value={prompt}
            onChange={(event) => setPrompt(event.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
          />
          <NumberInput
            label="Steps"
            size="xs"
            min={1}
            max={100}
            w={90}
            value={steps}
            onChange={(value) => setSteps(typeof value === 'number' ? value : task.max_steps)}
          />
          <Button
            size="xs"
            color="orange"
            onClick={send}
            loading={actions.continueWith.isPending}
            disabled={prompt.trim() === ''}
            data-testid="reset-steps-button"
          >
            Reset steps and continue
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
