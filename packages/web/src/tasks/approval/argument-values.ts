import { i18n } from '../../i18n/i18n';
import type { ArgumentField } from './argument-fields';

/** What a form control holds: text for text, JSON and numbers being typed; booleans as they are. */
export type FieldInput = string | boolean;

export type ArgumentsOutcome =
  | { readonly ok: true; readonly value: Record<string, unknown> }
  | { readonly ok: false; readonly fieldErrors: Readonly<Record<string, string>> };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The model's proposed arguments as an object (anything else is treated as no arguments). */
export function proposedObject(proposed: unknown): Record<string, unknown> {
  return isPlainObject(proposed) ? proposed : {};
}

/** A control's starting content for a proposed value. */
export function inputFor(field: ArgumentField, value: unknown): FieldInput {
  switch (field.kind) {
    case 'boolean':
      return value === true;
    case 'json':
      return value === undefined ? '' : JSON.stringify(value, null, 2);
    case 'number':
      return typeof value === 'number' ? String(value) : '';
    default:
      return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  }
}

/**
 * Turns what the person typed back into arguments: fields left empty that the model had not sent
 * stay absent, a required field left blank is refused, numbers and JSON are parsed (with the reason when they cannot be), and properties
 * the form does not show (the fixed discriminator) keep the model's values.
 */
export function argumentsFrom(
  fields: readonly ArgumentField[],
  inputs: Readonly<Record<string, FieldInput>>,
  proposed: Record<string, unknown>,
): ArgumentsOutcome {
  const value: Record<string, unknown> = { ...proposed };
  const fieldErrors: Record<string, string> = {};
  for (const field of fields) {
    const input = inputs[field.name] ?? inputFor(field, proposed[field.name]);
    if (typeof input === 'boolean') {
      if (input || field.name in proposed || field.required) value[field.name] = input;
      continue;
    }
    const isText = field.kind === 'text' || field.kind === 'textarea';
    // The server's rule: a required parameter may not be emptied (blank text or `null`).
    if (field.required && (input.trim() === '' || (field.kind === 'json' && input.trim() === 'null'))) {
      fieldErrors[field.name] = i18n.t('tasks:arguments.errors.requiredNotEmpty');
      continue;
    }
    const empty = isText ? input === '' && !(field.name in proposed) : input.trim() === '';
    if (empty) {
      delete value[field.name];
      continue;
    }
    if (field.kind === 'number') {
      const parsed = Number(input);
      if (!Number.isFinite(parsed)) fieldErrors[field.name] = i18n.t('tasks:arguments.errors.notANumber');
      else if (field.integer && !Number.isInteger(parsed))
        fieldErrors[field.name] = i18n.t('tasks:arguments.errors.notAWholeNumber');
      else value[field.name] = parsed;
    } else if (field.kind === 'json') {
      try {
        value[field.name] = JSON.parse(input);
      } catch {
        fieldErrors[field.name] = i18n.t('tasks:arguments.errors.notJson');
      }
    } else {
      value[field.name] = input;
    }
  }
  return Object.keys(fieldErrors).length === 0 ? { ok: true, value } : { ok: false, fieldErrors };
}

export interface ArgumentChange {
  readonly name: string;
  readonly before: unknown;
  readonly after: unknown;
}

/** Canonical JSON: keys sorted at every depth, so equal values compare equal as text. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isPlainObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** What the person changed against what the model proposed, field by field. */
export function changesBetween(
  proposed: Record<string, unknown>,
  edited: Record<string, unknown>,
): ArgumentChange[] {
  const names = [...new Set([...Object.keys(proposed), ...Object.keys(edited)])];
  return names
    .filter((name) => canonical(proposed[name]) !== canonical(edited[name]))
    .map((name) => ({ name, before: proposed[name], after: edited[name] }));
}
