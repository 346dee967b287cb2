import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconStairsUp } from '@tabler/icons-react';
import { useState } from 'react';
import type { TaskDetail } from '../api/api-types';
import type { TaskActions } from './task-actions';

/** How many more steps the banner offers first: as many again, up to the API's limit of 100. */
function suggestedSteps(task: TaskDetail): number {
  return Math.min(100, Math.max(1, task.max_steps));
}

/**
 * A task paused at its step limit (AWAITING_BUDGET): allow it N more steps to go on from where it
 * stopped — nothing is asked again and nothing is lost — or stop it.
 */
export function StepLimitBanner({ task, actions }: { task: TaskDetail; actions: TaskActions }) {
  const [steps, setSteps] = useState<number>(suggestedSteps(task));
  const valid = Number.isInteger(steps) && steps >= 1 && steps <= 100;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconStairsUp size={18} aria-hidden="true" />}
      title={`Paused at its step limit: ${task.max_steps} step${task.max_steps === 1 ? '' : 's'} used`}
      data-testid="step-limit-banner"
    >
      <Stack gap="xs">
        <Text fz="sm">
          It stopped before asking the model again. Allow it more steps and it carries on from here; or stop
          it.
        </Text>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <NumberInput
            label="More steps"
            size="xs"
            min={1}
            max={100}
            allowDecimal={false}
            w={110}
            value={steps}
            error={valid ? undefined : 'From 1 to 100'}
            onChange={(value) => setSteps(typeof value === 'number' ? value : Number.NaN)}
          />
          <Button
            size="xs"
            color="orange"
            disabled={!valid}
            loading={actions.extend.isPending}
            onClick={() => actions.extend.mutate(steps)}
          >
            {valid ? `Allow ${steps} more step${steps === 1 ? '' : 's'}` : 'Allow more steps'}
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={actions.abort.isPending}
            onClick={() => actions.abort.mutate()}
          >
            Stop the task
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
