import { ToolDefinitionError } from '../errors.js';

/** LLM-facing tool names: lowercase letters, digits and underscores, starting with a letter. */
export const toolNamePattern = /^[a-z][a-z0-9_]*$/;

export function isValidToolName(name: string): boolean {
  return toolNamePattern.test(name);
}

export function assertValidToolName(name: string, className: string): void {
  if (!isValidToolName(name)) {
    throw new ToolDefinitionError(
      'INVALID_TOOL_NAME',
      `Tool name "${name}" on ${className} is invalid: it must match ${toolNamePattern} (snake_case, starting with a letter).`,
      { name, className },
    );
  }
}

/** `web_search` → `Web Search`, for tools that declare no display name. */
export function displayNameFromToolName(name: string): string {
  return name
    .split('_')
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
