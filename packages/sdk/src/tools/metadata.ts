import { ToolDefinitionError } from '../errors.js';
import {
  type ToolParameterOptions,
  type ToolParameterType,
  type ToolSettingOptions,
  type ToolSettingReference,
  type ToolSettingType,
  toolParameterTypes,
  toolSettingTypes,
} from './declarations.js';
import { type ClassDeclarations, ownDeclarations } from './decorator-store.js';
import type { JsonSchema, JsonValue } from './json-schema.js';
import { assertValidToolName, displayNameFromToolName } from './naming.js';

export const defaultDiscriminatorKey = 'action';
export const defaultCategory = 'general';

export interface OperationMetadata {
  readonly name: string;
  readonly description: string;
  readonly enabledByDefault: boolean;
  readonly requiresApprovalByDefault: boolean;
  /**
   * Free of side effects: may run again after a crash (see `ToolOperationOptions.readOnly`).
   * Always set from decorators; metadata built by hand may leave it out, which means false.
   */
  readonly readOnly?: boolean;
  readonly discriminatorKey: string;
}

export interface ParameterMetadata {
  readonly name: string;
  readonly type: ToolParameterType;
  readonly description: string;
  /** Normalised: `[]` became `true`, and a parameter with a default is `false`. */
  readonly required: boolean | readonly string[];
  readonly default?: JsonValue;
  readonly enum?: readonly (string | number)[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly format?: string;
  readonly items?: JsonSchema;
}

export interface SettingOptionMetadata {
  readonly value: string;
  readonly label: string;
}

export interface SettingMetadata {
  readonly key: string;
  readonly label: string;
  readonly type: ToolSettingType;
  readonly description: string | null;
  readonly default: JsonValue | null;
  readonly required: boolean;
  readonly options: readonly SettingOptionMetadata[];
  readonly validation: string | null;
  readonly exposeToLlm: boolean;
  readonly dataSource: string | null;
  readonly resolveAs: ToolSettingReference | null;
}

/** Everything the decorators of a tool class declare, each list in source order. */
export interface ToolMetadata {
  readonly name: string;
  readonly description: string;
  readonly displayName: string;
  readonly category: string;
  readonly icon: string | null;
  /** From the concrete class only. */
  readonly operations: readonly OperationMetadata[];
  /** Inherited through the class chain, ancestors first. */
  readonly parameters: readonly ParameterMetadata[];
  /** Inherited through the class chain; a subclass's setting replaces its ancestor's per key. */
  readonly settings: readonly SettingMetadata[];
  /** The argument that selects the operation; `null` when the tool has fewer than two operations. */
  readonly discriminatorKey: string | null;
}

const metadataByClass = new WeakMap<object, ToolMetadata>();

/**
 * Reads the metadata of a tool class. Throws `ToolDefinitionError` when the declarations cannot
 * describe a usable tool (missing `@Tool`, invalid name, duplicates, unknown operations …).
 */
export function getToolMetadata(toolClass: abstract new (...args: never[]) => unknown): ToolMetadata {
  const cached = metadataByClass.get(toolClass);
  if (cached) return cached;
  const metadata = readToolMetadata(toolClass);
  metadataByClass.set(toolClass, metadata);
  return metadata;
}

function readToolMetadata(toolClass: abstract new (...args: never[]) => unknown): ToolMetadata {
  const className = toolClass.name || 'anonymous class';
  const own = ownDeclarations(toolClass);
  if (!own?.tool) {
    throw new ToolDefinitionError('MISSING_TOOL_DECORATOR', `${className} has no @Tool decorator.`, {
      className,
    });
  }
  const tool = own.tool;
  assertValidToolName(tool.name, className);

  const operations = readOperations(own, className);
  const discriminatorKey = operations.length >= 2 ? (operations[0]?.discriminatorKey ?? null) : null;
  const parameters = mergeInherited(
    ancestorDeclarations(toolClass).map((declarations) => declarations.parameters),
    (parameter) => parameter.name,
    'DUPLICATE_PARAMETER',
    'parameter',
    className,
  ).map((parameter) => readParameter(parameter, operations, className));
  if (discriminatorKey !== null && parameters.some((parameter) => parameter.name === discriminatorKey)) {
    throw new ToolDefinitionError(
      'DISCRIMINATOR_PARAMETER_CONFLICT',
      `${className} declares a parameter named "${discriminatorKey}", which is the operation discriminator the schema builder adds itself. Remove that @ToolParameter.`,
      { className, discriminatorKey },
    );
  }
  const settings = getDeclaredSettings(toolClass);

  return {
    name: tool.name,
    description: tool.description,
    displayName: tool.displayName ?? displayNameFromToolName(tool.name),
    category: tool.category ?? defaultCategory,
    icon: tool.icon ?? null,
    operations,
    parameters,
    settings,
    discriminatorKey,
  };
}

function readOperations(own: Readonly<ClassDeclarations>, className: string): OperationMetadata[] {
  const seen = new Set<string>();
  return own.operations.map((operation) => {
    if (seen.has(operation.name)) {
      throw new ToolDefinitionError(
        'DUPLICATE_OPERATION',
        `${className} declares operation "${operation.name}" twice.`,
        { className, operation: operation.name },
      );
    }
    seen.add(operation.name);
    return {
      name: operation.name,
      description: operation.description,
      enabledByDefault: operation.enabledByDefault ?? true,
      requiresApprovalByDefault: operation.requiresApprovalByDefault ?? false,
      readOnly: operation.readOnly ?? false,
      discriminatorKey: operation.discriminatorKey ?? defaultDiscriminatorKey,
    };
  });
}

/** Declarations of the class and its ancestors, root ancestor first. */
function ancestorDeclarations(toolClass: object): Readonly<ClassDeclarations>[] {
  const chain: Readonly<ClassDeclarations>[] = [];
  for (let current: object | null = toolClass; current && current !== Function.prototype; ) {
    const declarations = ownDeclarations(current);
    if (declarations) chain.unshift(declarations);
    current = Object.getPrototypeOf(current) as object | null;
  }
  return chain;
}

/**
 * Merges per-class lists, ancestors first. A key declared again by a subclass replaces the
 * ancestor's entry in place; a key declared twice on one class is an error.
 */
function mergeInherited<Entry>(
  listsRootFirst: readonly (readonly Entry[])[],
  keyOf: (entry: Entry) => string,
  duplicateCode: 'DUPLICATE_PARAMETER' | 'DUPLICATE_SETTING',
  noun: string,
  className: string,
): Entry[] {
  const merged = new Map<string, Entry>();
  for (const list of listsRootFirst) {
    const seenHere = new Set<string>();
    for (const entry of list) {
      const key = keyOf(entry);
      if (seenHere.has(key)) {
        throw new ToolDefinitionError(
          duplicateCode,
          `${className} declares ${noun} "${key}" twice on one class.`,
          {
            className,
            [noun]: key,
          },
        );
      }
      seenHere.add(key);
      merged.set(key, entry);
    }
  }
  return [...merged.values()];
}

function readParameter(
  parameter: ToolParameterOptions,
  operations: readonly OperationMetadata[],
  className: string,
): ParameterMetadata {
  if (!toolParameterTypes.includes(parameter.type)) {
    throw new ToolDefinitionError(
      'INVALID_PARAMETER',
      `${className} parameter "${parameter.name}" has unknown type "${String(parameter.type)}".`,
      { className, parameter: parameter.name },
    );
  }
  const declared = parameter.required ?? true;
  let required: boolean | readonly string[] =
    Array.isArray(declared) && declared.length === 0 ? true : declared;
  if (Array.isArray(required)) {
    const known = new Set(operations.map((operation) => operation.name));
    const unknown = required.filter((name) => !known.has(name));
    if (unknown.length > 0) {
      throw new ToolDefinitionError(
        'UNKNOWN_OPERATION_IN_REQUIRED',
        `${className} parameter "${parameter.name}" is required for unknown operation(s) ${unknown.map((name) => `"${name}"`).join(', ')}.`,
        { className, parameter: parameter.name, operations: unknown },
      );
    }
    required = [...required];
  }
  if (parameter.default !== undefined) required = false;
  const { required: _declaredRequirement, ...rest } = parameter;
  return { ...rest, required };
}

function readSetting(setting: ToolSettingOptions, className: string): SettingMetadata {
  const invalid = (problem: string) =>
    new ToolDefinitionError('INVALID_SETTING', `${className} setting "${setting.key}" ${problem}.`, {
      className,
      setting: setting.key,
    });
  if (!toolSettingTypes.includes(setting.type)) throw invalid(`has unknown type "${String(setting.type)}"`);
  const options = (setting.options ?? []).map((option) =>
    typeof option === 'string'
      ? { value: option, label: option }
      : { value: option.value, label: option.label },
  );
  // A multi-select may offer choices known only at run time (agents, channels), so only `select` must list them.
  if (setting.type === 'select' && options.length === 0) throw invalid('is a select without options');
  if (setting.validation !== undefined) {
    try {
      new RegExp(setting.validation);
    } catch {
      throw invalid(`has a validation pattern that is not a valid regular expression`);
    }
  }
  if (setting.resolveAs !== undefined && (setting.resolveAs !== 'agent' || setting.type !== 'multi-select')) {
    throw invalid('resolves as agents but is not a multi-select');
  }
  if (setting.dataSource !== undefined && !setting.dataSource.startsWith('/')) {
    throw invalid('has a dataSource that is not an API path starting with "/"');
  }
  return {
    key: setting.key,
    label: setting.label,
    type: setting.type,
    description: setting.description ?? null,
    default: setting.default ?? null,
    required: setting.required ?? false,
    options,
    validation: setting.validation ?? null,
    exposeToLlm: setting.exposeToLlm ?? false,
    dataSource: setting.dataSource ?? null,
    resolveAs: setting.resolveAs ?? null,
  };
}

/**
 * The `@ToolSetting` declarations of any class (tool or LLM driver), inherited through the class
 * chain with the subclass winning per key, in source order.
 */
export function getDeclaredSettings(
  declaringClass: abstract new (...args: never[]) => unknown,
): readonly SettingMetadata[] {
  const className = declaringClass.name || 'anonymous class';
  return mergeInherited(
    ancestorDeclarations(declaringClass).map((declarations) => declarations.settings),
    (setting) => setting.key,
    'DUPLICATE_SETTING',
    'setting',
    className,
  ).map((setting) => readSetting(setting, className));
}
