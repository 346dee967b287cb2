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

export function findOperation(metadata: ToolMetadata, name: string): OperationMetadata | undefined {
  return effectiveOperations(metadata).find((operation) => operation.name === name);
}
