import type { Transaction } from 'kysely';
import { checkToolAndCondition, RuleError } from '../approvals/index.js';
import type { Database, DatabaseEngine } from '../db/index.js';
import { isUsableConfiguration } from '../llm/usable-configuration.js';
import type { ToolRegistry } from '../tools/index.js';
import { type FieldIssues, type Proposal, parseProposal } from './proposal.js';
import type { ProposedRule } from './proposed-rules.js';
import { RehearsalError } from './rehearsal-error.js';
import { parseScriptedResults, type ScriptedResult } from './scripted-results.js';

/** A proposal and scripted results read and checked against what the agent's owner has. */
export interface CheckedInput {
  readonly proposal: Proposal;
  readonly scriptedResults: ScriptedResult[];
}

/**
 * Reads the proposal and scripted results (their shape: VALIDATION_ERROR), then checks that every
 * tool class and operation they name is one the agent's owner may use (REHEARSAL_TOOL_UNKNOWN,
 * REHEARSAL_OPERATION_UNKNOWN) and that a proposed model is the owner's or a global one
 * (REHEARSAL_MODEL_UNUSABLE; share-locked on PostgreSQL until the tasks point to it).
 */
export async function checkRehearsalInput(
  trx: Transaction<Database>,
  engine: DatabaseEngine,
  tools: ToolRegistry,
  ownerUserId: number,
  input: { readonly proposal?: unknown; readonly scripted_results?: unknown },
): Promise<CheckedInput> {
  const proposal = parseProposal(input.proposal);
  const scripted = parseScriptedResults(input.scripted_results ?? []);
  const issues: FieldIssues = {
    ...(proposal.ok ? {} : proposal.error),
    ...(scripted.ok ? {} : scripted.error),
  };
  if (!proposal.ok || !scripted.ok) throw RehearsalError.invalid(issues);
  const named = [
    ...(proposal.value.tools ?? []).map((tool, index) => ({
      at: `proposal.tools[${index}]`,
      toolClass: tool.tool_class,
      operations: Object.keys(tool.operations ?? {}),
    })),
    ...scripted.value.map((result, index) => ({
      at: `scripted_results[${index}]`,
      toolClass: result.tool_class,
      operations: [result.operation],
    })),
  ];
  for (const { at, toolClass, operations } of named) checkTool(tools, ownerUserId, at, toolClass, operations);
  for (const [index, rule] of (proposal.value.approval_rules ?? []).entries()) checkRule(tools, index, rule);
  const configurationId = proposal.value.llm_configuration_id;
  if (configurationId !== undefined)
    await checkConfigurationUsable(trx, engine, ownerUserId, configurationId);
  return { proposal: proposal.value, scriptedResults: scripted.value };
}

function checkTool(
  tools: ToolRegistry,
  ownerUserId: number,
  at: string,
  toolClass: string,
  operations: readonly string[],
): void {
  const tool = tools.getFor(ownerUserId, toolClass);
  if (!tool) {
    throw new RehearsalError(
      'REHEARSAL_TOOL_UNKNOWN',
      `Tool class "${toolClass}" is not a tool the agent's owner has.`,
      {
        fields: { [`${at}.tool_class`]: 'is not a tool the agent can be given' },
      },
    );
  }
  const known = new Set(tool.metadata.operations.map((operation) => operation.name));
  const unknown = operations.find((operation) => !known.has(operation));
  if (unknown !== undefined) {
    throw new RehearsalError(
      'REHEARSAL_OPERATION_UNKNOWN',
      `Tool "${toolClass}" has no operation "${unknown}"; it has: ${[...known].join(', ')}.`,
      { fields: { [`${at}.operation`]: `is not an operation of ${toolClass}` }, operations: [...known] },
    );
  }
}

/** A proposed rule is checked as the rule editor checks one: its tool, operation and condition. */
function checkRule(tools: ToolRegistry, index: number, rule: ProposedRule): void {
  try {
    checkToolAndCondition(tools, { ...rule, agent_id: null, task_id: null, description: null });
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    const field = typeof error.details?.field === 'string' ? error.details.field : 'condition';
    throw new RuleError(error.code, `Proposed approval rule ${index + 1}: ${error.message}`, {
      ...error.details,
      field: `proposal.approval_rules[${index}].${field}`,
    });
  }
}

async function checkConfigurationUsable(
  trx: Transaction<Database>,
  engine: DatabaseEngine,
  ownerUserId: number,
  configurationId: number,
): Promise<void> {
  if (!(await isUsableConfiguration(trx, engine, ownerUserId, configurationId))) {
    throw new RehearsalError(
      'REHEARSAL_MODEL_UNUSABLE',
      `LLM configuration #${configurationId} is neither one of the agent owner's configurations nor a global one.`,
      {
        fields: {
          'proposal.llm_configuration_id': 'is neither one of your LLM configurations nor a global one',
        },
      },
    );
  }
}
