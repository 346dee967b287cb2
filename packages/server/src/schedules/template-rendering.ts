import { type BuiltinContext, builtinValues, isBuiltinVariable } from './builtin-variables.js';
import type { FieldIssue } from './schedule-error.js';
import { parseTemplate, variableNamePattern } from './template-syntax.js';

/** A variable a template declares, for a person (or a schedule) to fill in. */
export interface TemplateVariable {
  readonly name: string;
  readonly description: string | null;
  /** Used when no value is given; null means a value is required (unless the placeholder has an inline default). */
  readonly default: string | null;
}

/**
 * Why a template (body and declared variables) cannot be saved: a malformed body, a placeholder
 * that is neither built in, declared nor given an inline default, a declared variable with a bad,
 * duplicate or built-in name.
 */
export function templateIssues(body: string, variables: readonly TemplateVariable[]): FieldIssue[] {
  const { placeholders, issues } = parseTemplate(body);
  const declared = new Set<string>();
  variables.forEach((variable, index) => {
    const field = `variables[${index}].name`;
    const invalid = (message: string) => issues.push({ field, code: 'TEMPLATE_VARIABLE_INVALID', message });
    if (!variableNamePattern.test(variable.name)) invalid(`"${variable.name}" is not a variable name`);
    else if (isBuiltinVariable(variable.name)) invalid(`"${variable.name}" is a built-in variable`);
    else if (declared.has(variable.name)) invalid(`"${variable.name}" is declared twice`);
    declared.add(variable.name);
  });
  for (const placeholder of placeholders) {
    if (isBuiltinVariable(placeholder.name) || declared.has(placeholder.name)) continue;
    if (placeholder.inlineDefault !== null) continue;
    issues.push({
      field: 'body',
      code: 'TEMPLATE_UNKNOWN_VARIABLE',
      message: `{{${placeholder.name}}} is neither a built-in variable nor declared; declare it, or give it a default as {{${placeholder.name}:default}}`,
    });
  }
  return issues;
}

/** Why `values` do not fit the declared variables: an unknown name, or a required one left out. */
export function valueIssues(
  body: string,
  variables: readonly TemplateVariable[],
  values: Readonly<Record<string, string>>,
  field = 'values',
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const declared = new Map(variables.map((variable) => [variable.name, variable]));
  for (const name of Object.keys(values)) {
    if (!declared.has(name)) {
      issues.push({
        field: `${field}.${name}`,
        code: 'TEMPLATE_UNKNOWN_VARIABLE',
        message: `the template declares no variable "${name}"`,
      });
    }
  }
  const { placeholders } = parseTemplate(body);
  const reported = new Set<string>();
  for (const placeholder of placeholders) {
    const variable = declared.get(placeholder.name);
    if (!variable || reported.has(variable.name)) continue;
    const given = values[variable.name];
    if (given === undefined && variable.default === null && placeholder.inlineDefault === null) {
      reported.add(variable.name);
      issues.push({
        field: `${field}.${variable.name}`,
        code: 'TEMPLATE_VARIABLE_MISSING',
        message: `"${variable.name}" needs a value`,
      });
    }
  }
  return issues;
}

/**
 * The prompt: each placeholder replaced by the given value, else the declared default, else the
 * inline default; built-ins take their value at `context.moment` in `context.timezone`. Call it
 * after `templateIssues` and `valueIssues` found nothing; a placeholder left without a value
 * would be an empty string.
 */
export function renderTemplate(
  body: string,
  variables: readonly TemplateVariable[],
  values: Readonly<Record<string, string>>,
  context: BuiltinContext,
): string {
  const { placeholders } = parseTemplate(body);
  const declared = new Map(variables.map((variable) => [variable.name, variable]));
  const builtins = builtinValues(context);
  let rendered = '';
  let position = 0;
  for (const placeholder of placeholders) {
    rendered += body.slice(position, placeholder.start);
    const variable = declared.get(placeholder.name);
    const value = variable
      ? (values[variable.name] ?? variable.default ?? placeholder.inlineDefault)
      : isBuiltinVariable(placeholder.name)
        ? builtins[placeholder.name]
        : placeholder.inlineDefault;
    rendered += value ?? '';
    position = placeholder.end;
  }
  return rendered + body.slice(position);
}
