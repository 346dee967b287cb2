import Type, { type Static, type TSchema } from 'typebox';
import type { DurableEventPayloads, DurableEventType } from '../../realtime/index.js';
import { Timestamp } from './common.js';
import { named } from './named.js';
import { NotificationResource } from './notification-resource.js';
import { HistoryRowResource, TaskStateResource } from './task-resource.js';
import { ToolCallStateResource } from './tool-call-resource.js';

const PendingCallResource = Type.Object(
  {
    provider_call_id: Type.String({ description: 'Decide with it in POST /tasks/{id}/approve' }),
    tool_name: Type.String(),
    arguments: Type.Record(Type.String(), Type.Unknown()),
  },
  { additionalProperties: false, ...named('PendingCall') },
);

const ids = Type.Array(Type.Integer());

/** An event's `data`: exactly these fields. */
function payload<Properties extends Record<string, TSchema>>(properties: Properties) {
  return Type.Object(properties, { additionalProperties: false });
}

/** The `data` of each event type; a record, so the compiler insists on every type the log keeps. */
const durablePayloads = {
  task_status: payload({ task_id: Type.Integer(), task: TaskStateResource }),
  task_history: payload({ task_id: Type.Integer(), rows: Type.Array(HistoryRowResource) }),
  tool_calls: payload({ task_id: Type.Integer(), tool_calls: Type.Array(ToolCallStateResource) }),
  pending_approval: payload({ task_id: Type.Integer(), pending_calls: Type.Array(PendingCallResource) }),
  task_deleted: payload({
    task_id: Type.Integer(),
    deleted_task_ids: Type.Array(Type.Integer(), { description: 'The task first, then its sub-tasks' }),
  }),
  notification: payload({ notification: NotificationResource }),
  notification_read: payload({ notification_ids: ids, read_at: Timestamp }),
  notification_deleted: payload({ notification_ids: ids }),
  approvals_changed: payload({ task_id: Type.Integer(), agent_id: Type.Integer() }),
  agent_changed: payload({
    agent_id: Type.Integer(),
    change: Type.Union([Type.Literal('created'), Type.Literal('updated'), Type.Literal('deleted')]),
  }),
} satisfies Record<DurableEventType, TSchema>;

type DeepReadonly<Value> = Value extends (infer Item)[]
  ? readonly DeepReadonly<Item>[]
  : Value extends object
    ? { readonly [Key in keyof Value]: DeepReadonly<Value[Key]> }
    : Value;

/** What the server records must fit what it publishes: a payload the schema lacks fails to compile. */
type Published = { [Type in DurableEventType]: DeepReadonly<Static<(typeof durablePayloads)[Type]>> };
type Fits<Recorded extends Published> = Recorded;
export type RecordedPayloadsFitTheSchema = Fits<DurableEventPayloads>;

const textDeltaPayload = payload({ task_id: Type.Integer(), text: Type.String() });
const resetPayload = payload({
  reason: Type.Union([Type.Literal('expired'), Type.Literal('unknown')]),
  last_event_id: Type.Integer({ description: 'The newest event; the stream carries on after it' }),
});

const pascalCase = (type: string) =>
  type.replace(/(^|_)([a-z])/g, (_match, _separator, letter: string) => letter.toUpperCase());

function eventSchema(type: string, data: TSchema, withId: boolean, description: string) {
  return Type.Object(
    {
      event: Type.Literal(type),
      ...(withId ? { id: Type.Integer({ description: 'Resume after it with Last-Event-ID' }) } : {}),
      data,
    },
    { additionalProperties: false, description, ...named(`${pascalCase(type)}Event`) },
  );
}

/**
 * One server-sent event of `GET /events`: `id` (absent on `text_delta`), `event` and its JSON
 * `data`, one schema per event type. Replays after `Last-Event-ID` send the same events.
 */
export const LiveEventResource = Type.Union(
  [
    ...Object.entries(durablePayloads).map(([type, data]) =>
      eventSchema(type, data, true, `A \`${type}\` event, kept for replay`),
    ),
    eventSchema('text_delta', textDeltaPayload, false, "The model's next piece of text; not kept"),
    eventSchema('reset', resetPayload, true, 'The requested event is gone or unknown: reload, then carry on'),
  ],
  named('LiveEvent'),
);
