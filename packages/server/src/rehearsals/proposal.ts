import { fail, ok, type Result } from '@spora/sdk';
import { type ProposedRule, parseProposedRules } from './proposed-rules.js';

/** A tool toggled on or off for the rehearsed agent, with optional per-operation switches. */
export interface ProposedTool {
  readonly tool_class: string;
  readonly enabled: boolean;
  readonly operations?: Readonly<Record<string, boolean>>;
}

/**
 * The configuration a rehearsal runs the agent with; every field absent (`{}`) is the agent as it
 * is. Tool toggles apply on top of the agent's own tool list.
 */
export interface Proposal {
  readonly system_prompt?: string;
  readonly llm_configuration_id?: number;
  readonly tools?: readonly ProposedTool[];
  /** Approval rules tried ahead of the ones that apply today (see `ProposedRule`). */
  readonly approval_rules?: readonly ProposedRule[];
}

/** Why an input could not be read, field by field (`tools[0].tool_class`: why). */
export type FieldIssues = Readonly<Record<string, string>>;

const proposalKeys = new Set(['system_prompt', 'llm_configuration_id', 'tools', 'approval_rules']);
const toolKeys = new Set(['tool_class', 'enabled', 'operations']);
/** System prompts are as long as an agent's may be. */
export const maxProposedSystemPromptLength = 100_000;
export const maxProposedTools = 100;

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function unknownKeys(
  value: Record<string, unknown>,
  known: ReadonlySet<string>,
  at: string,
  issues: Record<string, string>,
) {
  for (const key of Object.keys(value)) if (!known.has(key)) issues[`${at}${key}`] = 'is not a known field';
}

function parseTool(value: unknown, at: string, issues: Record<string, string>): ProposedTool | null {
  if (!isRecord(value)) {
    issues[at] = 'must be an object';
    return null;
  }
  unknownKeys(value, toolKeys, `${at}.`, issues);
  const { tool_class: toolClass, enabled, operations } = value;
  if (typeof toolClass !== 'string' || toolClass.trim() === '')
    issues[`${at}.tool_class`] = 'must be a tool class';
  if (typeof enabled !== 'boolean') issues[`${at}.enabled`] = 'must be true or false';
  if (operations !== undefined) {
    if (!isRecord(operations)) issues[`${at}.operations`] = 'must map operation names to true or false';
    else
      for (const [name, on] of Object.entries(operations))
        if (typeof on !== 'boolean') issues[`${at}.operations.${name}`] = 'must be true or false';
  }
  if (typeof toolClass !== 'string' || typeof enabled !== 'boolean') return null;
  return {
    tool_class: toolClass,
    enabled,
    ...(isRecord(operations) && { operations: operations as Record<string, boolean> }),
  };
}

/**
 * Reads a proposal sent by a person (or stored on a rehearsal). Only the shape is checked here;
 * whether the tool classes, operations and model exist for the agent's owner is the caller's check.
 */
export function parseProposal(value: unknown): Result<Proposal, FieldIssues> {
  if (value === undefined || value === null) return ok({});
  if (!isRecord(value)) return fail({ proposal: 'must be an object' });
  const issues: Record<string, string> = {};
  unknownKeys(value, proposalKeys, 'proposal.', issues);
  const {
    system_prompt: systemPrompt,
    llm_configuration_id: configurationId,
    tools,
    approval_rules: approvalRules,
  } = value;
  if (systemPrompt !== undefined) {
    if (typeof systemPrompt !== 'string') issues['proposal.system_prompt'] = 'must be a string';
    else if (systemPrompt.length > maxProposedSystemPromptLength)
      issues['proposal.system_prompt'] = `must be at most ${maxProposedSystemPromptLength} characters`;
  }
  if (
    configurationId !== undefined &&
    !(Number.isSafeInteger(configurationId) && (configurationId as number) > 0)
  )
    issues['proposal.llm_configuration_id'] = 'must be an LLM configuration id';
  const parsedTools: ProposedTool[] = [];
  if (tools !== undefined) {
    if (!Array.isArray(tools)) issues['proposal.tools'] = 'must be an array';
    else if (tools.length > maxProposedTools)
      issues['proposal.tools'] = `must hold at most ${maxProposedTools} tools`;
    else {
      const seen = new Set<string>();
      tools.forEach((entry, index) => {
        const tool = parseTool(entry, `proposal.tools[${index}]`, issues);
        if (!tool) return;
        if (seen.has(tool.tool_class)) issues[`proposal.tools[${index}].tool_class`] = 'is toggled twice';
        seen.add(tool.tool_class);
        parsedTools.push(tool);
      });
    }
  }
  const parsedRules =
    approvalRules === undefined
      ? undefined
      : parseProposedRules(approvalRules, 'proposal.approval_rules', issues);
  if (Object.keys(issues).length > 0) return fail(issues);
  return ok({
    ...(typeof systemPrompt === 'string' && { system_prompt: systemPrompt }),
    ...(typeof configurationId === 'number' && { llm_configuration_id: configurationId }),
    ...(tools !== undefined && { tools: parsedTools }),
    ...(parsedRules !== undefined && { approval_rules: parsedRules }),
  });
}

/** The proposal stored on a rehearsal row (written by `parseProposal`, so it reads back whole). */
export function storedProposal(text: string): Proposal {
  const parsed = parseProposal(JSON.parse(text));
  if (!parsed.ok) throw new Error('A stored rehearsal proposal does not parse.');
  return parsed.value;
}
