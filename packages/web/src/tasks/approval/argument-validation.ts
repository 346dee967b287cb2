import { Validator } from '@cfworker/json-schema';
import { i18n } from '../../i18n/i18n';

export interface ArgumentProblems {
  /** Reasons by top-level field name. */
  readonly fields: Readonly<Record<string, string>>;
  /** Problems that belong to no single field. */
  readonly general: readonly string[];
}

const validators = new WeakMap<object, Validator>();

function validatorFor(schema: Record<string, unknown>): Validator {
  let validator = validators.get(schema);
  if (validator === undefined) {
    // The API's schemas are 2020-12; `false`: report every problem, not only the first.
    validator = new Validator(schema as ConstructorParameters<typeof Validator>[0], '2020-12', false);
    validators.set(schema, validator);
  }
  return validator;
}

function fieldOf(instanceLocation: string): string | null {
  const [, first] = instanceLocation.split('/');
  return first === undefined || first === ''
    ? null
    : decodeURIComponent(first.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * Checks edited arguments in the browser against the same narrowed schema the server checks them
 * with, so a person sees what is wrong beside the field before anything is sent.
 */
export function problemsWith(
  schema: Record<string, unknown>,
  value: Record<string, unknown>,
): ArgumentProblems | null {
  const result = validatorFor(schema).validate(value);
  if (result.valid) return null;
  const fields: Record<string, string> = {};
  const general: string[] = [];
  for (const error of result.errors) {
    // Composite keywords repeat what their parts said; the parts are the useful messages.
    if (['properties', 'allOf', 'if', 'then', 'anyOf', 'oneOf', '$ref'].includes(error.keyword)) continue;
    const missing = error.keyword === 'required' ? /"([^"]+)"/.exec(error.error)?.[1] : undefined;
    const field = missing ?? fieldOf(error.instanceLocation);
    if (field === null) {
      general.push(error.error);
      continue;
    }
    // i18n-exempt: the JSON Schema library's own English message, which has no translation
    const libraryReason = error.error.replace(/^Instance /, 'Value ');
    fields[field] ??= missing !== undefined ? i18n.t('tasks:arguments.errors.required') : libraryReason;
  }
  return {
    fields,
    general:
      Object.keys(fields).length === 0 && general.length === 0
        ? [i18n.t('tasks:arguments.errors.invalid')]
        : general,
  };
}
