import {
  Alert,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFieldError, hasFieldErrors } from '../ui/field-errors';
import { FormModal } from '../ui/form-modal';
import { bodyOf, draftOf, newScheduleDraft, type ScheduleDraft } from './schedule-draft';
import { browserTimeZone, promptTemplatesQuery, useSaveSchedule } from './schedule-queries';
import { cronPresets, timeZoneOptions } from './schedule-time';
import type { Schedule } from './schedule-types';
import { TemplateValuesFields } from './template-values-fields';
import { TimingPreview } from './timing-preview';

const fields = [
  'name',
  'raw_prompt',
  'prompt_template_id',
  'cron_expression',
  'run_at',
  'timezone',
  'max_steps_override',
];

/** Create or edit a schedule: what it asks (a prompt or a template), when, in which zone. */
export function ScheduleFormModal({
  agentId,
  schedule,
  opened,
  onClose,
}: {
  agentId: number;
  /** null: a new schedule. */
  schedule: Schedule | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('schedules');
  return (
    <FormModal
      title={schedule === null ? t('form.newTitle') : t('form.editTitle', { name: schedule.name })}
      opened={opened}
      onClose={onClose}
    >
      <ScheduleForm agentId={agentId} schedule={schedule} onDone={onClose} />
    </FormModal>
  );
}

function ScheduleForm({
  agentId,
  schedule,
  onDone,
}: {
  agentId: number;
  schedule: Schedule | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('schedules');
  const [draft, setDraft] = useState<ScheduleDraft>(() =>
    schedule === null ? newScheduleDraft(browserTimeZone()) : draftOf(schedule),
  );
  const save = useSaveSchedule(agentId);
  const templates = useQuery(promptTemplatesQuery(agentId));
  const zones = useMemo(timeZoneOptions, []);
  const set = (patch: Partial<ScheduleDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const template = templates.data?.find((entry) => String(entry.id) === draft.templateId) ?? null;
  const preset = cronPresets.find((entry) => entry.value === draft.cron)?.value ?? 'custom';
  const error = save.error;
  const fieldError = (field: string) => apiFieldError(error, field);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { scheduleId: schedule?.id ?? null, body: bodyOf(draft) },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'teal', message: t('form.saved', { name: saved.name }) });
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('form.name')}
          required
          value={draft.name}
          onChange={(event) => set({ name: event.currentTarget.value })}
          error={fieldError('name')}
          placeholder={t('form.namePlaceholder')}
        />
        <Stack gap={6}>
          <Text fz="sm" fw={500} id="schedule-source-label">
            {t('form.source')}
          </Text>
          <SegmentedControl
            aria-labelledby="schedule-source-label"
            value={draft.source}
            onChange={(value) => set({ source: value as ScheduleDraft['source'] })}
            data={[
              { value: 'prompt', label: t('form.sources.prompt') },
              {
                value: 'template',
                label: t('form.sources.template'),
                disabled: templates.data?.length === 0,
              },
            ]}
          />
        </Stack>
        {draft.source === 'prompt' ? (
          <Textarea
            label={t('form.prompt')}
            required
            autosize
            minRows={3}
            maxRows={10}
            value={draft.rawPrompt}
            onChange={(event) => set({ rawPrompt: event.currentTarget.value })}
            error={fieldError('raw_prompt')}
          />
        ) : (
          <>
            <Select
              label={t('form.template')}
              required
              data={(templates.data ?? []).map((entry) => ({ value: String(entry.id), label: entry.name }))}
              value={draft.templateId}
              onChange={(value) => set({ templateId: value, values: {} })}
              error={fieldError('prompt_template_id')}
              allowDeselect={false}
            />
            {template !== null && (
              <TemplateValuesFields
                variables={template.variables}
                values={draft.values}
                onChange={(values) => set({ values })}
                errorOf={(name) => fieldError(`template_values.${name}`)}
              />
            )}
          </>
        )}
        <Stack gap={6}>
          <Text fz="sm" fw={500} id="schedule-timing-label">
            {t('form.timing')}
          </Text>
          <SegmentedControl
            aria-labelledby="schedule-timing-label"
            value={draft.timing}
            onChange={(value) => set({ timing: value as ScheduleDraft['timing'] })}
            data={[
              { value: 'recurring', label: t('form.timings.recurring') },
              { value: 'once', label: t('form.timings.once') },
            ]}
          />
        </Stack>
        {draft.timing === 'recurring' ? (
          <Group grow align="flex-start" wrap="wrap" className="schedule-timing-fields">
            <Select
              label={t('form.preset')}
              data={[
                ...cronPresets.map(({ value, label }) => ({ value, label: t(label) })),
                { value: 'custom', label: t('form.presets.custom') },
              ]}
              value={preset}
              onChange={(value) => value !== null && value !== 'custom' && set({ cron: value })}
              allowDeselect={false}
            />
            <TextInput
              label={t('form.cron')}
              description={t('form.cronDescription')}
              value={draft.cron}
              onChange={(event) => set({ cron: event.currentTarget.value })}
              error={fieldError('cron_expression')}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
          </Group>
        ) : (
          <TextInput
            type="datetime-local"
            label={t('form.runAt')}
            description={t('form.runAtDescription')}
            value={draft.runAt}
            onChange={(event) => set({ runAt: event.currentTarget.value })}
            error={fieldError('run_at')}
          />
        )}
        <Select
          label={t('form.timezone')}
          searchable
          data={zones}
          value={draft.timezone}
          onChange={(value) => value !== null && set({ timezone: value })}
          error={fieldError('timezone')}
          allowDeselect={false}
          limit={50}
        />
        <TimingPreview
          agentId={agentId}
          timing={
            draft.timing === 'recurring'
              ? { cron_expression: draft.cron, timezone: draft.timezone }
              : { run_at: draft.runAt, timezone: draft.timezone }
          }
        />
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput
            label={t('form.maxSteps')}
            description={t('form.maxStepsDescription')}
            min={1}
            max={100}
            value={draft.maxSteps}
            onChange={(value) => set({ maxSteps: typeof value === 'number' ? value : '' })}
            error={fieldError('max_steps_override')}
          />
          <Switch
            mt={30}
            label={t('form.active')}
            checked={draft.active}
            onChange={(event) => set({ active: event.currentTarget.checked })}
          />
        </Group>
        {error !== null && !hasFieldErrors(error, fields) && (
          <Alert color="red" variant="light" role="alert" title={t('form.notSaved')}>
            {error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {schedule === null ? t('form.create') : t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
