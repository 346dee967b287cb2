import { effectiveOperations, fail, ok, type Result } from '@spora/sdk';
import type { ToolRegistry } from '../tools/tool-registry.js';
import type { FieldErrors } from './agent-service-error.js';

/** A three-state operation flag: on, off, or `null` = the operation's declared default. */
export type OperationFlag = boolean | null;

/** A change to one operation's flags; an omitted flag stays as it is. */
export interface OperationFlagsPatch {
  readonly enabled?: OperationFlag;
  readonly requiresApproval?: OperationFlag;
}

export interface OperationPlan extends OperationFlagsPatch {
  readonly name: string;
}

/** What to do with one tool of an agent: enable or disable it, and change some operations' flags. */
export interface ToolPlanEntry {
  readonly toolClass: string;
  readonly enabled: boolean;
  readonly operations: readonly OperationPlan[];
}

const entryKeys = new Set(['tool_class', 'enabled', 'operations']);
const operationKeys = new Set(['name', 'enabled', 'auto_approve']);

type Collected = Record<string, string>;

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads `configure_tools` entries as a model sends them,
 * `{tool_class, enabled = true, operations: [{name, enabled?, auto_approve?}]}`, and checks them
 * against the registry. All problems are reported at once, keyed by path (`tools[1].operations[0].name`),
 * so nothing is applied until the whole plan is valid.
 */
export function parseToolPlan(input: unknown, registry: ToolRegistry): Result<ToolPlanEntry[], FieldErrors> {
  if (!Array.isArray(input)) return fail({ tools: 'must be a list of {tool_class, enabled, operations}' });
  if (input.length === 0) return fail({ tools: 'must list at least one tool' });
  const errors: Collected = {};
  const entries = input.map((raw, index) => readEntry(raw, `tools[${index}]`, errors));
  if (Object.keys(errors).length > 0) return fail(errors);
  const planned = entries as ToolPlanEntry[];
  const registryErrors = checkToolPlan(planned, registry);
  return Object.keys(registryErrors).length > 0 ? fail(registryErrors) : ok(planned);
}

/**
 * Registry checks of a plan, keyed like `parseToolPlan`'s: each class registered and listed once,
 * each operation declared by its class and listed once.
 */
export function checkToolPlan(entries: readonly ToolPlanEntry[], registry: ToolRegistry): FieldErrors {
  const errors: Collected = {};
  const seenClasses = new Set<string>();
  entries.forEach((entry, index) => {
    const path = `tools[${index}]`;
    const registered = registry.get(entry.toolClass);
    if (!registered) {
      const example = registry.list()[0]?.toolClass ?? 'core/TimeTool';
      errors[`${path}.tool_class`] =
        `"${entry.toolClass}" is not a registered tool class; copy tool_class exactly from get_available_tools (e.g. "${example}")`;
      return;
    }
    if (seenClasses.has(entry.toolClass))
      errors[`${path}.tool_class`] = `lists ${entry.toolClass} a second time`;
    seenClasses.add(entry.toolClass);
    const declared = effectiveOperations(registered.metadata).map((operation) => operation.name);
    const seenOperations = new Set<string>();
    entry.operations.forEach((operation, operationIndex) => {
      const field = `${path}.operations[${operationIndex}].name`;
      if (!declared.includes(operation.name)) {
        errors[field] =
          `"${operation.name}" is not an operation of ${entry.toolClass}; it declares: ${declared.join(', ')}`;
      } else if (seenOperations.has(operation.name)) {
        errors[field] = `lists "${operation.name}" a second time`;
      }
      seenOperations.add(operation.name);
    });
  });
  return errors;
}

function readEntry(raw: unknown, path: string, errors: Collected): ToolPlanEntry | null {
  if (!isObject(raw)) {
    errors[path] = 'must be an object {tool_class, enabled, operations}';
    return null;
  }
  for (const key of Object.keys(raw)) {
    if (!entryKeys.has(key))
      errors[`${path}.${key}`] = 'is not a tool entry field; use tool_class, enabled, operations';
  }
  const toolClass = raw.tool_class;
  if (typeof toolClass !== 'string' || toolClass.trim() === '') {
    errors[`${path}.tool_class`] = 'must be a non-empty string, e.g. "core/TimeTool"';
  }
  const enabled = raw.enabled ?? true;
  if (typeof enabled !== 'boolean') errors[`${path}.enabled`] = 'must be true or false';
  const operations = raw.operations ?? [];
  if (!Array.isArray(operations)) {
    errors[`${path}.operations`] = 'must be a list of {name, enabled?, auto_approve?}';
    return null;
  }
  return {
    toolClass: String(toolClass),
    enabled: enabled === true,
    operations: operations.map((operation, index) =>
      readOperation(operation, `${path}.operations[${index}]`, errors),
    ) as OperationPlan[],
  };
}

function readOperation(raw: unknown, path: string, errors: Collected): OperationPlan | null {
  if (!isObject(raw)) {
    errors[path] = 'must be an object {name, enabled?, auto_approve?}';
    return null;
  }
  for (const key of Object.keys(raw)) {
    if (!operationKeys.has(key)) {
      errors[`${path}.${key}`] = 'is not an operation field; use name, enabled, auto_approve';
    }
  }
  if (typeof raw.name !== 'string' || raw.name === '') errors[`${path}.name`] = 'must be an operation name';
  const plan: { name: string; enabled?: OperationFlag; requiresApproval?: OperationFlag } = {
    name: String(raw.name),
  };
  if ('enabled' in raw) {
    const enabled = readFlag(raw.enabled);
    if (enabled === undefined) errors[`${path}.enabled`] = 'must be true, false or null (the default)';
    else plan.enabled = enabled;
  }
  if ('auto_approve' in raw) {
    const autoApprove = readFlag(raw.auto_approve);
    if (autoApprove === undefined)
      errors[`${path}.auto_approve`] = 'must be true, false or null (the default)';
    else plan.requiresApproval = autoApprove === null ? null : !autoApprove;
  }
  return plan;
}

function readFlag(value: unknown): OperationFlag | undefined {
  return value === null || typeof value === 'boolean' ? value : undefined;
}
