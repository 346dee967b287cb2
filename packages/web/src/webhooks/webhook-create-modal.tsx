import { Alert, Button, Group, Modal, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { promptTemplatesQuery } from '../schedules/schedule-queries';
import { type RevealedWebhook, useCreateWebhook } from './webhook-queries';
import { WebhookReveal } from './webhook-reveal';

/**
 * Creates a hook with the default signing scheme: a name, whether deliveries must be signed, a
 * prompt template (payload fields fill its variables) or an instruction the payload follows, and
 * an optional callback URL. Once created, shows the URL and secret, which cannot be shown again.
 */
export function WebhookCreateModal({
  agentId,
  opened,
  onClose,
}: {
  agentId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('webhooks');
  const templates = useQuery({ ...promptTemplatesQuery(agentId), enabled: opened });
  const create = useCreateWebhook(agentId);
  const [name, setName] = useState('');
  const [signed, setSigned] = useState(true);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [promptText, setPromptText] = useState('');
  const [callbackUrl, setCallbackUrl] = useState('');
  const [created, setCreated] = useState<RevealedWebhook | null>(null);

  const close = () => {
    setName('');
    setSigned(true);
    setTemplateId(null);
    setPromptText('');
    setCallbackUrl('');
    setCreated(null);
    create.reset();
    onClose();
  };
  const submit = () =>
    create.mutate(
      {
        name: name.trim(),
        verify_signature: signed,
        ...(templateId === null
          ? { payload_mode: 'text' as const, prompt_text: promptText.trim() || null }
          : { payload_mode: 'template' as const, prompt_template_id: Number(templateId) }),
        callback_url: callbackUrl.trim() || null,
      },
      { onSuccess: setCreated },
    );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={created ? t('create.createdTitle') : t('create.title')}
      size="lg"
    >
      {created ? (
        <Stack>
          <WebhookReveal url={created.url} secret={created.secret} />
          <Group justify="flex-end">
            <Button onClick={close}>{t('create.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <TextInput
            label={t('create.name')}
            required
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={100}
          />
          <Switch
            label={t('create.signed')}
            description={t('create.signedHint')}
            checked={signed}
            onChange={(event) => setSigned(event.currentTarget.checked)}
          />
          <Select
            label={t('create.template')}
            description={t('create.templateHint')}
            placeholder={t('create.noTemplate')}
            clearable
            data={(templates.data ?? []).map((template) => ({
              value: String(template.id),
              label: template.name,
            }))}
            value={templateId}
            onChange={setTemplateId}
          />
          {templateId === null && (
            <Textarea
              label={t('create.promptText')}
              description={t('create.promptTextHint')}
              autosize
              minRows={2}
              value={promptText}
              onChange={(event) => setPromptText(event.currentTarget.value)}
            />
          )}
          <TextInput
            label={t('create.callbackUrl')}
            description={t('create.callbackUrlHint')}
            placeholder="https://"
            value={callbackUrl}
            onChange={(event) => setCallbackUrl(event.currentTarget.value)}
          />
          {create.error && (
            <Alert color="red" variant="light">
              {create.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('create.cancel')}
            </Button>
            <Button onClick={submit} loading={create.isPending} disabled={name.trim() === ''}>
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
