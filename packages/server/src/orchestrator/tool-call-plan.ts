import { formatArgumentErrors, type LlmToolCall, selectOperation, validateToolArguments } from '@spora/sdk';
import type { RuleBook, RuleReference } from '../approvals/index.js';
import { defaultDenyReason, operationSchema } from '../approvals/index.js';
import type { ToolCallStatus } from '../db/index.js';
import type { AgentToolset, EnabledTool } from './agent-toolset.js';

/** What happens to one call the model made, decided before anything runs. */
export type PlannedCall =
  | {
      readonly kind: 'refused';
      readonly call: LlmToolCall;
      readonly status: Extract<ToolCallStatus, 'INVALID' | 'DISABLED' | 'REJECTED'>;
      readonly tool: EnabledTool | null;
      readonly operation: string | null;
      /** What the model is told instead of a result. */
      readonly message: string;
      /** The approval rule that denied the call (status REJECTED). */
      readonly rule: RuleReference | null;
    }
  | {
      readonly kind: 'run' | 'await-approval';
      readonly call: LlmToolCall;
      readonly tool: EnabledTool;
      readonly operation: string;
      /** Validated, with schema defaults filled in. */
      readonly args: Readonly<Record<string, unknown>>;
      /** The approval rule that allowed the call, or asked for a person; null when none matched. */
      readonly rule: RuleReference | null;
      /**
       * In a rehearsal, a call that would have waited for a person runs without one; this says so,
       * with the rule that would have asked (null: the operation's own approval flag).
       */
      readonly rehearsalAsked?: { readonly rule: RuleReference | null };
    };

/**
 * Resolves each call by exact name among the agent's enabled tools, selects the operation (the
 * only allowed one when the call leaves the discriminator out), checks it is enabled, validates the
 * arguments against the narrowed schema and decides whether it runs now, waits for a person or is
 * denied: the approval rules decide first, then the operation's own approval flag. Rules only see
 * calls that are enabled and valid, so no rule can run what the agent's owner did not enable.
 * Invalid calls are never executed and never shown for approval.
 */
export function planToolCalls(
  toolset: AgentToolset,
  calls: readonly LlmToolCall[],
  rules: RuleBook | null = null,
): PlannedCall[] {
  return calls.map((call) => planToolCall(toolset, call, rules));
}

function planToolCall(toolset: AgentToolset, call: LlmToolCall, rules: RuleBook | null): PlannedCall {
  const refuse = (
    status: 'INVALID' | 'DISABLED',
    message: string,
    tool: EnabledTool | null = null,
    operation: string | null = null,
  ): PlannedCall => ({ kind: 'refused', call, status, tool, operation, message, rule: null });

  const tool = toolset.find(call.name);
  if (!tool) {
    const available = toolset.tools.map((candidate) => candidate.registered.llmName).join(', ') || 'none';
    return refuse(
      'INVALID',
      `Error: there is no tool named "${call.name}" for this agent. Available tools: ${available}.`,
    );
  }
  if (call.arguments === null) {
    return refuse(
      'INVALID',
      `Error: the arguments must be a JSON object; received: ${truncate(call.rawArguments)}`,
      tool,
    );
  }
  const { metadata } = tool.registered;
  const allowed = tool.allowedOperations.map((candidate) => candidate.name);
  const selected = selectOperation(metadata, call.arguments, allowed);
  if (selected === null) {
    const key = metadata.discriminatorKey ?? 'action';
    const names = allowed.map((name) => `"${name}"`).join(', ');
    return refuse(
      'INVALID',
      `Error: "${key}" must name an operation of ${call.name}: one of ${names}.`,
      tool,
    );
  }
  const { operation } = selected;
  if (!tool.isOperationEnabled(operation)) {
    return refuse('DISABLED', `Operation '${operation}' is disabled for this agent.`, tool, operation);
  }
  const validation = validateToolArguments(tool.validationSchema, selected.args);
  if (!validation.ok) {
    return refuse(
      'INVALID',
      `Validation Error: ${formatArgumentErrors(validation.error)}. The call was not executed; correct the arguments and try again.`,
      tool,
      operation,
    );
  }
  const ruled =
    rules === null || rules.isEmpty
      ? null
      : rules.decide({
          toolName: call.name,
          toolClass: tool.registered.toolClass,
          operation,
          args: validation.value,
          schemaFor: (named) => operationSchema(tool.registered, named),
        });
  if (ruled?.outcome === 'deny') {
    return {
      kind: 'refused',
      call,
      status: 'REJECTED',
      tool,
      operation,
      message: `Denied by an approval rule: ${ruled.reason?.trim() || defaultDenyReason}`,
      rule: ruled.rule,
    };
  }
  const asks = ruled === null ? tool.requiresApproval(operation) : ruled.outcome === 'ask';
  return {
    kind: asks ? 'await-approval' : 'run',
    call,
    tool,
    operation,
    args: validation.value,
    rule: ruled?.rule ?? null,
  };
}

function truncate(text: string, limit = 200): string {
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}
