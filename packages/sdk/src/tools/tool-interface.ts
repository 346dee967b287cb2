import type { ParametersSchema } from './json-schema.js';
import type { ToolContext } from './tool-context.js';
import type { ToolResult } from './tool-result.js';

/** The arguments of one call, as the model sent them (after validation). */
export type ToolArguments = Readonly<Record<string, unknown>>;

/** The contract the orchestrator calls. `AbstractTool` implements everything but `execute` and `describeAction`. */
export interface ToolInterface {
  /** Runs the call. Must not throw: failures are a `ToolResult` with `success: false`. */
  execute(args: ToolArguments, ctx: ToolContext): Promise<ToolResult>;
  /** A human-readable, Markdown-safe line for the approval UI. */
  describeAction(args: ToolArguments): string;
  /** The JSON Schema of the arguments. */
  getParametersSchema(): ParametersSchema;
  /** The operation the arguments select, or `null` when they name none the tool declares. */
  getOperationName(args: ToolArguments): string | null;
}
