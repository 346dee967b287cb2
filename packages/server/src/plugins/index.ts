export type { ExtensionLocations, ExtensionSource } from './extension-candidates.js';
export type { ExtensionDeclarations } from './extension-declarations.js';
export {
  type PendingPluginChange,
  type PluginFolder,
  PluginPackageError,
  type PluginPackageErrorCode,
  type PluginPackageRecord,
  type PluginPackageRequest,
  PluginPackages,
  type PluginPackagesOptions,
  packageNameMaxLength,
  packageNamePattern,
  versionSpecMaxLength,
  versionSpecPattern,
} from './installation/index.js';
export { deliverEvent } from './lifecycle-dispatch.js';
export { type LoadExtensionsOptions, type LoadedExtensions, loadExtensions } from './load-extensions.js';
export { type LoadedExtension, PluginInventory } from './plugin-inventory.js';
export type { PluginManifest } from './plugin-manifest.js';
export { pluginManifestSchema } from './plugin-manifest-schema.js';
export { type MigrationReport, type MigrationState, migrationTableOf } from './plugin-migrations.js';
export { type PluginProblemCode, PluginRefusal, type PluginRefusalCode } from './plugin-refusal.js';
export { type PluginProblem, type PluginReport, pluginLabelOf } from './plugin-report.js';
export { type PluginReportView, pluginReportView } from './plugin-report-view.js';
export type { DeclaredScheduledJob } from './scheduled-job-checks.js';
export {
  type ServiceChange,
  ServiceContainer,
  ServiceContainerError,
  type ServiceContainerErrorCode,
} from './service-container.js';
export { ExtensionTaskControl, ExtensionToolSettings } from './services/index.js';
