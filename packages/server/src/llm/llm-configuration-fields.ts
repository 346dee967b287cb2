import { fail, ok, type Result } from '@spora/sdk';
import type { LlmConfigurationFieldErrors } from './llm-configuration-error.js';

/** A new configuration, as `create` accepts it once read. Settings are checked later, against the driver. */
export interface LlmConfigurationInput {
  readonly name: string;
  readonly driver_class: string;
  readonly settings: Readonly<Record<string, unknown>>;
  readonly is_global: boolean;
  readonly is_default: boolean;
  readonly context_window: number | null;
  readonly max_tokens_output: number | null;
}

/** The fields `update` may change; an omitted field is left as it is. */
export interface LlmConfigurationPatch {
  readonly name?: string;
  /** Merged into the stored settings: `***` keeps a password, `null`/`''` clears a key. */
  readonly settings?: Readonly<Record<string, unknown>>;
  readonly context_window?: number | null;
  readonly max_tokens_output?: number | null;
}

export const configurationNameMaxLength = 100;
/** The most `context_window` and `max_tokens_output` accept, as in the original. */
export const tokenLimitMax = 1_000_000;

type Rule = (value: unknown) => Result<unknown, string>;

const nameRule: Rule = (value) => {
  if (typeof value !== 'string') return fail('must be a string');
  const name = value.trim();
  return name.length >= 1 && name.length <= configurationNameMaxLength
    ? ok(name)
    : fail(`must be 1 to ${configurationNameMaxLength} characters (after trimming)`);
};

const booleanRule: Rule = (value) => (typeof value === 'boolean' ? ok(value) : fail('must be true or false'));

const tokenLimitRule: Rule = (value) =>
  value === null ||
  (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= tokenLimitMax)
    ? ok(value)
    : fail(`must be an integer from 1 to ${tokenLimitMax}, or null`);

const settingsRule: Rule = (value) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? ok(value)
    : fail('must be an object of setting values');

const createRules: Readonly<Record<keyof LlmConfigurationInput, Rule>> = {
  name: nameRule,
  driver_class: (value) =>
    typeof value === 'string' && value !== ''
      ? ok(value)
      : fail('must name a driver: its class or its name, as GET /llm-drivers lists them'),
  settings: settingsRule,
  is_global: booleanRule,
  is_default: booleanRule,
  context_window: tokenLimitRule,
  max_tokens_output: tokenLimitRule,
};

const updateRules: Readonly<Record<keyof LlmConfigurationPatch, Rule>> = {
  name: nameRule,
  settings: settingsRule,
  context_window: tokenLimitRule,
  max_tokens_output: tokenLimitRule,
};

// Fields of a configuration that an update cannot change: say what to do instead.
const fixedAfterCreation: Readonly<Record<string, string>> = {
  driver_class: 'cannot be changed; create a configuration for the other driver',
  is_global: 'cannot be changed after creation',
  is_default: 'is changed through the global-default operations',
};

/** Reads untrusted input for `create`: `name` and `driver_class` are required, unknown keys refused. */
export function readConfigurationInput(
  input: unknown,
): Result<LlmConfigurationInput, LlmConfigurationFieldErrors> {
  const read = readFields(input, createRules, {});
  if (!read.ok) return read;
  const fields = read.value;
  const missing = (['name', 'driver_class'] as const).filter((key) => !(key in fields));
  if (missing.length > 0) return fail(Object.fromEntries(missing.map((key) => [key, 'is required'])));
  return ok({
    settings: {},
    is_global: false,
    is_default: false,
    context_window: null,
    max_tokens_output: null,
    ...fields,
  } as LlmConfigurationInput);
}

/** Reads untrusted input for `update`; it must name at least one field. */
export function readConfigurationPatch(
  patch: unknown,
): Result<LlmConfigurationPatch, LlmConfigurationFieldErrors> {
  const read = readFields(patch, updateRules, fixedAfterCreation);
  if (!read.ok) return read;
  if (Object.keys(read.value).length === 0) return fail({ '(input)': 'names no field to change' });
  return ok(read.value as LlmConfigurationPatch);
}

function readFields(
  input: unknown,
  rules: Readonly<Record<string, Rule>>,
  refusedWithReason: Readonly<Record<string, string>>,
): Result<Record<string, unknown>, LlmConfigurationFieldErrors> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return fail({ '(input)': 'must be an object of configuration fields' });
  }
  const errors: Record<string, string> = {};
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const rule = Object.hasOwn(rules, key) ? rules[key] : undefined;
    if (!rule) {
      errors[key] = refusedWithReason[key] ?? 'is not a configuration field that can be set';
      continue;
    }
    const checked = rule(value);
    if (checked.ok) fields[key] = checked.value;
    else errors[key] = checked.error;
  }
  return Object.keys(errors).length > 0 ? fail(errors) : ok(fields);
}
