import { SporaError } from '@spora/sdk';

export type PluginPackageErrorCode =
  | 'VALIDATION_ERROR'
  | 'NOT_FOUND'
  | 'PLUGIN_PACKAGE_NOT_FOUND'
  | 'PLUGIN_MANIFEST_INVALID'
  | 'PLUGIN_REQUIRES_MISSING'
  | 'PLUGIN_ALREADY_INSTALLED'
  | 'PLUGIN_SLUG_TAKEN'
  | 'PLUGIN_NOT_FROM_REGISTRY'
  | 'PLUGIN_REQUIRED_BY'
  | 'PLUGIN_CHANGE_IN_PROGRESS'
  | 'PLUGIN_INSTALL_FAILED';

/** A plugin change refused, or failed with nothing changed; the API answers with its code. */
export class PluginPackageError extends SporaError<PluginPackageErrorCode> {}
