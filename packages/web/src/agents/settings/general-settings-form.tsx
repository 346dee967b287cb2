import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import type { Agent } from '../../api/api-types';
import { apiFieldError, hasFieldErrors } from '../../ui/field-errors';
import { MarkdownEditor } from '../../ui/markdown-editor';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes-guard';
import { descriptionMaxLength, maxStepsBounds, nameMaxLength } from '../create/agent-draft';
import {
  changesOf,
  draftOf,
  type GeneralDraft,
  type GeneralField,
  generalErrors,
  generalFields,
  hasChanges,
  retryMax,
} from './general-draft';
import { useUpdateAgent } from './update-agent';

function SettingsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * Name, description, instructions and how tasks run, saved together with PATCH /agents/{id}
 * (only what changed is sent). Limits are checked as the API checks them, and the API's own
 * reasons show under the field they concern.
 */
export function GeneralSettingsForm({ agent }: { agent: Agent }) {
  const [base, setBase] = useState<GeneralDraft>(() => draftOf(agent));
  const [draft, setDraft] = useState<GeneralDraft>(base);
  const [checked, setChecked] = useState<ReadonlySet<GeneralField>>(new Set());
  const update = useUpdateAgent(agent.id);
  const dirty = hasChanges(draft, base);
  const errors = generalErrors(draft);

  // A change made elsewhere (another tab, the agent itself) shows here unless the person is editing.
  useEffect(() => {
    const fresh = draftOf(agent);
    if (!hasChanges(fresh, base) || dirty) return;
    setBase(fresh);
    setDraft(fresh);
  }, [agent, base, dirty]);

  const change = (patch: Partial<GeneralDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    if (update.isError) update.reset();
  };
  const check = (field: GeneralField) => setChecked((current) => new Set([...current, field]));
  const errorFor = (field: GeneralField) =>
    (checked.has(field) ? errors[field] : undefined) ?? apiFieldError(update.error, field);

  const discard = () => {
    setDraft(base);
    setChecked(new Set());
    update.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(new Set(generalFields));
    if (Object.keys(errors).length > 0 || !dirty) return;
    update.mutate(changesOf(draft, base), {
      onSuccess: (saved) => {
        const fresh = draftOf(saved);
        setBase(fresh);
        setDraft(fresh);
        setChecked(new Set());
        notifications.show({ color: 'teal', message: `“${saved.name}” saved.` });
      },
    });
  };

  const numberProps = { allowDecimal: false, allowNegative: false, clampBehavior: 'none' } as const;

  return (
    <form onSubmit={submit} noValidate aria-label="General settings">
      <UnsavedChangesGuard dirty={dirty} what="this agent’s settings" />
      <Stack gap="lg">
        <SettingsCard title="Identity">
          <TextInput
            label="Name"
            required
            value={draft.name}
            onChange={(event) => change({ name: event.currentTarget.value })}
            onBlur={() => check('name')}
            error={errorFor('name')}
            maxLength={nameMaxLength + 20}
          />
          <Textarea
            label="Description"
            description={`What the agent is for; shown on its card. At most ${descriptionMaxLength} characters.`}
            autosize
            minRows={2}
            maxRows={6}
            value={draft.description}
            onChange={(event) => change({ description: event.currentTarget.value })}
            onBlur={() => check('description')}
            error={errorFor('description')}
          />
        </SettingsCard>
        <SettingsCard title="Instructions">
          <MarkdownEditor
            label="System prompt"
            description="How the agent should work: its role, tone and rules. Markdown is fine."
            placeholder="You are a careful researcher. Cite every source you use."
            value={draft.systemPrompt}
            onChange={(systemPrompt) => change({ systemPrompt })}
            error={errorFor('system_prompt')}
          />
        </SettingsCard>
        <SettingsCard title="Running tasks">
          <NumberInput
            label="Maximum steps per task"
            description="Model turns one task may take before it stops and asks you to continue."
            min={maxStepsBounds.min}
            max={maxStepsBounds.max}
            w={{ base: '100%', xs: 260 }}
            {...numberProps}
            value={draft.maxSteps}
            onChange={(maxSteps) => change({ maxSteps })}
            onBlur={() => check('max_steps')}
            error={errorFor('max_steps')}
          />
          <Switch
            label="Allow follow-ups"
            description="Whether a finished conversation can be continued with another message."
            checked={draft.allowFollowup}
            onChange={(event) => change({ allowFollowup: event.currentTarget.checked })}
            error={apiFieldError(update.error, 'allow_followup')}
          />
          <Switch
            label="Pause at the step limit"
            description="A task that used all its steps waits for you to allow more. Off: it fails instead, as unattended runs may prefer."
            checked={draft.pauseAtStepLimit}
            onChange={(event) => change({ pauseAtStepLimit: event.currentTarget.checked })}
            error={apiFieldError(update.error, 'pause_at_step_limit')}
          />
          <Switch
            label="Ask about calls that may have run"
            description="When a worker stops while a call with effects runs, the task waits for you to say whether it ran. Off: the agent is told it may have run and goes on, as unattended runs may prefer."
            checked={draft.reconcileUncertainCalls}
            onChange={(event) => change({ reconcileUncertainCalls: event.currentTarget.checked })}
            error={apiFieldError(update.error, 'reconcile_uncertain_calls')}
          />
          <Stack gap={6}>
            <Text fw={600} fz="sm">
              Automatic retry
            </Text>
            <Text fz="xs" c="dimmed">
              A task that fails is started again after a pause, up to the number of times given. 0 in either
              field turns retrying off.
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" maw={540}>
              <NumberInput
                label="Retry after (minutes)"
                min={0}
                max={retryMax}
                {...numberProps}
                value={draft.retryAfterMinutes}
                onChange={(retryAfterMinutes) => change({ retryAfterMinutes })}
                onBlur={() => check('retry_after_minutes')}
                error={errorFor('retry_after_minutes')}
              />
              <NumberInput
                label="Maximum retries"
                min={0}
                max={retryMax}
                {...numberProps}
                value={draft.maxRetries}
                onChange={(maxRetries) => change({ maxRetries })}
                onBlur={() => check('max_retries')}
                error={errorFor('max_retries')}
              />
            </SimpleGrid>
          </Stack>
        </SettingsCard>
        {update.isError && !hasFieldErrors(update.error, generalFields) && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title="The settings were not saved"
            role="alert"
          >
            {update.error.message}
          </Alert>
        )}
        <Group
          justify="flex-end"
          gap="sm"
          wrap="nowrap"
          className="spora-settings-save-bar"
          data-dirty={dirty || undefined}
        >
          <Text fz="sm" c="dimmed" mr="auto" role="status" visibleFrom="xs">
            {dirty ? 'Unsaved changes' : ''}
          </Text>
          <Button variant="default" onClick={discard} disabled={!dirty || update.isPending}>
            Discard
          </Button>
          <Button type="submit" loading={update.isPending} disabled={!dirty}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
