export { type PluginFolder, type PluginPackageRecord, readPluginFolders } from './plugin-folders.js';
export { PluginPackageError, type PluginPackageErrorCode } from './plugin-package-error.js';
export {
  type PluginPackageRequest,
  packageNameMaxLength,
  packageNamePattern,
  versionSpecMaxLength,
  versionSpecPattern,
} from './plugin-package-request.js';
export { type PendingPluginChange, PluginPackages, type PluginPackagesOptions } from './plugin-packages.js';
