import Type, { type Static } from 'typebox';
import type { TaskStatus } from '../../db/index.js';
import { latestDecisionByCall, taskActions } from '../../orchestrator/index.js';
import { conversationSummaryView, historyRowView, type TaskDetail, toolCallView } from '../../tasks/index.js';
import type { ToolRegistry } from '../../tools/index.js';
import { toolCallPresenterFor } from '../tool-call-presentation.js';
import { Id, Nullable, Timestamp } from './common.js';
import {
  conversationDetailProperties,
  conversationStateProperties,
  conversationSummaryProperties,
} from './conversation-resource.js';
import { dataEnvelope } from './envelope.js';
import { named } from './named.js';
import { AutoRetryResource, TurnUsageResource } from './task-progress-resource.js';
import { ToolCallResource } from './tool-call-resource.js';

// A record, so the compiler insists on every status.
const statuses: Record<TaskStatus, true> = {
  QUEUED: true,
  RUNNING: true,
  PENDING_APPROVAL: true,
  AWAITING_SUB_AGENTS: true,
  AWAITING_CONNECTION: true,
  AWAITING_BUDGET: true,
  NEEDS_RECONCILIATION: true,
  COMPLETED: true,
  FAILED: true,
  ABORTED: true,
  CANCELLED: true,
};

export const TaskStatusSchema = Type.Enum(Object.keys(statuses) as TaskStatus[], named('TaskStatus'));

export const TaskActionSchema = Type.Enum([...taskActions], named('TaskAction'));

const CredentialProblemSchema = Type.Union([Type.Literal('missing'), Type.Literal('rejected')]);

/** What a credential pause waits for (`AwaitedCredential`). */
/** The budget a task stopped at (`data.budget_reached`). */
const BudgetReachedResource = Type.Object(
  {
    id: Type.Integer(),
    scope: Type.Union([
      Type.Literal('global'),
      Type.Literal('user'),
      Type.Literal('agent'),
      Type.Literal('task'),
    ]),
    unit: Type.Union([Type.Literal('tokens'), Type.Literal('cost')]),
    currency: Nullable(Type.Literal('USD')),
    limit: Type.Number(),
    spent: Type.Number({ description: 'What its scope had spent when the task stopped' }),
    period: Nullable(Type.Union([Type.Literal('day'), Type.Literal('month')])),
    time_zone: Nullable(Type.String()),
    agent_id: Nullable(Type.Integer()),
    user_id: Nullable(Type.Integer()),
  },
  { additionalProperties: false, ...named('BudgetReached') },
);

const AwaitedCredentialResource = Type.Union(
  [
    Type.Object(
      {
        kind: Type.Literal('llm_configuration'),
        id: Type.Integer(),
        name: Type.String(),
        reason: CredentialProblemSchema,
        status: Type.Optional(Type.Integer({ description: "The provider's answer: 401 or 403" })),
      },
      { additionalProperties: false },
    ),
    Type.Object(
      {
        kind: Type.Literal('tool_setting'),
        tool_class: Type.String(),
        setting: Type.String(),
        agent_id: Type.Integer(),
        reason: CredentialProblemSchema,
      },
      { additionalProperties: false },
    ),
  ],
  named('AwaitedCredential'),
);

/**
 * A task's state as its status events send it (`TaskSummaryView`): the task row's own fields. The
 * model and call counts need reads of their own, so only lists and single tasks carry them; the
 * title comes with an event only when it or the model changed.
 */
