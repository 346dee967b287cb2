import { effectiveOperations, narrowParametersSchema, type ParametersSchema } from '@spora/sdk';
import type { RegisteredTool } from './tool-registry.js';

/** A tool's argument schemas as a person or a script reads them before calling it. */
export interface ToolParameterSchemas {
  /** The whole schema the model is offered when every operation is allowed. */
  readonly tool: ParametersSchema;
  /** Per operation (the implicit one included), the arguments of a call of that operation. */
  readonly byOperation: ReadonlyMap<string, ParametersSchema>;
}

/**
 * The parameter schemas of a registered tool. An operation's schema is the tool's narrowed to
 * that operation, so the parameters of other operations are gone and its own bound ones are
 * required; the discriminator stays required there, pinned to the operation, because a call
 * must still name it while the tool offers other operations.
 */
export function parameterSchemasOf(tool: RegisteredTool): ToolParameterSchemas {
  const schema = tool.instance.getParametersSchema();
  const { discriminatorKey } = tool.metadata;
  const byOperation = new Map<string, ParametersSchema>();
  for (const operation of effectiveOperations(tool.metadata)) {
    if (discriminatorKey === null) {
      byOperation.set(operation.name, structuredClone(schema));
      continue;
    }
    const narrowed = narrowParametersSchema(schema, tool.metadata, [operation.name]);
    narrowed.required = [discriminatorKey, ...narrowed.required.filter((name) => name !== discriminatorKey)];
    byOperation.set(operation.name, narrowed);
  }
  return { tool: schema, byOperation };
}
