import type { RegisteredTool, ToolRegistry } from '../tools/index.js';
import { ApiError } from './api-error.js';

/**
 * The registered tool a path's `{toolId}` names, by its exact model-facing name (`calculator`,
 * `slug:name`); any other name is NOT_FOUND.
 */
export function toolNamed(tools: ToolRegistry, toolId: string): RegisteredTool {
  const tool = tools.findByLlmName(toolId);
  if (!tool) throw ApiError.notFound(`Tool "${toolId}"`);
  return tool;
}
