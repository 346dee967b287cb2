import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { apiFieldError, hasFieldErrors } from '../ui/field-errors';
import { FormModal } from '../ui/form-modal';
import { templatePreviewQuery, useSavePromptTemplate } from './schedule-queries';
import type { PromptTemplate, TemplateVariable } from './schedule-types';

// The template syntax the prompt's description shows: the same in every language.
const placeholderExamples = {
  topic: '{{topic}}',
  topicWithDefault: '{{topic:rivers}}',
  date: '{{date}}',
  time: '{{time}}',
  weekday: '{{weekday}}',
  datetime: '{{datetime}}',
  agentName: '{{agent_name}}',
  userName: '{{user_name}}',
};

/** Create or edit a prompt template, with a preview rendered by the server as you type. */
export function PromptTemplateFormModal({
  agentId,
  template,
  opened,
  onClose,
}: {
  agentId: number;
  template: PromptTemplate | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('schedules');
  return (
    <FormModal
      title={
        template === null ? t('templateForm.newTitle') : t('templateForm.editTitle', { name: template.name })
      }
      opened={opened}
      onClose={onClose}
    >
      <TemplateForm agentId={agentId} template={template} onDone={onClose} />
    </FormModal>
  );
}

function TemplateForm({
  agentId,
  template,
  onDone,
}: {
  agentId: number;
  template: PromptTemplate | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('schedules');
  const [name, setName] = useState(template?.name ?? '');
  const [body, setBody] = useState(template?.body ?? '');
  const [variables, setVariables] = useState<TemplateVariable[]>(template?.variables ?? []);
  const [maxSteps, setMaxSteps] = useState<number | ''>(template?.max_steps ?? '');
  const save = useSavePromptTemplate(agentId);
  // Required variables show as ‹name› in the preview, rather than as an error.
  const sampleValues = Object.fromEntries(
    variables
      .filter((entry) => entry.name !== '' && entry.default === null)
      .map((entry) => [entry.name, `‹${entry.name}›`]),
  );
  const [draft] = useDebouncedValue({ body, variables, values: sampleValues }, 300);
  const preview = useQuery({ ...templatePreviewQuery(agentId, draft), enabled: draft.body.trim() !== '' });
  const previewReason =
    preview.isError && isApiError(preview.error) ? Object.values(preview.error.fields)[0] : undefined;
  const fieldError = (field: string) => apiFieldError(save.error, field);
  const setVariable = (index: number, patch: Partial<TemplateVariable>) =>
    setVariables((current) => current.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        templateId: template?.id ?? null,
        body: { name, body, variables, max_steps: maxSteps === '' ? null : maxSteps },
      },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'teal', message: t('templateForm.saved', { name: saved.name }) });
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('templateForm.name')}
          required
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={fieldError('name')}
        />
        <Textarea
          label={t('templateForm.prompt')}
          description={t('templateForm.promptDescription', placeholderExamples)}
          required
          autosize
          minRows={4}
          maxRows={12}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          error={fieldError('body')}
        />
        <Stack gap="xs">
          <Group justify="space-between">
            <Text fz="sm" fw={500}>
              {t('templateForm.variables')}
            </Text>
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconPlus size={14} />}
              onClick={() =>
                setVariables((current) => [...current, { name: '', description: null, default: null }])
              }
            >
              {t('templateForm.addVariable')}
            </Button>
          </Group>
          {variables.length === 0 && (
            <Text fz="sm" c="dimmed">
              {t('templateForm.noVariables')}
            </Text>
          )}
          {variables.map((variable, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity until they have a name
            <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
              <TextInput
                label={t('templateForm.variableName')}
                value={variable.name}
                onChange={(event) => setVariable(index, { name: event.currentTarget.value })}
                error={fieldError(`variables[${index}].name`)}
                style={{ flex: 1 }}
              />
              <TextInput
                label={t('templateForm.default')}
                value={variable.default ?? ''}
                placeholder={t('templateForm.defaultPlaceholder')}
                onChange={(event) =>
                  setVariable(index, {
                    default: event.currentTarget.value === '' ? null : event.currentTarget.value,
                  })
                }
                style={{ flex: 1 }}
              />
              <ActionIcon
                mt={26}
                variant="subtle"
                color="gray"
                aria-label={t('templateForm.removeVariable', { name: variable.name || index + 1 })}
                onClick={() => setVariables((current) => current.filter((_, at) => at !== index))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
        <NumberInput
          label={t('templateForm.maxSteps')}
          description={t('templateForm.maxStepsDescription')}
          min={1}
          max={100}
          value={maxSteps}
          onChange={(value) => setMaxSteps(typeof value === 'number' ? value : '')}
          error={fieldError('max_steps')}
        />
        <Stack gap={4} className="schedule-preview" aria-live="polite">
          <Text fz="xs" c="dimmed">
            {t('templateForm.preview')}
          </Text>
          {previewReason !== undefined ? (
            <Text fz="sm" c="red">
              {previewReason.charAt(0).toLocaleUpperCase() + previewReason.slice(1)}
            </Text>
          ) : (
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {draft.body.trim() === '' ? '—' : (preview.data ?? '…')}
            </Text>
          )}
        </Stack>
        {save.error !== null && !hasFieldErrors(save.error, ['name', 'body', 'max_steps']) && (
          <Alert color="red" variant="light" role="alert" title={t('templateForm.notSaved')}>
            {save.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('templateForm.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {template === null ? t('templateForm.create') : t('templateForm.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
