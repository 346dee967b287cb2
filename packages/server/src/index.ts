/**
 * @spora/server — the platform: configuration, storage, tool registry, HTTP API and the CLI.
 */
export * from './accounts/index.js';
export * from './agents/index.js';
export * from './config/index.js';
export * from './db/index.js';
export * from './http/index.js';
export * from './llm/index.js';
export { createLogger, type Logger } from './logging/logger.js';
export * from './network/index.js';
export * from './notifications/index.js';
export * from './orchestrator/index.js';
export * from './plugins/index.js';
export * from './realtime/index.js';
export * from './runtime/index.js';
export * from './secrets/index.js';
export * from './settings/index.js';
export { flushTracing, startTracing, stopTracing } from './telemetry/tracing.js';
export { type TracingSettings, tracingSettingsFrom } from './telemetry/tracing-settings.js';
export * from './tools/index.js';
export * from './worker/index.js';
