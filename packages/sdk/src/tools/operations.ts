import type { OperationMetadata, ToolMetadata } from './metadata.js';

/** The operation name recorded for tools that declare no `@ToolOperation`. */
export const defaultOperationName = 'default';

/**
 * The operations a tool can perform. A tool without `@ToolOperation` is a single-operation tool
 * named `default`, enabled and auto-approved.
 */
export function effectiveOperations(metadata: ToolMetadata): readonly OperationMetadata[] {
  if (metadata.operations.length > 0) return metadata.operations;
  return [
    {
      name: defaultOperationName,
      description: metadata.description,
      enabledByDefault: true,
      requiresApprovalByDefault: false,
      readOnly: false,
      discriminatorKey: 'action',
    },
  ];
}

/**
 * Which operation a call's arguments select. A tool with fewer than two operations needs no
 * discriminator and always resolves to its one operation; otherwise the discriminator must name a
 * declared operation, else `null`.
 */
export function resolveOperationName(
  metadata: ToolMetadata,
  args: Readonly<Record<string, unknown>>,
): string | null {
  const operations = effectiveOperations(metadata);
  if (metadata.discriminatorKey === null) return operations[0]?.name ?? null;
  const selected = args[metadata.discriminatorKey];
  if (typeof selected !== 'string') return null;
  return operations.some((operation) => operation.name === selected) ? selected : null;
}

/** The operation a call selects among those an agent allows, and the arguments it runs with. */
export interface SelectedOperation {
  readonly operation: string;
  /** The call's arguments, with the discriminator filled in when the call left it out. */
  readonly args: Readonly<Record<string, unknown>>;
}

/**
 * Which of the `allowed` operations a call selects. With exactly one operation allowed the
 * discriminator is optional (the narrowed schema no longer requires it, seed 000): a call without
 * it selects that operation, and the discriminator is filled into the arguments, so the tool's own
 * dispatch (`getOperationName(args)`) sees the operation it runs. `null` when the discriminator is
 * missing or names no declared operation; whether the named one is allowed is the caller's check.
 */
export function selectOperation(
  metadata: ToolMetadata,
  args: Readonly<Record<string, unknown>>,
  allowed: readonly string[],
): SelectedOperation | null {
  const key = metadata.discriminatorKey;
  const only = allowed.length === 1 ? allowed[0] : undefined;
  if (key !== null && isAbsent(args[key]) && only !== undefined) {
    return findOperation(metadata, only)
      ? { operation: only, args: withOperation(metadata, args, only) }
      : null;
  }
  const operation = resolveOperationName(metadata, args);
  return operation === null ? null : { operation, args };
}

/**
 * The arguments with the discriminator set to `operation` when they lack it (a call stored before
 * it was filled in, say); unchanged for tools without a discriminator.
 */
export function withOperation(
  metadata: ToolMetadata,
  args: Readonly<Record<string, unknown>>,
  operation: string,
): Readonly<Record<string, unknown>> {
  const key = metadata.discriminatorKey;
  if (key === null || !isAbsent(args[key])) return args;
  return { ...args, [key]: operation };
}

/** Models write a discriminator they leave out as missing or as `null`. */
function isAbsent(value: unknown): boolean {
  return value === undefined || value === null;
}

export function findOperation(metadata: ToolMetadata, name: string): OperationMetadata | undefined {
  return effectiveOperations(metadata).find((operation) => operation.name === name);
}
