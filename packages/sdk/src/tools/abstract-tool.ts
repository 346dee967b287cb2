import type { ToolContext } from './tool-context.js';
import type { ToolArguments, ToolInterface } from './tool-interface.js';
import { HasOperations, HasParameterSchema } from './tool-mixins.js';
import type { ToolResult } from './tool-result.js';

class ToolBase {}

/**
 * The base of most tools: operation dispatch and the generated parameter schema come from the
 * decorators, so a tool writes only `execute` and `describeAction`.
 */
export abstract class AbstractTool
  extends HasOperations(HasParameterSchema(ToolBase))
  implements ToolInterface
{
  abstract execute(args: ToolArguments, ctx: ToolContext): Promise<ToolResult>;
  abstract describeAction(args: ToolArguments): string;
}
