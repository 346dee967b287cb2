import Type from 'typebox';
import {
  maxPastTasks,
  maxPromptLength,
  maxPromptSetNameLength,
  maxPromptsPerSet,
  maxProposedRules,
  maxProposedSystemPromptLength,
  maxProposedTools,
  maxScriptedContentLength,
  maxScriptedResults,
} from '../../rehearsals/index.js';
import { Id, Nullable, Timestamp } from './common.js';
import { named } from './named.js';
import { Pagination } from './pagination.js';

const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
const ArgumentsObject = Type.Record(Type.String(), Type.Unknown(), { description: 'Tool call arguments' });

export const ProposedToolSchema = Type.Object(
  {
    tool_class: Type.String({ minLength: 1, maxLength: 200 }),
    enabled: Type.Boolean(),
    operations: Type.Optional(
      Type.Record(Type.String({ maxLength: 100 }), Type.Boolean(), {
        maxProperties: 100,
        description: 'Per operation: on or off',
      }),
    ),
  },
  { additionalProperties: false, ...named('RehearsalProposedTool') },
);

export const ProposedRuleSchema = Type.Object(
  {
    tool_name: Type.Optional(Nullable(Text(200))),
    operation: Type.Optional(Nullable(Text(200))),
    condition: Type.Optional(
      Nullable(
        Type.String({
          minLength: 1,
          maxLength: 2_000,
          pattern: '\\S',
          description: 'CEL over `args`, as in saved rules',
        }),
      ),
    ),
    outcome: Type.Enum(['allow', 'deny', 'ask']),
    reason: Type.Optional(Nullable(Text(1_000))),
  },
  {
    additionalProperties: false,
    description:
      'An approval rule tried in the rehearsal ahead of the rules that apply today; never saved, and it decides nothing outside the rehearsal',
    ...named('RehearsalProposedRule'),
  },
);

export const ProposalSchema = Type.Object(
  {
    system_prompt: Type.Optional(Type.String({ maxLength: maxProposedSystemPromptLength })),
    llm_configuration_id: Type.Optional(Id),
    tools: Type.Optional(Type.Array(ProposedToolSchema, { maxItems: maxProposedTools })),
    approval_rules: Type.Optional(Type.Array(ProposedRuleSchema, { maxItems: maxProposedRules })),
  },
  {
    additionalProperties: false,
    description: "The configuration rehearsed instead of the agent's own; `{}`: the agent as it is",
    ...named('RehearsalProposal'),
  },
);

const ToolResultSchema = Type.Object(
  { success: Type.Boolean(), content: Type.String({ maxLength: maxScriptedContentLength }) },
  { additionalProperties: false },
);

export const ScriptedResultSchema = Type.Object(
  {
    tool_class: Type.String({ minLength: 1, maxLength: 200 }),
    operation: Type.String({ minLength: 1, maxLength: 100 }),
    arguments: Type.Optional(ArgumentsObject),
    result: ToolResultSchema,
  },
  {
    additionalProperties: false,
    description: 'A result for a simulated call; with `arguments`, only for a call with equal arguments',
    ...named('RehearsalScriptedResult'),
  },
);

const SourceBody = Type.Union(
  [
    Type.Object(
      { kind: Type.Literal('prompt'), prompt: Text(maxPromptLength) },
      { additionalProperties: false },
    ),
    Type.Object(
      { kind: Type.Literal('past_tasks'), count: Type.Integer({ minimum: 1, maximum: maxPastTasks }) },
      { additionalProperties: false },
    ),
    Type.Object({ kind: Type.Literal('prompt_set'), prompt_set_id: Id }, { additionalProperties: false }),
  ],
  named('RehearsalSourceInput'),
);

export const RehearsalBody = Type.Object(
  {
    source: SourceBody,
    proposal: Type.Optional(ProposalSchema),
    scripted_results: Type.Optional(Type.Array(ScriptedResultSchema, { maxItems: maxScriptedResults })),
  },
  { additionalProperties: false, ...named('NewRehearsal') },
);

const SourceKind = Type.Enum(['prompt', 'past_tasks', 'prompt_set']);
const RehearsalStatusSchema = Type.Enum(
  ['running', 'completed', 'failed', 'cancelled'],
  named('RehearsalStatus'),
);

const SourceResource = Type.Object(
  {
    kind: SourceKind,
    count: Type.Optional(Type.Integer()),
    prompt_set_id: Type.Optional(Type.Integer()),
    prompt_set_name: Type.Optional(Type.String()),
  },
  { additionalProperties: false, ...named('RehearsalSource') },
);

const UsageFiguresResource = Type.Object(
  {
    input_tokens: Type.Integer(),
    output_tokens: Type.Integer(),
    cost: Nullable(Type.Number({ description: 'US dollars; null when a price is unknown' })),
  },
  { additionalProperties: false, ...named('RehearsalUsage') },
);

