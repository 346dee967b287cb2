import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../i18n/format';
import { ConfirmModal } from '../ui/confirm-modal';
import { LoadError } from '../ui/load-error';
import { WebhookCreateModal } from './webhook-create-modal';
import { WebhookDeliveries } from './webhook-deliveries';
import {
  type RevealedWebhook,
  useDeleteWebhook,
  useRotateWebhookSecret,
  useToggleWebhook,
  type Webhook,
  webhooksQuery,
} from './webhook-queries';
import { WebhookReveal } from './webhook-reveal';

/**
 * The agent's inbound webhooks: each with its state, its latest deliveries and the tasks they
 * started; create one (its URL and secret shown once), turn it off, rotate its secret, delete it.
 */
export function WebhooksSection({ agentId }: { agentId: number }) {
  const { t } = useTranslation('webhooks');
  const hooks = useQuery(webhooksQuery(agentId));
  const [creating, setCreating] = useState(false);
  const [rotated, setRotated] = useState<RevealedWebhook | null>(null);

  if (hooks.isError)
    return <LoadError what={t('loadWhat')} error={hooks.error} onRetry={() => hooks.refetch()} />;
  if (hooks.data === undefined) return <Skeleton h={160} radius="md" />;
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} fz="h4">
              {t('title')}
            </Title>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              {t('add')}
            </Button>
          </Group>
          <Text fz="sm" c="dimmed">
            {t('intro')}
          </Text>
          {hooks.data.length === 0 && <Text fz="sm">{t('none')}</Text>}
        </Stack>
      </Card>
      {hooks.data.map((hook) => (
        <WebhookCard key={hook.id} agentId={agentId} hook={hook} onRotated={setRotated} />
      ))}
      <WebhookCreateModal agentId={agentId} opened={creating} onClose={() => setCreating(false)} />
      <Modal
        opened={rotated !== null}
        onClose={() => setRotated(null)}
        title={t('rotate.doneTitle')}
        size="lg"
      >
        {rotated && <WebhookReveal url={null} secret={rotated.secret} />}
      </Modal>
    </Stack>
  );
}

function WebhookCard({
  agentId,
  hook,
  onRotated,
}: {
  agentId: number;
  hook: Webhook;
  onRotated: (revealed: RevealedWebhook) => void;
}) {
  const { t } = useTranslation('webhooks');
  const toggle = useToggleWebhook(agentId);
  const rotate = useRotateWebhookSecret(agentId);
  const remove = useDeleteWebhook(agentId);
  const [deleting, setDeleting] = useState(false);
  const failed = (error: Error) =>
    notifications.show({ color: 'red', title: t('notChanged'), message: error.message });
  return (
    <Card withBorder radius="md" padding="lg" aria-label={hook.name} component="section">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={2}>
            <Title order={3} fz="h5">
              {hook.name}
            </Title>
            <Group gap="xs">
              <Badge variant="light" color={hook.verify_signature ? 'teal' : 'gray'}>
                {hook.verify_signature ? t('signed') : t('unsigned')}
              </Badge>
              <Badge variant="light">{t(`modes.${hook.payload_mode}`)}</Badge>
              <Text fz="xs" c="dimmed">
                {t('urlHint', { hint: hook.token_hint })}
              </Text>
            </Group>
            {hook.previous_secret_expires_at !== null && (
              <Text fz="xs" c="dimmed">
                {t('rotate.graceUntil', { time: formatDateTime(hook.previous_secret_expires_at) })}
              </Text>
            )}
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Switch
              label={t('enabled')}
              checked={hook.enabled}
              onChange={(event) =>
                toggle.mutate(
                  { webhookId: hook.id, enabled: event.currentTarget.checked },
                  { onError: failed },
                )
              }
            />
            {hook.verify_signature && (
              <Tooltip label={t('rotate.action')} withArrow>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('rotate.action')}
                  loading={rotate.isPending}
                  onClick={() => rotate.mutate(hook.id, { onSuccess: onRotated, onError: failed })}
                >
                  <IconKey size={16} />
                </ActionIcon>
              </Tooltip>
            )}
            <Tooltip label={t('delete', { name: hook.name })} withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('delete', { name: hook.name })}
                loading={remove.isPending}
                onClick={() => setDeleting(true)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <Title order={4} fz="sm">
          {t('deliveries.title')}
        </Title>
        <WebhookDeliveries agentId={agentId} webhookId={hook.id} />
      </Stack>
      <ConfirmModal
        opened={deleting}
        title={t('deleteTitle')}
        confirmLabel={t('deleteConfirm')}
        busy={remove.isPending}
        refusal={remove.error === null ? null : { title: t('notChanged'), message: remove.error.message }}
        onConfirm={() => remove.mutate(hook.id, { onSuccess: () => setDeleting(false) })}
        onClose={() => setDeleting(false)}
      >
        {t('deleteDescription', { name: hook.name })}
      </ConfirmModal>
    </Card>
  );
}
