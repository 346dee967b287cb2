import { Alert, Button, Group, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Agent } from '../../api/api-types';
import { apiFieldError, hasFieldErrors } from '../../ui/field-errors';
import { useCreateAgent } from '../agent-mutations';
import {
  type AgentDraft,
  createBodyOf,
  draftErrors,
  emptyAgentDraft,
  maxStepsBounds,
  nameMaxLength,
} from './agent-draft';

const formFields = ['name', 'description', 'system_prompt', 'max_steps'] as const;

/** A new agent from nothing: name, what it is for, how it should work, how far one task may go. */
export function BlankAgentForm({
  onCreated,
  onCancel,
}: {
  onCreated: (agent: Agent) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('agents');
  const [draft, setDraft] = useState<AgentDraft>(emptyAgentDraft);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const creation = useCreateAgent();
  const errors = draftErrors(draft);
  const change = (patch: Partial<AgentDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    if (creation.isError) creation.reset();
  };
  const check = (field: string) => setChecked((current) => new Set([...current, field]));
  const errorFor = (field: 'name' | 'description' | 'system_prompt' | 'max_steps') =>
    (checked.has(field) ? errors[field as keyof typeof errors] : undefined) ??
    apiFieldError(creation.error, field);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(new Set(formFields));
    if (Object.keys(errors).length > 0) return;
    creation.mutate(createBodyOf(draft), { onSuccess: onCreated });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('blank.name')}
          placeholder={t('blank.namePlaceholder')}
          required
          data-autofocus
          maxLength={nameMaxLength + 20}
          value={draft.name}
          onChange={(event) => change({ name: event.currentTarget.value })}
          onBlur={() => draft.name !== '' && check('name')}
          error={errorFor('name')}
        />
        <Textarea
          label={t('blank.description')}
          description={t('blank.descriptionHint')}
          placeholder={t('blank.descriptionPlaceholder')}
          autosize
          minRows={2}
          maxRows={5}
          value={draft.description}
          onChange={(event) => change({ description: event.currentTarget.value })}
          onBlur={() => check('description')}
          error={errorFor('description')}
        />
        <Textarea
          label={t('blank.systemPrompt')}
          description={t('blank.systemPromptHint')}
          placeholder={t('blank.systemPromptPlaceholder')}
          autosize
          minRows={4}
          maxRows={12}
          value={draft.systemPrompt}
          onChange={(event) => change({ systemPrompt: event.currentTarget.value })}
          error={errorFor('system_prompt')}
        />
        <NumberInput
          label={t('blank.maxSteps')}
          description={t('blank.maxStepsHint')}
          min={maxStepsBounds.min}
          max={maxStepsBounds.max}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          w={{ base: '100%', xs: 260 }}
          value={draft.maxSteps}
          onChange={(value) => change({ maxSteps: value })}
          onBlur={() => check('max_steps')}
          error={errorFor('max_steps')}
        />
        {creation.isError && !hasFieldErrors(creation.error, formFields) && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={t('blank.notCreated')}
            role="alert"
          >
            {creation.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('blank.cancel')}
          </Button>
          <Button type="submit" loading={creation.isPending}>
            {t('blank.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
