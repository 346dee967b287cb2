import Type, { type Static } from 'typebox';
import {
  type AgentActivity,
  type AgentToolRow,
  agentDescriptionMaxLength,
  agentNameMaxLength,
  maxStepsRange,
  retryFieldMax,
} from '../../agents/index.js';
import type { Agent } from '../../db/index.js';
import type { LlmReadiness } from '../../llm/index.js';
import type { ToolRegistry } from '../../tools/index.js';
import { Id, Nullable, Timestamp } from './common.js';
import { named } from './named.js';
import { iconOf, ToolReference, type ToolReferenceView } from './tool-resource.js';

/** What the agent is doing, for its dashboard card (`AgentActivity`). */
const AgentActivityResource = Type.Object(
  {
    running: Type.Integer({ description: 'Top-level tasks queued, running or waiting for sub-agents' }),
    pending_approval: Type.Integer({
      description: 'Tasks awaiting a decision on tool calls, sub-agent tasks included',
    }),
    failed: Type.Integer({ description: 'Top-level tasks that failed' }),
    aborted: Type.Integer({ description: 'Top-level tasks aborted and not continued' }),
    last_activity_at: Nullable(Timestamp),
  },
  { additionalProperties: false, ...named('AgentActivity') },
);

/** Whether the agent's tasks can reach a model (`LlmReadiness`). */
const LlmReadinessResource = Type.Object(
  {
    status: Type.Union([Type.Literal('ready'), Type.Literal('unusable'), Type.Literal('not_configured')]),
    source: Type.Union(
      [Type.Literal('agent'), Type.Literal('user_preference'), Type.Literal('global_default'), Type.Null()],
      {
        description:
          "The tier the configuration came from: the agent's own, the owner's preference, the global default",
      },
    ),
    configuration: Nullable(
      Type.Object(
        {
          id: Type.Integer(),
          name: Type.String(),
          driver_class: Type.String(),
          driver_display_name: Nullable(Type.String()),
        },
        { additionalProperties: false },
      ),
    ),
    problem: Nullable(
      Type.Object(
        {
          code: Type.Union([
            Type.Literal('NOT_CONFIGURED'),
            Type.Literal('DRIVER_NOT_INSTALLED'),
            Type.Literal('SETTINGS_MISSING'),
            Type.Literal('SETTINGS_UNREADABLE'),
          ]),
          message: Type.String(),
          missing_settings: Type.Array(Type.String()),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false, ...named('LlmReadiness') },
);

/** An agent as the API shows it, with the tools enabled for it, its activity and its model. */
export const AgentResource = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    description: Nullable(Type.String()),
    system_prompt: Nullable(Type.String()),
    notes: Nullable(Type.String()),
    llm_driver_config_id: Nullable(Type.Integer()),
    max_steps: Type.Integer(),
    is_active: Type.Boolean(),
    allow_followup: Type.Boolean(),
    pause_at_step_limit: Type.Boolean({
      description:
        'Reaching the step limit pauses a task (AWAITING_BUDGET) until someone allows more steps; false fails it with MAX_STEPS_REACHED, for unattended runs',
    }),
    reconcile_uncertain_calls: Type.Boolean({
      description:
        'A call with effects that may have run when its worker died is held and the task waits (NEEDS_RECONCILIATION) until someone says whether it ran; false closes it as interrupted and tells the model it may have run, for unattended runs. Calls that only read run again either way',
    }),
    retry_after_minutes: Type.Integer(),
    max_retries: Type.Integer(),
    is_pinned: Type.Boolean(),
    is_archived: Type.Boolean(),
    is_favorite: Type.Boolean(),
    tools: Type.Array(ToolReference),
    activity: AgentActivityResource,
    llm: LlmReadinessResource,
    shared: Type.Union(
      [
        Type.Object(
          {
            access: Type.Union([Type.Literal('use'), Type.Literal('configure')], {
              description:
                'use: you see the agent and run it; configure: you also change its prompt, model, tools and settings',
            }),
            owner: Type.Object(
              { user_id: Type.Integer(), name: Type.String() },
              { additionalProperties: false },
            ),
          },
          { additionalProperties: false },
        ),
        Type.Null(),
      ],
      {
        description:
          "How the agent reaches you when someone else owns it and shares it with a team of yours; null for your own agents. Your tasks on it are yours; its tools and model are its owner's",
      },
    ),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { additionalProperties: false, ...named('Agent') },
);

export type AgentResourceView = Static<typeof AgentResource>;

/**
 * A tool enabled for an agent. A registered tool shows its current name and icon; one that is no
 * longer registered (its plugin was removed) keeps the name its row recorded.
 */
function toAgentTool(row: AgentToolRow, tools: ToolRegistry): ToolReferenceView {
  const tool = tools.get(row.toolClass);
  return tool
    ? { tool_class: row.toolClass, tool_name: tool.llmName, icon: iconOf(tool) }
    : { tool_class: row.toolClass, tool_name: row.toolName, icon: null };
}

/** What an agent's resource shows beside its own row, each read for a whole list at once. */
export interface AgentContext {
  readonly enabledTools: readonly AgentToolRow[];
  readonly activity: AgentActivity;
  readonly llm: LlmReadiness;
  /** Null for the viewer's own agent. */
  readonly sharing: AgentSharing | null;
}

/** How an agent someone else owns reaches the viewer. */
export type AgentSharing = NonNullable<AgentResourceView['shared']>;

export function toAgentResource(agent: Agent, context: AgentContext, tools: ToolRegistry): AgentResourceView {
  return {
    id: agent.id,
    name: agent.name,
    description: agent.description,
    system_prompt: agent.system_prompt,
    notes: agent.notes,
    llm_driver_config_id: agent.llm_driver_config_id,
    max_steps: agent.max_steps,
    is_active: agent.is_active === 1,
    allow_followup: agent.allow_followup === 1,
    pause_at_step_limit: agent.pause_at_step_limit === 1,
    reconcile_uncertain_calls: agent.reconcile_uncertain_calls === 1,
    retry_after_minutes: agent.retry_after_minutes,
    max_retries: agent.max_retries,
    is_pinned: agent.is_pinned === 1,
    is_archived: agent.is_archived === 1,
    is_favorite: agent.is_favorite === 1,
    tools: context.enabledTools.map((row) => toAgentTool(row, tools)),
    activity: context.activity,
    llm: {
      ...context.llm,
      problem: context.llm.problem && {
        ...context.llm.problem,
        missing_settings: [...context.llm.problem.missing_settings],
      },
    },
    shared: context.sharing,
    created_at: agent.created_at,
    updated_at: agent.updated_at,
  };
}

const retryCount = Type.Integer({ minimum: 0, maximum: retryFieldMax });

/** Every field an operator may set; the agent service checks them again, with per-field reasons. */
const agentFields = {
  description: Type.Optional(Nullable(Type.String({ maxLength: agentDescriptionMaxLength }))),
  system_prompt: Type.Optional(Nullable(Type.String())),
  notes: Type.Optional(Nullable(Type.String())),
  llm_driver_config_id: Type.Optional(Nullable(Id)),
  max_steps: Type.Optional(Type.Integer({ minimum: maxStepsRange.min, maximum: maxStepsRange.max })),
  allow_followup: Type.Optional(Type.Boolean()),
  pause_at_step_limit: Type.Optional(Type.Boolean()),
  reconcile_uncertain_calls: Type.Optional(Type.Boolean()),
  retry_after_minutes: Type.Optional(retryCount),
  max_retries: Type.Optional(retryCount),
  is_pinned: Type.Optional(Type.Boolean()),
  is_archived: Type.Optional(Type.Boolean()),
  is_favorite: Type.Optional(Type.Boolean()),
};

const name = Type.String({ minLength: 1, maxLength: agentNameMaxLength });

export const CreateAgentBody = Type.Object(
  { name, ...agentFields },
  { additionalProperties: false, ...named('NewAgent') },
);

export const UpdateAgentBody = Type.Object(
  { name: Type.Optional(name), ...agentFields },
  { additionalProperties: false, minProperties: 1, ...named('AgentPatch') },
);

/** Each given flag keeps only the agents that match it. */
export const AgentListQuery = Type.Object({
  archived: Type.Optional(Type.Boolean()),
  pinned: Type.Optional(Type.Boolean()),
  favorite: Type.Optional(Type.Boolean()),
});