const CallIdentityResource = Type.Object(
  { tool_name: Type.String(), operation: Nullable(Type.String()) },
  { additionalProperties: false },
);

export const RehearsalCallResource = Type.Object(
  {
    id: Type.Integer(),
    task_id: Type.Integer(),
    agent_id: Type.Integer(),
    agent_name: Type.String(),
    tool_name: Type.String(),
    tool_class: Nullable(Type.String()),
    operation: Nullable(Type.String()),
    arguments: ArgumentsObject,
    execution: Type.Enum(['ran', 'simulated', 'refused']),
    simulated_from: Nullable(Type.Enum(['recorded', 'scripted', 'invented'])),
    simulated_from_call_id: Nullable(Type.Integer()),
    approval: Type.Enum(
      [
        'not_needed',
        'asked',
        'rule_allowed',
        'rule_denied',
        'proposed_allowed',
        'proposed_denied',
        'proposed_asked',
      ],
      {
        description:
          'The approval the call would have needed: none, a person asked, a saved rule that allowed or denied it, or one of the proposed rules that allowed, denied or asked a person',
      },
    ),
    rule_id: Nullable(Type.Integer()),
    result: Type.Object(
      { success: Nullable(Type.Boolean()), content: Nullable(Type.String()) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false, ...named('RehearsalCall') },
);

const DifferencesResource = Type.Object(
  {
    answer_changed: Type.Boolean(),
    calls_only_in_rehearsal: Type.Array(CallIdentityResource),
    calls_only_in_past: Type.Array(CallIdentityResource),
    arguments_changed: Type.Array(
      Type.Object(
        {
          tool_name: Type.String(),
          operation: Nullable(Type.String()),
          past: ArgumentsObject,
          rehearsal: ArgumentsObject,
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false, ...named('RehearsalDifferences') },
);

const PastRunResource = Type.Object(
  {
    task_id: Type.Integer(),
    prompt: Type.String(),
    status: Type.String(),
    final_response: Nullable(Type.String()),
    calls: Type.Array(RehearsalCallResource),
    differences: DifferencesResource,
  },
  { additionalProperties: false, ...named('RehearsalPastRun') },
);

const RunResource = Type.Object(
  {
    task_id: Type.Integer(),
    prompt: Type.String(),
    status: Type.String({ description: "The task's status" }),
    final_response: Nullable(Type.String()),
    error_message: Nullable(Type.String()),
    usage: UsageFiguresResource,
    conversation: Type.Array(
      Type.Object(
        {
          role: Type.Enum(['user', 'assistant', 'tool']),
          content: Nullable(Type.String()),
          tool_call_id: Type.Optional(Type.String()),
        },
        { additionalProperties: false },
      ),
    ),
    calls: Type.Array(RehearsalCallResource, {
      description: 'Calls of the task and of the sub-agent and handover tasks it led to',
    }),
    compared_with: Nullable(PastRunResource),
  },
  { additionalProperties: false, ...named('RehearsalRun') },
);

const summaryProperties = {
  id: Type.Integer(),
  agent_id: Type.Integer(),
  user_id: Type.Integer({ description: 'Who rehearsed' }),
  status: RehearsalStatusSchema,
  source: SourceResource,
  created_at: Timestamp,
  updated_at: Timestamp,
};

export const RehearsalSummaryResource = Type.Object(
  { ...summaryProperties, run_count: Type.Integer() },
  { additionalProperties: false, ...named('RehearsalSummary') },
);

export const RehearsalResource = Type.Object(
  {
    ...summaryProperties,
    proposal: ProposalSchema,
    scripted_results: Type.Array(ScriptedResultSchema),
    totals: Type.Object(
      {
        ...UsageFiguresResource.properties,
        calls_ran: Type.Integer(),
        calls_simulated: Type.Integer(),
        calls_needing_approval: Type.Integer(),
      },
      { additionalProperties: false },
    ),
    runs: Type.Array(RunResource),
  },
  { additionalProperties: false, ...named('Rehearsal') },
);

export const RehearsalPage = Type.Object(
  { items: Type.Array(RehearsalSummaryResource), pagination: Pagination },
  { additionalProperties: false },
);

const PromptList = Type.Array(Text(maxPromptLength), { minItems: 1, maxItems: maxPromptsPerSet });

export const PromptSetBody = Type.Object(
  { name: Text(maxPromptSetNameLength), prompts: PromptList },
  { additionalProperties: false, ...named('NewRehearsalPromptSet') },
);

export const PromptSetPatch = Type.Partial(PromptSetBody, {
  additionalProperties: false,
  ...named('RehearsalPromptSetPatch'),
});

export const PromptSetResource = Type.Object(
  {
    id: Type.Integer(),
    agent_id: Type.Integer(),
    created_by_user_id: Nullable(Type.Integer()),
    name: Type.String(),
    prompts: Type.Array(Type.String()),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { additionalProperties: false, ...named('RehearsalPromptSet') },
);
