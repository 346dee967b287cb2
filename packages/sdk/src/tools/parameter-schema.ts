import type { JsonSchema, ParametersSchema } from './json-schema.js';
import type { OperationMetadata, ParameterMetadata, ToolMetadata } from './metadata.js';

/**
 * Builds the JSON Schema of a tool's arguments from its metadata.
 *
 * - Properties keep declaration order; with two or more operations the discriminator comes first,
 *   is required, and enumerates the operation names.
 * - A parameter bound to operations (`required: ['format']`) is required only for those: the schema
 *   says so with one `if/then` per operation under `allOf`, so a standard validator enforces it.
 */
export function buildParametersSchema(metadata: ToolMetadata): ParametersSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const { discriminatorKey, operations } = metadata;

  if (discriminatorKey !== null) {
    properties[discriminatorKey] = {
      type: 'string',
      enum: operations.map((operation) => operation.name),
      description: describeOperations(operations),
    };
    required.push(discriminatorKey);
  }
  for (const parameter of metadata.parameters) {
    properties[parameter.name] = parameterProperty(parameter);
    if (isRequiredForEveryOperation(parameter, operations)) required.push(parameter.name);
  }

  const schema: ParametersSchema = { type: 'object', properties, required };
  if (discriminatorKey !== null) {
    const conditions = operationConditions(metadata.parameters, operations, discriminatorKey);
    if (conditions.length > 0) schema.allOf = conditions;
  }
  return schema;
}

/** The discriminator's description: each operation the model may choose, with what it does. */
export function describeOperations(operations: readonly OperationMetadata[]): string {
  const choices = operations.map((operation) => `"${operation.name}": ${operation.description}`).join('; ');
  return `The operation to perform. ${choices}`;
}

function parameterProperty(parameter: ParameterMetadata): JsonSchema {
  const property: JsonSchema = { type: parameter.type, description: parameter.description };
  if (parameter.enum !== undefined) property.enum = [...parameter.enum];
  if (parameter.minimum !== undefined) property.minimum = parameter.minimum;
  if (parameter.maximum !== undefined) property.maximum = parameter.maximum;
  if (parameter.format !== undefined) property.format = parameter.format;
  if (parameter.items !== undefined) property.items = parameter.items;
  if (parameter.default !== undefined) property.default = parameter.default;
  return property;
}

/**
 * A bound parameter of a tool with fewer than two operations has no discriminator to branch on:
 * it is required exactly when the tool's one operation is among those it is bound to.
 */
function isRequiredForEveryOperation(
  parameter: ParameterMetadata,
  operations: readonly OperationMetadata[],
): boolean {
  if (!Array.isArray(parameter.required)) return parameter.required === true;
  if (operations.length >= 2) return false;
  const only = operations[0];
  return only !== undefined && parameter.required.includes(only.name);
}

/** One `if/then` per operation that has bound parameters, in operation order. */
function operationConditions(
  parameters: readonly ParameterMetadata[],
  operations: readonly OperationMetadata[],
  discriminatorKey: string,
): JsonSchema[] {
  const conditions: JsonSchema[] = [];
  for (const operation of operations) {
    const bound = parameters
      .filter((parameter) => Array.isArray(parameter.required) && parameter.required.includes(operation.name))
      .map((parameter) => parameter.name);
    if (bound.length === 0) continue;
    conditions.push({
      if: { properties: { [discriminatorKey]: { const: operation.name } }, required: [discriminatorKey] },
      then: { required: bound },
    });
  }
  return conditions;
}
