import Type from 'typebox';
import { Id, Nullable, Timestamp } from './common.js';
import { named } from './named.js';

const timingFields = {
  cron_expression: Type.Optional(
    Nullable(
      Type.String({
        maxLength: 200,
        description: 'Recurring: five cron fields (six with seconds first) or a nickname such as @daily',
      }),
    ),
  ),
  run_at: Type.Optional(
    Nullable(
      Type.String({
        maxLength: 40,
        description: "Once: a date and time, in the schedule's time zone unless it carries an offset",
      }),
    ),
  ),
  timezone: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 100,
      description: 'IANA time zone, such as Europe/Berlin; UTC by default',
    }),
  ),
};

export const ScheduleBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    prompt_template_id: Type.Optional(Nullable(Id)),
    template_values: Type.Optional(
      Nullable(
        Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 10_000 }), {
          maxProperties: 50,
        }),
      ),
    ),
    raw_prompt: Type.Optional(Nullable(Type.String({ maxLength: 50_000 }))),
    ...timingFields,
    max_steps_override: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 100 }))),
    is_active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, ...named('NewSchedule') },
);

export const SchedulePatch = Type.Partial(ScheduleBody, {
  additionalProperties: false,
  ...named('SchedulePatch'),
});

export const TimingPreviewBody = Type.Object(
  { ...timingFields, count: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 5 })) },
  { additionalProperties: false, ...named('TimingPreviewRequest') },
);

export const TimingPreview = Type.Object(
  {
    description: Type.String({ description: 'The timing in words, with its time zone' }),
    next_runs: Type.Array(Timestamp, { description: 'The coming due times, UTC' }),
  },
  { additionalProperties: false, ...named('TimingPreview') },
);

export const ScheduleParams = Type.Object({ id: Id, scheduleId: Id }, { additionalProperties: false });

export const ScheduleResource = Type.Object(
  {
    id: Type.Integer(),
    agent_id: Type.Integer(),
    name: Type.String(),
    kind: Type.Enum(['recurring', 'once']),
    prompt_template_id: Nullable(Type.Integer()),
    prompt_template_name: Nullable(Type.String()),
    template_values: Type.Record(Type.String(), Type.String()),
    raw_prompt: Nullable(Type.String()),
    cron_expression: Nullable(Type.String()),
    run_at: Nullable(Timestamp),
    timezone: Type.String(),
    description: Type.String(),
    max_steps_override: Nullable(Type.Integer()),
    is_active: Type.Boolean(),
    next_run_at: Nullable(Timestamp),
    next_runs: Type.Array(Timestamp),
    last_run_at: Nullable(Timestamp),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { additionalProperties: false, ...named('Schedule') },
);

export const OccurrenceResource = Type.Object(
  {
    id: Type.Integer(),
    schedule_id: Type.Integer(),
    trigger: Type.Enum(['schedule', 'manual']),
    due_at: Timestamp,
    status: Type.Enum(['PENDING', 'CLAIMED', 'STARTED', 'SKIPPED', 'FAILED']),
    outcome: Type.String({
      description:
        'pending, starting, skipped, failed_to_start, task_deleted, or the started task’s status lower-cased (queued, running, completed, failed, …)',
    }),
    task_id: Nullable(Type.Integer()),
    task_status: Nullable(Type.String()),
    claimed_at: Nullable(Timestamp),
    started_at: Nullable(Timestamp),
    error_code: Nullable(Type.String()),
    error_message: Nullable(Type.String()),
  },
  { additionalProperties: false, ...named('ScheduleOccurrence') },
);

export const ScheduledTodayEntry = Type.Object(
  {
    schedule_id: Type.Integer(),
    schedule_name: Type.String(),
    agent_id: Type.Integer(),
    agent_name: Type.String(),
    due_at: Timestamp,
    occurrence: Nullable(OccurrenceResource),
  },
  { additionalProperties: false, ...named('ScheduledTodayEntry') },
);
