import { type ArgumentError, narrowParametersSchema } from '@spora/sdk';
import type { EnabledTool } from './agent-toolset.js';

/**
 * The required parameters of `operation` that a person's edit left empty: `null`, or a text of
 * only whitespace. A schema accepts `""` for a string, but a tool given an emptied path or
 * recipient does something nobody approved, so an edit must fill every required parameter in.
 */
export function emptyRequiredArguments(
  tool: EnabledTool,
  operation: string,
  args: Readonly<Record<string, unknown>>,
): ArgumentError[] {
  // Narrowed to the one operation, the parameters bound to it are plainly required.
  const { required } = narrowParametersSchema(tool.validationSchema, tool.registered.metadata, [operation]);
  return (required ?? [])
    .filter((field) => isEmpty(args[field]))
    .map((field) => ({
      path: `/${field}`,
      keyword: 'required',
      message: `/${field} is required and must not be empty`,
      params: { missingProperty: field },
    }));
}

function isEmpty(value: unknown): boolean {
  return value === null || (typeof value === 'string' && value.trim() === '');
}
