import { ToolDefinitionError } from '../errors.js';
import type { JsonSchema, ParametersSchema } from './json-schema.js';
import type { OperationMetadata, ToolMetadata } from './metadata.js';
import { describeOperations } from './parameter-schema.js';

/** An `allOf` entry that requires parameters when the discriminator names one operation. */
interface OperationCondition {
  operation: string;
  required: string[];
}

function readOperationCondition(entry: JsonSchema, discriminatorKey: string): OperationCondition | null {
  const selected = entry.if?.properties?.[discriminatorKey]?.const;
  const required = entry.then?.required;
  if (typeof selected !== 'string' || !Array.isArray(required)) return null;
  return { operation: selected, required };
}

/**
 * Narrows a tool's schema to the operations an agent may use: the discriminator enumerates only
 * those, parameters bound only to other operations disappear, and with a single allowed operation
 * the discriminator is no longer required (its bound parameters become plainly required).
 *
 * The result is the schema arguments are validated against. Throws `NO_ALLOWED_OPERATIONS` when
 * none of the tool's operations is allowed: such a tool must not be offered to the model at all.
 */
export function narrowParametersSchema(
  schema: ParametersSchema,
  metadata: ToolMetadata,
  allowedOperations: Iterable<string>,
): ParametersSchema {
  const narrowed = structuredClone(schema);
  const key = metadata.discriminatorKey;
  const discriminator = key === null ? undefined : narrowed.properties[key];
  if (key === null || discriminator === undefined) return narrowed;

  const allowed = new Set(allowedOperations);
  const kept = metadata.operations.filter((operation) => allowed.has(operation.name));
  if (kept.length === 0) {
    throw new ToolDefinitionError(
      'NO_ALLOWED_OPERATIONS',
      `Tool "${metadata.name}" has no allowed operation; it must not be offered to the model.`,
      { tool: metadata.name },
    );
  }
  const keptNames = new Set(kept.map((operation) => operation.name));
  narrowed.properties[key] = narrowDiscriminator(discriminator, kept);

  const keptConditions: OperationCondition[] = [];
  const otherEntries: JsonSchema[] = [];
  const droppedCandidates = new Set<string>();
  for (const entry of narrowed.allOf ?? []) {
    const condition = readOperationCondition(entry, key);
    if (condition === null) otherEntries.push(entry);
    else if (keptNames.has(condition.operation)) keptConditions.push(condition);
    else for (const name of condition.required) droppedCandidates.add(name);
  }

  const required = new Set(narrowed.required);
  const stillUsed = new Set(keptConditions.flatMap((condition) => condition.required));
  for (const name of droppedCandidates) {
    if (!required.has(name) && !stillUsed.has(name)) delete narrowed.properties[name];
  }

  let conditionEntries = keptConditions.map((condition) => conditionEntry(key, condition));
  if (kept.length === 1) {
    required.delete(key);
    for (const name of stillUsed) required.add(name);
    conditionEntries = [];
  }
  narrowed.required = orderLikeProperties(required, narrowed.properties);
  const allOf = [...conditionEntries, ...otherEntries];
  if (allOf.length > 0) narrowed.allOf = allOf;
  else delete narrowed.allOf;
  return narrowed;
}

function narrowDiscriminator(discriminator: JsonSchema, kept: readonly OperationMetadata[]): JsonSchema {
  return {
    ...discriminator,
    enum: kept.map((operation) => operation.name),
    description: describeOperations(kept),
  };
}

function conditionEntry(discriminatorKey: string, condition: OperationCondition): JsonSchema {
  return {
    if: { properties: { [discriminatorKey]: { const: condition.operation } }, required: [discriminatorKey] },
    then: { required: condition.required },
  };
}

function orderLikeProperties(names: ReadonlySet<string>, properties: Record<string, JsonSchema>): string[] {
  const inPropertyOrder = Object.keys(properties).filter((name) => names.has(name));
  const elsewhere = [...names].filter((name) => !(name in properties));
  return [...inPropertyOrder, ...elsewhere];
}

/** Composition keywords that Anthropic refuses at the top level of a tool's input schema. */
const topLevelCompositionKeywords = ['allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else'] as const;

/**
 * The form of a (narrowed) schema sent to providers as function parameters. Anthropic rejects
 * `allOf`/`anyOf`/`oneOf` at the top level of an input schema, so per-operation requirements move
 * into the parameters' descriptions ("Required when action is "format".") and the composition
 * keywords are dropped; arguments are still validated against the full schema.
 */
export function toProviderParametersSchema(
  schema: ParametersSchema,
  discriminatorKey: string | null,
): ParametersSchema {
  const provider = structuredClone(schema);
  const requiredFor = new Map<string, string[]>();
  if (discriminatorKey !== null) {
    for (const entry of schema.allOf ?? []) {
      const condition = readOperationCondition(entry, discriminatorKey);
      if (condition === null) continue;
      for (const name of condition.required) {
        requiredFor.set(name, [...(requiredFor.get(name) ?? []), condition.operation]);
      }
    }
  }
  for (const [name, operations] of requiredFor) {
    const property = provider.properties[name];
    if (property === undefined || discriminatorKey === null) continue;
    const when = operations.map((operation) => `"${operation}"`).join(' or ');
    const note = `Required when ${discriminatorKey} is ${when}.`;
    provider.properties[name] = {
      ...property,
      description: property.description ? `${property.description} ${note}` : note,
    };
  }
  for (const keyword of topLevelCompositionKeywords) delete provider[keyword];
  return {
    ...provider,
    type: 'object',
    properties: provider.properties ?? {},
    required: provider.required ?? [],
  };
}
