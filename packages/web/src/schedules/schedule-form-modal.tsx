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
  return (
    <FormModal
      title={schedule === null ? 'New schedule' : `Edit “${schedule.name}”`}
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
          notifications.show({ color: 'teal', message: `Schedule “${saved.name}” saved.` });
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          required
          value={draft.name}
          onChange={(event) => set({ name: event.currentTarget.value })}
          error={fieldError('name')}
          placeholder="Morning digest"
        />
        <Stack gap={6}>
          <Text fz="sm" fw={500} id="schedule-source-label">
            What it asks
          </Text>
          <SegmentedControl
            aria-labelledby="schedule-source-label"
            value={draft.source}
            onChange={(value) => set({ source: value as ScheduleDraft['source'] })}
            data={[
              { value: 'prompt', label: 'A prompt' },
              { value: 'template', label: 'A prompt template', disabled: templates.data?.length === 0 },
            ]}
          />
        </Stack>
        {draft.source === 'prompt' ? (
          <Textarea
            label="Prompt"
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
              label="Prompt template"
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
            When it runs
          </Text>
          <SegmentedControl
            aria-labelledby="schedule-timing-label"
            value={draft.timing}
            onChange={(value) => set({ timing: value as ScheduleDraft['timing'] })}
            data={[
              { value: 'recurring', label: 'Repeatedly' },
              { value: 'once', label: 'Once' },
            ]}
          />
        </Stack>
        {draft.timing === 'recurring' ? (
          <Group grow align="flex-start" wrap="wrap" className="schedule-timing-fields">
            <Select
              label="Preset"
              data={[
                ...cronPresets.map(({ value, label }) => ({ value, label })),
                { value: 'custom', label: 'Custom' },
              ]}
              value={preset}
              onChange={(value) => value !== null && value !== 'custom' && set({ cron: value })}
              allowDeselect={false}
            />
            <TextInput
              label="Cron expression"
              description="Minute, hour, day, month, weekday — or @daily, @hourly"
              value={draft.cron}
              onChange={(event) => set({ cron: event.currentTarget.value })}
              error={fieldError('cron_expression')}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
          </Group>
        ) : (
          <TextInput
            type="datetime-local"
            label="Date and time"
            description="In the time zone below"
            value={draft.runAt}
            onChange={(event) => set({ runAt: event.currentTarget.value })}
            error={fieldError('run_at')}
          />
        )}
        <Select
          label="Time zone"
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
            label="Max steps"
            description="Leave empty for the template’s or the agent’s"
            min={1}
            max={100}
            value={draft.maxSteps}
            onChange={(value) => set({ maxSteps: typeof value === 'number' ? value : '' })}
            error={fieldError('max_steps_override')}
          />
          <Switch
            mt={30}
            label="Active"
            checked={draft.active}
            onChange={(event) => set({ active: event.currentTarget.checked })}
          />
        </Group>
        {error !== null && !hasFieldErrors(error, fields) && (
          <Alert color="red" variant="light" role="alert" title="The schedule was not saved">
            {error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {schedule === null ? 'Create schedule' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
