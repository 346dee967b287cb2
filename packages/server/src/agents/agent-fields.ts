import { fail, ok, type Result } from '@spora/sdk';
import type { FieldErrors } from './agent-service-error.js';

/**
 * The agent fields a caller may set. `notes` and `llm_driver_config_id` are the operator's (the
 * REST API and the UI); a model changes notes through the notes operations and never picks the
 * model configuration.
 */
export interface AgentFields {
  readonly name?: string;
  readonly description?: string | null;
  readonly system_prompt?: string | null;
  readonly max_steps?: number;
  readonly allow_followup?: boolean;
  /** Reaching the step limit pauses a task for a person (true) or fails it (false). */
  readonly pause_at_step_limit?: boolean;
  /** A call that may have run when its worker died waits for a person (true) or is reported to the model (false). */
  readonly reconcile_uncertain_calls?: boolean;
  readonly retry_after_minutes?: number;
  readonly max_retries?: number;
  readonly is_pinned?: boolean;
  readonly is_archived?: boolean;
  readonly is_favorite?: boolean;
  readonly notes?: string | null;
  readonly llm_driver_config_id?: number | null;
}

/** Who sends the fields: a model (through the agent tool) or the operator (through the API). */
export type AgentFieldsAudience = 'model' | 'operator';

export type AgentField = keyof AgentFields;

export const agentNameMaxLength = 100;
export const agentDescriptionMaxLength = 2000;
export const maxStepsRange = { min: 1, max: 100 } as const;
/** The original's column width for the retry counters (unsigned smallint). */
export const retryFieldMax = 65_535;

type FieldRule = (value: unknown) => Result<AgentFields[AgentField], string>;

const booleanField: FieldRule = (value) =>
  typeof value === 'boolean' ? ok(value) : fail('must be true or false');

const textOrNull =
  (maxLength: number | null): FieldRule =>
  (value) => {
    if (value === null) return ok(null);
    if (typeof value !== 'string') return fail('must be a string or null');
    if (maxLength !== null && value.length > maxLength)
      return fail(`must be at most ${maxLength} characters`);
    return ok(value);
  };

const integerIn =
  (min: number, max: number): FieldRule =>
  (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? ok(value)
      : fail(`must be an integer from ${min} to ${max}`);

const idOrNull: FieldRule = (value) =>
  value === null || (typeof value === 'number' && Number.isInteger(value) && value >= 1)
    ? ok(value)
    : fail('must be a configuration id or null');

type OperatorField = 'notes' | 'llm_driver_config_id';

const rules: Readonly<Record<Exclude<AgentField, OperatorField>, FieldRule>> = {
  name: (value) => {
    if (typeof value !== 'string') return fail('must be a string');
    const name = value.trim();
    return name.length >= 1 && name.length <= agentNameMaxLength
      ? ok(name)
      : fail(`must be 1 to ${agentNameMaxLength} characters (after trimming)`);
  },
  description: textOrNull(agentDescriptionMaxLength),
  system_prompt: textOrNull(null),
  max_steps: integerIn(maxStepsRange.min, maxStepsRange.max),
  allow_followup: booleanField,
  pause_at_step_limit: booleanField,
  reconcile_uncertain_calls: booleanField,
  retry_after_minutes: integerIn(0, retryFieldMax),
  max_retries: integerIn(0, retryFieldMax),
  is_pinned: booleanField,
  is_archived: booleanField,
  is_favorite: booleanField,
};

const operatorRules: Readonly<Record<OperatorField, FieldRule>> = {
  notes: textOrNull(null),
  llm_driver_config_id: idOrNull,
};

// What a model is told about the operator's fields: where they are set instead.
const settableElsewhere: Readonly<Record<OperatorField, string>> = {
  llm_driver_config_id: 'the model configuration is chosen by the operator and cannot be set here',
  notes: 'notes are changed through the notes operations, not here',
};

function ruleFor(key: string, audience: AgentFieldsAudience): FieldRule | string {
  if (Object.hasOwn(rules, key)) return rules[key as keyof typeof rules];
  if (!Object.hasOwn(operatorRules, key)) return 'is not an agent field that can be set';
  const field = key as OperatorField;
  return audience === 'operator' ? operatorRules[field] : settableElsewhere[field];
}

/**
 * Validates agent fields from untrusted input (a request body, a model's arguments). Every problem
 * is reported, keyed by field; unknown keys are refused rather than ignored. On create, `name` is
 * required.
 */
export function readAgentFields(
  input: unknown,
  mode: 'create' | 'update',
  audience: AgentFieldsAudience = 'model',
): Result<AgentFields, FieldErrors> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return fail({ '(input)': 'must be an object of agent fields' });
  }
  const errors: Record<string, string> = {};
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const rule = ruleFor(key, audience);
    if (typeof rule === 'string') {
      errors[key] = rule;
      continue;
    }
    const checked = rule(value);
    if (checked.ok) fields[key] = checked.value;
    else errors[key] = checked.error;
  }
  if (mode === 'create' && !('name' in input)) errors.name = 'is required';
  if (Object.keys(errors).length > 0) return fail(errors);
  return ok(fields as AgentFields);
}
