export { type PluginFolder, type PluginPackageRecord, readPluginFolders } from './plugin-folders.js';
export {
  type PendingPluginChange,
  PluginPackageError,
  type PluginPackageErrorCode,
  type PluginPackageRequest,
  PluginPackages,
  type PluginPackagesOptions,
  packageNameMaxLength,
  packageNamePattern,
  versionSpecMaxLength,
  versionSpecPattern,
} from './plugin-packages.js';
