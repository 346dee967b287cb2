import type { JsonObject } from './json-schema.js';

/**
 * What a tool returns. `content` is what the model sees; `data` is structured output kept for the
 * platform and the UI (never sent to the model).
 */
export class ToolResult {
  constructor(
    readonly success: boolean,
    readonly content: string,
    readonly data: JsonObject | null = null,
  ) {}

  static ok(content: string, data?: JsonObject): ToolResult {
    return new ToolResult(true, content, data ?? null);
  }

  static error(content: string, data?: JsonObject): ToolResult {
    return new ToolResult(false, content, data ?? null);
  }
}
