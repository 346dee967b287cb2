import { SporaError } from '@spora/sdk';

/** Why a plugin (or the App) was not loaded. `docs/plugins.md` explains each one. */
export type PluginRefusalCode =
  | 'MANIFEST_UNREADABLE'
  | 'MANIFEST_INVALID'
  | 'RESERVED_SLUG'
  | 'DUPLICATE_SLUG'
  | 'PACKAGE_NOT_FOUND'
  | 'ENTRY_NOT_FOUND'
  | 'ENTRY_LOAD_FAILED'
  | 'ENTRY_NOT_A_PLUGIN'
  | 'HOOK_INVALID'
  | 'EVENT_SUBSCRIPTION_INVALID'
  | 'CONTAINER_BUILDING_FAILED'
  | 'SERVICE_CONFLICT'
  | 'TOOL_INVALID'
  | 'DUPLICATE_TOOL_CLASS'
  | 'DUPLICATE_TOOL_NAME'
  | 'DRIVER_INVALID'
  | 'MIGRATIONS_INVALID'
  | 'MIGRATION_FAILED';

/** A plugin that loaded but failed at a later moment; it stays loaded without that part. */
export type PluginProblemCode = 'ROUTES_REFUSED' | 'BOOT_FAILED';

/** Thrown while one plugin loads; the loader turns it into that plugin's refusal. */
export class PluginRefusal extends SporaError<PluginRefusalCode> {}

export function describeError(error: unknown): string {
  if (SporaError.isInstance(error)) return `${error.code}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}
