import type { RegisteredTool, ToolRegistry } from '../tools/index.js';
import { ApiError } from './api-error.js';

/**
 * The registered tool a path's `{toolId}` names. The model-facing name (`calculator`,
 * `slug:name`) always works and wins; a plugin tool's bare name (`vault` for `acme:vault`, the
 * `@Tool` name the seed's enable endpoint takes) works while it names exactly one plugin tool.
 * Two plugins with that bare name make it TOOL_NAME_AMBIGUOUS, listing the names that do work,
 * rather than a guess; anything else is NOT_FOUND. Only the tools `userId` may see are looked at:
 * another user's MCP tool is NOT_FOUND, as if it did not exist.
 */
export function toolNamed(tools: ToolRegistry, toolId: string, userId: number): RegisteredTool {
  const exact = tools.findByLlmNameFor(userId, toolId);
  if (exact) return exact;
  const candidates = toolId.includes(':')
    ? []
    : tools.listFor(userId).filter((tool) => tool.pluginSlug !== null && tool.metadata.name === toolId);
  const [only, ...others] = candidates;
  if (only === undefined) throw ApiError.notFound(`Tool "${toolId}"`);
  if (others.length === 0) return only;
  const names = candidates.map((tool) => tool.llmName);
  throw new ApiError(
    'TOOL_NAME_AMBIGUOUS',
    `Tool name "${toolId}" is used by several plugins; name one of them: ${names.join(', ')}.`,
    { candidates: names },
  );
}
