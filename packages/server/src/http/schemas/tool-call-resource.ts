import Type from 'typebox';
import { Nullable, Timestamp } from './common.js';
import { named } from './named.js';

/** One tool call the model asked for, with its approval and result (`ToolCallView`), as live events send it. */
export const ToolCallStateResource = Type.Object(
  {
    id: Type.Integer(),
    provider_call_id: Type.String(),
    tool_name: Type.String(),
    tool_class: Nullable(Type.String()),
    operation: Nullable(Type.String()),
    operation_description: Nullable(Type.String()),
    status: Type.String(),
    requires_approval: Type.Boolean(),
    proposed_arguments: Type.Unknown(),
    approved_arguments: Type.Unknown(),
    human_description: Nullable(Type.String()),
    result_success: Nullable(Type.Boolean()),
    result_content: Nullable(Type.String()),
    result_data: Type.Unknown(),
    reject_reason: Nullable(Type.String()),
    decision: Nullable(
      Type.Object(
        {
          outcome: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]),
          user_id: Nullable(Type.Integer()),
          decided_at: Timestamp,
          reason: Nullable(Type.String()),
          arguments_edited: Type.Boolean({ description: 'Approved with arguments a person changed' }),
          via: Type.Union([Type.Literal('per_call'), Type.Literal('bulk'), Type.Literal('deadline')], {
            description:
              '`per_call`: decided with POST /tasks/{id}/approve; `bulk`: POST /tasks/{id}/reject, which rejected every pending call; `deadline`: rejected because no approver decided before the deadline',
          }),
          channel: Nullable(
            Type.Union(
              [Type.Literal('ui'), Type.Literal('api'), Type.Literal('email'), Type.Literal('rule')],
              {
                description:
                  'Where it was decided: `ui` (the web UI’s session), `api` (an API token), `email`, `rule`; null when the record does not say',
              },
            ),
          ),
        },
        {
          additionalProperties: false,
          description:
            'Who approved or rejected the call, and when, from the append-only record of decisions; null while undecided or when no one had to',
        },
      ),
    ),
    execution_started_at: Nullable(Timestamp),
    executed_at: Nullable(Timestamp),
    interruption: Nullable(
      Type.Enum(['not_started', 'may_have_run'], {
        description:
          'For an INTERRUPTED call: `not_started`, it never began and had no effect; `may_have_run`, it was running and may have had its effect (it is never run again)',
      }),
    ),
    reconciliation: Nullable(
      Type.Object(
        {
          outcome: Type.Union([Type.Literal('ran'), Type.Literal('not_run')]),
          user_id: Nullable(Type.Integer()),
          reconciled_at: Timestamp,
        },
        {
          additionalProperties: false,
          description:
            'For a call held (UNCERTAIN) after its worker died while it ran: what a person said with POST /tasks/{id}/reconcile — `ran` (its result is the one they gave) or `not_run` (it ran again once) — who, and when; null otherwise',
        },
      ),
    ),
    rule: Nullable(
      Type.Object(
        { id: Type.Integer(), version: Type.Integer({ minimum: 1 }) },
        {
          additionalProperties: false,
          description:
            'The approval rule, and the version of it, that allowed, denied or asked for this call (`GET /approval-rules/{id}` has every version); null when no rule matched',
        },
      ),
    ),
    simulated_from: Nullable(
      Type.Enum(['recorded', 'scripted', 'invented'], {
        description:
          "In a rehearsal's task: the call was not run, and its result came from a past real call (`recorded`, see `simulated_from_call_id`), the operator's script (`scripted`) or the task's model (`invented`); null when it ran, and in real work",
      }),
    ),
    simulated_from_call_id: Nullable(
      Type.Integer({ description: 'For a `recorded` result: the past call it was taken from' }),
    ),
    rehearsal_approval: Nullable(
      Type.Enum(
        ['asked', 'rule_allowed', 'rule_denied', 'proposed_allowed', 'proposed_denied', 'proposed_asked'],
        {
          description:
            "In a rehearsal's task: the approval the call would have needed — a person asked (`asked`; the rehearsal went on without one), a saved rule that allowed or denied it, or one of the rehearsal's proposed rules that allowed, denied or asked (`proposed_*`); null when it needed none, and in real work",
        },
      ),
    ),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { additionalProperties: false, ...named('ToolCallState') },
);

/** A tool call with what the UI shows of its tool. */
export const ToolCallResource = Type.Object(
  {
    ...ToolCallStateResource.properties,
    tool_display_name: Type.String(),
    tool_icon: Nullable(Type.String({ description: "The tool's icon key; null: the UI's fallback icon" })),
    parameter_schema: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()], {
      description:
        "JSON Schema of the call's arguments, narrowed to its operation, properties in the tool's declaration order; null when the tool is no longer installed",
    }),
    ran_description: Nullable(
      Type.String({
        description:
          "The tool's sentence for the arguments that ran, when a person edited them before approving (`human_description` describes the proposal); null otherwise",
      }),
    ),
  },
  { additionalProperties: false, ...named('ToolCall') },
);
