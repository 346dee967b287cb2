export { type AgentSelection, agentOfTask, selectsNoAgent } from './agent-selection.js';
export { argumentsDigest, canonicalJson, sha256Hex } from './canonical-json.js';
export { isConnectionLoss } from './connection-loss.js';
export { type ConnectionLossRetryOptions, retryAfterConnectionLoss } from './connection-loss-retry.js';
export { isForeignKeyViolation, isUniqueViolation } from './constraint-violations.js';
export {
  type DatabaseConnection,
  type DatabaseEngine,
  type OpenDatabaseOptions,
  openDatabase,
} from './database.js';
export { idChunks } from './id-chunks.js';
export { inTransaction } from './in-transaction.js';
export { PortableColumns } from './migrations/portable-columns.js';
export {
  coreMigrations,
  coreMigrationTable,
  MigrationError,
  type MigrationSummary,
  migrateToLatest,
  type PortableMigration,
} from './migrator.js';
export {
  hasOpenStatus,
  isOpenToolCallStatus,
  type OpenToolCallStatus,
  openToolCallStatuses,
} from './open-tool-calls.js';
export { pipelined, pipelinedConnection } from './pipelined-transaction.js';
export { PrecompiledQueries, PrecompiledQuery, type Slots } from './precompiled-query.js';
export * from './schema.js';
export { isoAfter, nowIso } from './timestamps.js';
