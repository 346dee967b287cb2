import {
  AbstractTool,
  Tool,
  type ToolArguments,
  type ToolContext,
  ToolOperation,
  ToolParameter,
  ToolResult,
} from '@spora/sdk';

/** Tools whose effects tests can observe. Executions are counted per test tool. */
export const executions: { tool: string; args: ToolArguments }[] = [];

@Tool({ name: 'echo', description: 'Repeat a text.' })
@ToolOperation({ name: 'say', description: 'Say the text' })
@ToolParameter({ name: 'text', type: 'string', description: 'What to say.' })
export class EchoTool extends AbstractTool {
  async execute(args: ToolArguments): Promise<ToolResult> {
    executions.push({ tool: 'echo', args });
    return ToolResult.ok(`echo: ${String(args.text)}`);
  }

  describeAction(args: ToolArguments): string {
    return `Say "${String(args.text)}"`;
  }
}

@Tool({ name: 'files', description: 'Manage files.' })
@ToolOperation({ name: 'read', description: 'Read a file' })
@ToolOperation({ name: 'delete', description: 'Delete a file', requiresApprovalByDefault: true })
@ToolOperation({ name: 'shred', description: 'Shred a file', enabledByDefault: false })
@ToolParameter({ name: 'path', type: 'string', description: 'File path.' })
@ToolParameter({
  name: 'count',
  type: 'integer',
  description: 'How many.',
  minimum: 1,
  maximum: 3,
  required: false,
})
export class FilesTool extends AbstractTool {
  async execute(args: ToolArguments, ctx: ToolContext): Promise<ToolResult> {
    executions.push({ tool: `files.${ctx.operation}`, args });
    return ToolResult.ok(`${ctx.operation} ${String(args.path)} done`, { path: String(args.path) });
  }

  describeAction(args: ToolArguments): string {
    return `${String(args.action)} ${String(args.path)}`;
  }
}

@Tool({ name: 'slow', description: 'Takes its time.' })
@ToolParameter({ name: 'ms', type: 'integer', description: 'Milliseconds.' })
export class SlowTool extends AbstractTool {
  async execute(args: ToolArguments, ctx: ToolContext): Promise<ToolResult> {
    executions.push({ tool: 'slow', args });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, Number(args.ms));
      ctx.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new Error('cancelled'));
      });
    });
    return ToolResult.ok('slow done');
  }

  describeAction(): string {
    return 'Wait';
  }
}

/** Like `slow`, but declared free of side effects: the loop may run it again after a crash. */
@Tool({ name: 'lookup', description: 'Looks something up, taking its time.' })
@ToolOperation({ name: 'find', description: 'Find an entry', readOnly: true })
@ToolParameter({ name: 'ms', type: 'integer', description: 'Milliseconds.' })
export class SlowLookupTool extends AbstractTool {
  async execute(args: ToolArguments, ctx: ToolContext): Promise<ToolResult> {
    executions.push({ tool: 'lookup', args });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, Number(args.ms));
      ctx.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new Error('cancelled'));
      });
    });
    return ToolResult.ok(`found after ${String(args.ms)} ms`);
  }

  describeAction(): string {
    return 'Look up';
  }
}

@Tool({ name: 'explode', description: 'Always throws.' })
export class ExplodingTool extends AbstractTool {
  async execute(): Promise<ToolResult> {
    throw new Error('kaboom');
  }

  describeAction(): string {
    return 'Explode';
  }
}

export const testToolClasses = [EchoTool, FilesTool, SlowTool, SlowLookupTool, ExplodingTool];
