/**
 * What a single setting value may be, by declared type, and how a stored value reads back.
 * `null`, `''` and absence all mean "not set here; inherit from the layer below".
 */
import { fail, type JsonValue, ok, type Result, type SettingMetadata } from '@spora/sdk';

export function isUnset(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/**
 * A stored value as tools see it. Multi-select values are arrays; older rows may hold them as a
 * JSON string or a comma-separated list.
 */
export function normalizeStoredValue(declaration: SettingMetadata, value: JsonValue): JsonValue {
  if (declaration.type !== 'multi-select' || typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (Array.isArray(parsed)) return parsed as JsonValue[];
    } catch {
      // Not JSON after all: read it as a comma-separated list.
    }
  }
  return trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** Checks a value someone wants to store (already known to be set) against its declaration. */
export function validateSettingValue(
  declaration: SettingMetadata,
  value: unknown,
): Result<JsonValue, string> {
  switch (declaration.type) {
    case 'toggle':
      return typeof value === 'boolean' ? ok(value) : fail('must be true or false.');
    case 'multi-select':
      return validateMultiSelect(declaration, value);
    case 'select': {
      if (typeof value !== 'string') return fail('must be one of the offered options.');
      const known = declaration.options.some((option) => option.value === value);
      return known ? matchesPattern(declaration, value) : fail(`must be one of: ${optionList(declaration)}.`);
    }
    default:
      return typeof value === 'string' ? matchesPattern(declaration, value) : fail('must be text.');
  }
}

function validateMultiSelect(declaration: SettingMetadata, value: unknown): Result<JsonValue, string> {
  if (
    !Array.isArray(value) ||
    !value.every((entry) => typeof entry === 'string' || typeof entry === 'number')
  ) {
    return fail('must be a list of values.');
  }
  const entries = value as (string | number)[];
  // A multi-select without declared options takes choices known only at run time (agents, channels).
  if (declaration.options.length > 0) {
    const unknown = entries.filter(
      (entry) => !declaration.options.some((option) => option.value === String(entry)),
    );
    if (unknown.length > 0) {
      return fail(
        `contains ${unknown.map((entry) => `"${entry}"`).join(', ')}, not among: ${optionList(declaration)}.`,
      );
    }
  }
  for (const entry of entries) {
    const checked = matchesPattern(declaration, String(entry));
    if (!checked.ok) return checked;
  }
  return ok([...new Set(entries)]);
}

function matchesPattern(declaration: SettingMetadata, value: string): Result<string, string> {
  if (declaration.validation === null || new RegExp(declaration.validation).test(value)) return ok(value);
  return fail(`does not match the expected format (${declaration.validation}).`);
}

function optionList(declaration: SettingMetadata): string {
  return declaration.options.map((option) => option.value).join(', ');
}
