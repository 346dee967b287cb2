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
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('agents');
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
        notifications.show({ color: 'teal', message: t('general.saved', { name: saved.name }) });
      },
    });
  };

  const numberProps = { allowDecimal: false, allowNegative: false, clampBehavior: 'none' } as const;

  return (
    <form onSubmit={submit} noValidate aria-label={t('general.label')}>
      <UnsavedChangesGuard dirty={dirty} what={t('general.unsavedWhat')} />
      <Stack gap="lg">
        <SettingsCard title={t('general.identity')}>
          <TextInput
            label={t('blank.name')}
            required
            value={draft.name}
            onChange={(event) => change({ name: event.currentTarget.value })}
            onBlur={() => check('name')}
            error={errorFor('name')}
            maxLength={nameMaxLength + 20}
          />
          <Textarea
            label={t('blank.description')}
            description={t('general.descriptionHint', { max: descriptionMaxLength })}
            autosize
            minRows={2}
            maxRows={6}
            value={draft.description}
            onChange={(event) => change({ description: event.currentTarget.value })}
            onBlur={() => check('description')}
            error={errorFor('description')}
          />
        </SettingsCard>
        <SettingsCard title={t('general.instructions')}>
          <MarkdownEditor
            label={t('general.systemPrompt')}
            description={t('general.systemPromptHint')}
            placeholder={t('blank.systemPromptPlaceholder')}
            value={draft.systemPrompt}
            onChange={(systemPrompt) => change({ systemPrompt })}
            error={errorFor('system_prompt')}
          />
        </SettingsCard>
        <SettingsCard title={t('general.running')}>
          <NumberInput
            label={t('blank.maxSteps')}
            description={t('general.maxStepsHint')}
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
            label={t('general.followups')}
            description={t('general.followupsHint')}
            checked={draft.allowFollowup}
            onChange={(event) => change({ allowFollowup: event.currentTarget.checked })}
            error={apiFieldError(update.error, 'allow_followup')}
          />
          <Switch
            label={t('general.pause')}
            description={t('general.pauseHint')}
            checked={draft.pauseAtStepLimit}
            onChange={(event) => change({ pauseAtStepLimit: event.currentTarget.checked })}
            error={apiFieldError(update.error, 'pause_at_step_limit')}
          />
          <Switch
            label={t('general.reconcile')}
            description={t('general.reconcileHint')}
            checked={draft.reconcileUncertainCalls}
            onChange={(event) => change({ reconcileUncertainCalls: event.currentTarget.checked })}
            error={apiFieldError(update.error, 'reconcile_uncertain_calls')}
          />
          <Stack gap={6}>
            <Text fw={600} fz="sm">
              {t('general.retry')}
            </Text>
            <Text fz="xs" c="dimmed">
              {t('general.retryHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" maw={540}>
              <NumberInput
                label={t('general.retryAfter')}
                min={0}
                max={retryMax}
                {...numberProps}
                value={draft.retryAfterMinutes}
                onChange={(retryAfterMinutes) => change({ retryAfterMinutes })}
                onBlur={() => check('retry_after_minutes')}
                error={errorFor('retry_after_minutes')}
              />
              <NumberInput
                label={t('general.maxRetries')}
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
            title={t('general.notSaved')}
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
            {dirty ? t('general.unsaved') : ''}
          </Text>
          <Button variant="default" onClick={discard} disabled={!dirty || update.isPending}>
            {t('general.discard')}
          </Button>
          <Button type="submit" loading={update.isPending} disabled={!dirty}>
            {t('general.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
