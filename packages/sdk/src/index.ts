/**
 * @spora/sdk — what tool, driver and plugin authors import. No database, no HTTP server.
 */

export * from './drivers/index.js';
export { SporaError, ToolDefinitionError, type ToolDefinitionErrorCode } from './errors.js';
export * from './extensions/index.js';
export { fail, ok, type Result } from './result.js';
export * from './tools/index.js';
