import { fail, ok, type Result } from '@spora/sdk';
import type { FieldErrors } from './agent-service-error.js';

/** The agent fields a caller may set; everything else (owner, model configuration, notes) has its own path. */
export interface AgentFields {
  readonly name?: string;
  readonly description?: string | null;
  readonly system_prompt?: string | null;
  readonly max_steps?: number;
  readonly allow_followup?: boolean;
  readonly retry_after_minutes?: number;
  readonly max_retries?: number;
  readonly is_pinned?: boolean;
  readonly is_archived?: boolean;
  readonly is_favorite?: boolean;
}

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

const rules: Readonly<Record<AgentField, FieldRule>> = {
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
  retry_after_minutes: integerIn(0, retryFieldMax),
  max_retries: integerIn(0, retryFieldMax),
  is_pinned: booleanField,
  is_archived: booleanField,
  is_favorite: booleanField,
};

// Fields that exist on an agent but are deliberately not settable here: say where they are set.
const settableElsewhere: Readonly<Record<string, string>> = {
  llm_driver_config_id: 'the model configuration is chosen by the operator and cannot be set here',
  notes: 'notes are changed through the notes operations, not here',
};

function isAgentField(key: string): key is AgentField {
  return Object.hasOwn(rules, key);
}

/**
 * Validates agent fields from untrusted input (a request body, a model's arguments). Every problem
 * is reported, keyed by field; unknown keys are refused rather than ignored. On create, `name` is
 * required.
 */
export function readAgentFields(input: unknown, mode: 'create' | 'update'): Result<AgentFields, FieldErrors> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return fail({ '(input)': 'must be an object of agent fields' });
  }
  const errors: Record<string, string> = {};
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (!isAgentField(key)) {
      errors[key] = settableElsewhere[key] ?? 'is not an agent field that can be set';
      continue;
    }
    const checked = rules[key](value);
    if (checked.ok) fields[key] = checked.value;
    else errors[key] = checked.error;
  }
  if (mode === 'create' && !('name' in input)) errors.name = 'is required';
  if (Object.keys(errors).length > 0) return fail(errors);
  return ok(fields as AgentFields);
}
