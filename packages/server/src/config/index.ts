export type {
  DatabaseLocation,
  FilesStoreConfig,
  LogFormat,
  LogLevel,
  MetricsExposure,
  SporaConfig,
  SporaConfigInput,
} from './config.js';
export { configDefaults } from './config.js';
export { ConfigError, type ConfigErrorCode } from './config-error.js';
export {
  defaultConfigFileName,
  type LoadConfigOptions,
  loadConfig,
  parseDatabaseUrl,
  withoutCredentials,
} from './load-config.js';