export const TaskStateResource = Type.Object(
  {
    id: Type.Integer(),
    agent_id: Type.Integer(),
    parent_task_id: Nullable(Type.Integer()),
    status: TaskStatusSchema,
    ...conversationStateProperties,
    user_prompt: Type.String(),
    final_response: Nullable(Type.String()),
    step_count: Type.Integer(),
    max_steps: Type.Integer(),
    error_code: Nullable(Type.String()),
    error_message: Nullable(Type.String()),
    failure_reason: Nullable(Type.String()),
    retry_of_task_id: Nullable(Type.Integer()),
    retry_count: Type.Integer(),
    retry_after: Nullable(Timestamp),
    max_steps_reached: Type.Boolean({
      description: 'The step budget ran out; continue with `additional_steps` to give it a new one',
    }),
    aborted_at: Type.Union([Timestamp, Type.Null()], {
      description: 'When the task was stopped; null once it runs again',
    }),
    handover: Type.Union(
      [
        Type.Object(
          {
            target_task_id: Type.Integer(),
            target_agent_id: Type.Integer(),
            target_agent_name: Type.String(),
          },
          { additionalProperties: false },
        ),
        Type.Null(),
      ],
      { description: 'Where a handover sent the work: the task now carrying it; null unless handed over' },
    ),
    stopped_with_parent_task_id: Nullable(
      Type.Integer({
        description: 'The parent whose abort stopped this sub-agent task; null unless stopped that way',
      }),
    ),
    awaited_credential: Type.Union([AwaitedCredentialResource, Type.Null()], {
      description:
        'In AWAITING_CONNECTION: the model key or tool setting that was missing or refused (saving it resumes the task); null while it waits for an MCP account, and in any other status',
    }),
    budget_reached: Type.Union([BudgetReachedResource, Type.Null()], {
      description:
        'In AWAITING_BUDGET: the budget the task stopped at, with its limit and what was spent; null when it stopped at its step limit, and in any other status',
    }),
    allowed_actions: Type.Array(TaskActionSchema, {
      description:
        "What the caller may do to the task now, as the loop's state machine allows it from the task's status (`continue` from RUNNING interrupts the run first)",
    }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { additionalProperties: false, ...named('TaskState') },
);

/** A task in lists (`ConversationSummaryView`). */
export const TaskSummaryResource = Type.Object(
  {
    ...TaskStateResource.properties,
    ...conversationSummaryProperties,
  },
  { additionalProperties: false, ...named('TaskSummary') },
);

/** A task linked to another by delegation (`RelatedTask`). */
export const RelatedTaskResource = Type.Object(
  {
    id: Type.Integer(),
    agent_id: Type.Integer(),
    agent_name: Type.String(),
    status: TaskStatusSchema,
    user_prompt: Type.String(),
    relation: Type.Union([Type.Literal('sub_agent'), Type.Literal('handover')], {
      description:
        '`handover`: the work moved on for good; `sub_agent`: a child whose result the source awaits',
    }),
    allowed_actions: Type.Array(TaskActionSchema, { description: 'What the caller may do to this task now' }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { additionalProperties: false, ...named('RelatedTask') },
);

/**
 * A file sent with a message, as it was when sent; its content is `GET /files/{id}/content`,
 * readable by whoever may see the task (a file deleted since answers 404).
 */
export const MessageAttachmentResource = Type.Object(
  {
    id: Id,
    name: Type.String(),
    media_type: Type.String(),
    size_bytes: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false, ...named('MessageAttachment') },
);

/** One row of the conversation (`HistoryRowView`). */
export const HistoryRowResource = Type.Object(
  {
    sequence: Type.Integer(),
    role: Type.String(),
    content: Nullable(Type.String()),
    // Immutable: the views hand out readonly arrays.
    tool_calls: Type.Immutable(
      Type.Array(
        Type.Object(
          { id: Type.String(), name: Type.String(), arguments: Type.Unknown() },
          { additionalProperties: false },
        ),
      ),
    ),
    content_blocks: Type.Immutable(
      Type.Array(Type.Object({ type: Type.String(), text: Type.String() }, { additionalProperties: false })),
    ),
    attachments: Type.Immutable(Type.Array(MessageAttachmentResource)),
    tool_call_id: Nullable(Type.String()),
    tool_name: Nullable(Type.String()),
    input_tokens: Nullable(Type.Integer()),
    output_tokens: Nullable(Type.Integer()),
    created_at: Timestamp,
  },
  { additionalProperties: false, ...named('HistoryRow') },
);

export const TaskTotalsResource = Type.Object(
  {
    input_tokens: Type.Integer(),
    output_tokens: Type.Integer(),
    reasoning_tokens: Type.Integer(),
    cached_tokens: Type.Integer(),
    cache_creation_tokens: Type.Integer(),
    cost: Nullable(
      Type.Number({
        description: "The priced turns' cost as recorded, in `currency`; null when no turn was priced",
      }),
    ),
    currency: Type.Literal('USD'),
    priced_turns: Type.Integer(),
    unpriced_turns: Type.Integer({
      description: 'Turns whose model had no known price: left out of `cost`, never counted as zero',
    }),
  },
  { additionalProperties: false, ...named('TaskTotals') },
);

/** A task with its conversation, every tool call and its token totals. */
export const TaskResource = Type.Object(
  {
    ...TaskSummaryResource.properties,
    history: Type.Array(HistoryRowResource),
    tool_calls: Type.Array(ToolCallResource),
    totals: TaskTotalsResource,
    source_task: Type.Union([RelatedTaskResource, Type.Null()], {
      description: 'The task this one was handed over from or started by as a sub-agent',
    }),
    sub_tasks: Type.Array(RelatedTaskResource, {
      description: 'The tasks this one handed over to or started as sub-agents, oldest first',
    }),
    turns: Type.Array(TurnUsageResource, {
      description:
        'Token usage of each model turn, in history order (after `since_sequence`, like `history`)',
    }),
    auto_retry: AutoRetryResource,
    ...conversationDetailProperties,
    viewer: Type.Optional(
      Type.Literal('approver', {
        description:
          "Present when the caller is not the task's owner but may decide its calls (docs/approvers.md): they read it and decide, nothing more",
      }),
    ),
  },
  { additionalProperties: false, ...named('Task') },
);

export type TaskResourceView = Static<typeof TaskResource>;

export const OneTaskResponse = dataEnvelope(
  Type.Object({ task: TaskResource }, { additionalProperties: false }),
);

export function toTaskResource(detail: TaskDetail, tools: ToolRegistry): TaskResourceView {
  const presenter = toolCallPresenterFor(tools);
  const decisions = latestDecisionByCall(detail.decisions);
  return {
    ...conversationSummaryView(detail.task, detail.facts),
    history: detail.history.map(historyRowView),
    tool_calls: detail.toolCalls.map((call) => {
      const view = toolCallView(call, decisions.get(call.id));
      return { ...view, ...presenter.present(view), ran_description: presenter.describeRun(view) };
    }),
    totals: detail.totals,
    source_task: detail.relations.source_task,
    sub_tasks: [...detail.relations.sub_tasks],
    turns: [...detail.turns],
    auto_retry: detail.autoRetry,
    branches: [...detail.branches],
  };
}
