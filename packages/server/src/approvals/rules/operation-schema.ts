import { narrowParametersSchema, type ParametersSchema } from '@spora/sdk';
import type { RegisteredTool } from '../../tools/index.js';

/**
 * The arguments a rule's condition may read: those of its operation, or of every operation of the
 * tool when the rule names none.
 */
export function operationSchema(tool: RegisteredTool, operation: string | null): ParametersSchema {
  const schema = tool.instance.getParametersSchema();
  if (operation === null || tool.metadata.discriminatorKey === null) return schema;
  return narrowParametersSchema(schema, tool.metadata, [operation]);
}
