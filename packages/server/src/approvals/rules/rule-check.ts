import { effectiveOperations } from '@spora/sdk';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/index.js';
import type { ToolRegistry } from '../../tools/index.js';
import type { RuleDefinition } from './approval-rule.js';
import { operationSchema } from './operation-schema.js';
import { compileCondition } from './rule-condition.js';
import { RuleError } from './rule-error.js';

/**
 * Checks a rule before it is saved, throwing `RuleError` at the first fault: an agent or task the
 * owner does not have (a global rule, `ownerUserId` null, may name any agent), a tool or operation
 * that does not exist, or a condition that does not parse, reads an argument the operation does
 * not have or is not true/false. A condition needs a tool, whose arguments it is checked against.
 */
export async function checkRuleDefinition(
  db: Kysely<Database>,
  tools: ToolRegistry,
  definition: RuleDefinition,
  ownerUserId: number | null,
): Promise<void> {
  if (definition.agent_id !== null) {
    const agent = await db
      .selectFrom('agents')
      .select(['id', 'user_id'])
      .where('id', '=', definition.agent_id)
      .executeTakeFirst();
    if (!agent || (ownerUserId !== null && agent.user_id !== ownerUserId)) {
      throw new RuleError('RULE_UNKNOWN_AGENT', `No agent ${definition.agent_id} of yours exists.`, {
        field: 'agent_id',
      });
    }
  }
  if (definition.task_id !== null) {
    const task = await db
      .selectFrom('tasks')
      .select(['id', 'agent_id'])
      .where('id', '=', definition.task_id)
      .executeTakeFirst();
    if (!task || definition.agent_id === null || task.agent_id !== definition.agent_id) {
      throw new RuleError(
        'RULE_UNKNOWN_TASK',
        `Task ${definition.task_id} is not a task of the rule's agent.`,
        {
          field: 'task_id',
        },
      );
    }
  }
  checkToolAndCondition(tools, definition);
}

/** The part of the check that needs no database: tool, operation and condition. */
export function checkToolAndCondition(tools: ToolRegistry, definition: RuleDefinition): void {
  if (definition.tool_name === null) {
    if (definition.operation !== null) {
      throw new RuleError('RULE_UNKNOWN_OPERATION', 'An operation can only be named with its tool.', {
        field: 'operation',
      });
    }
    if (definition.condition !== null) {
      throw new RuleError(
        'RULE_CONDITION_INVALID',
        'A condition reads the arguments of one tool: name the tool.',
        {
          field: 'condition',
          reason: 'CONDITION_NEEDS_TOOL',
          position: null,
        },
      );
    }
    return;
  }
  const tool = tools.findByLlmName(definition.tool_name);
  if (!tool) {
    throw new RuleError('RULE_UNKNOWN_TOOL', `There is no tool named "${definition.tool_name}".`, {
      field: 'tool_name',
    });
  }
  const operations = effectiveOperations(tool.metadata).map((operation) => operation.name);
  if (definition.operation !== null && !operations.includes(definition.operation)) {
    throw new RuleError(
      'RULE_UNKNOWN_OPERATION',
      `Tool "${definition.tool_name}" has no operation "${definition.operation}"; it has ${operations.map((name) => `"${name}"`).join(', ')}.`,
      { field: 'operation', operations },
    );
  }
  if (definition.condition === null) return;
  const compiled = compileCondition(definition.condition, operationSchema(tool, definition.operation));
  if (compiled.ok) return;
  const { problem } = compiled;
  throw new RuleError(
    problem.code === 'CONDITION_UNKNOWN_ARGUMENT' ? 'RULE_UNKNOWN_ARGUMENT' : 'RULE_CONDITION_INVALID',
    `The condition is invalid: ${problem.message}`,
    { field: 'condition', reason: problem.code, position: problem.position },
  );
}
