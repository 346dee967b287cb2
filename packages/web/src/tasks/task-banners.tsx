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
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconClockHour4, IconHandStop, IconStairsUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { TaskDetail } from '../api/api-types';
import { formatTime } from '../i18n/format';
import { RelativeTime } from '../ui/relative-time';
import type { TaskActions } from './task-actions';

/** A stopped task waits for a person: it says when it stopped and how to carry on. */
export function StoppedBanner({ task }: { task: TaskDetail }) {
  const { t } = useTranslation('tasks');
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconHandStop size={18} aria-hidden="true" />}
      title={
        task.aborted_at === null
          ? t('banners.stopped.title')
          : t('banners.stopped.titleAt', { time: formatTime(task.aborted_at) })
      }
      data-testid="aborted-banner"
    >
      {t('banners.stopped.text')}
    </Alert>
  );
}

/** What went wrong, in words for people; the codes for whoever debugs it, on demand. */
export function FailedBanner({ task, actions }: { task: TaskDetail; actions: TaskActions }) {
  const { t } = useTranslation('tasks');
  const [detailsOpen, setDetailsOpen] = useState(false);
  const detailsId = useId();
  const retry = task.auto_retry;
  const scheduled = retry.state === 'scheduled' && retry.retry_at !== null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden="true" />}
      title={t('banners.failed.title')}
      data-testid="failed-banner"
    >
      <Stack gap="xs">
        <Text fz="sm">{task.error_message ?? t('banners.failed.fallback')}</Text>
        {scheduled && retry.retry_at !== null && (
          <Group gap={6} wrap="nowrap" data-testid="retry-countdown">
            <IconClockHour4 size={15} aria-hidden="true" />
            <Text fz="sm">
              <Trans
                t={t}
                i18nKey="banners.failed.retrying"
                values={{ attempt: retry.attempts + 1, max: retry.max_retries }}
                components={{ time: <RelativeTime value={retry.retry_at} /> }}
              />
            </Text>
          </Group>
        )}
        {retry.state === 'exhausted' && (
          <Text fz="sm" c="dimmed">
            {t('banners.failed.exhausted', { count: retry.max_retries })}
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
            {scheduled ? t('banners.failed.retryNow') : t('banners.failed.retry')}
          </Button>
          {scheduled && (
            <Button
              size="xs"
              variant="default"
              onClick={() => actions.cancelRetry.mutate()}
              loading={actions.cancelRetry.isPending}
              data-testid="cancel-retry-button"
            >
              {t('banners.failed.cancelRetry')}
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
              {detailsOpen ? t('banners.failed.hideDetails') : t('banners.failed.showDetails')}
            </Anchor>
          )}
        </Group>
        <Collapse expanded={detailsOpen} id={detailsId} keepMounted={false}>
          <Stack gap={4}>
            {task.error_code !== null && (
              <Text fz="xs">
                <Trans
                  t={t}
                  i18nKey="banners.failed.code"
                  values={{ code: task.error_code }}
                  components={{ code: <Code /> }}
                />
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
  const { t } = useTranslation('tasks');
  const [steps, setSteps] = useState<number>(task.max_steps);
  const [prompt, setPrompt] = useState(() => t('banners.maxSteps.defaultPrompt'));
  const send = () => {
    if (prompt.trim() === '') return;
    actions.continueWith.mutate(
      { prompt: prompt.trim(), additional_steps: steps },
      {
        onError: (error) =>
          notifications.show({ color: 'red', title: t('actions.continueFailed'), message: error.message }),
      },
    );
  };
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconStairsUp size={18} aria-hidden="true" />}
      title={t('banners.maxSteps.title', { used: task.step_count, max: task.max_steps })}
      data-testid="max-steps-banner"
    >
      <Stack gap="xs">
        <Text fz="sm">{t('banners.maxSteps.text')}</Text>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            label={t('banners.maxSteps.instruction')}
            size="xs"
            value={prompt}
            onChange={(event) => setPrompt(event.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
          />
          <NumberInput
            label={t('banners.maxSteps.steps')}
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
            {t('banners.maxSteps.submit')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
