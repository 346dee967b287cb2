import { describe, expect, it } from 'vitest';
import {
  HasOperations,
  HasParameterSchema,
  Tool,
  type ToolArguments,
  ToolDefinitionError,
  type ToolInterface,
  ToolOperation,
  ToolParameter,
  ToolResult,
} from '../src/index.js';
import { createTestToolContext } from '../src/testing/index.js';

/** A third-party base class a plugin tool must extend. */
class ThirdPartyClient {
  constructor(readonly endpoint: string) {}

  request(path: string): string {
    return `${this.endpoint}${path}`;
  }
}

@Tool({ name: 'remote_lookup', description: 'Look things up remotely.' })
@ToolOperation({ name: 'get', description: 'Fetch one' })
@ToolOperation({ name: 'search', description: 'Search many' })
@ToolParameter({ name: 'id', type: 'string', description: 'Identifier.', required: ['get'] })
class RemoteLookupTool extends HasOperations(HasParameterSchema(ThirdPartyClient)) implements ToolInterface {
  constructor() {
    super('https://api.example.test');
  }

  async execute(args: ToolArguments): Promise<ToolResult> {
    return ToolResult.ok(this.request(`/${String(args.id ?? '')}`));
  }

  describeAction(args: ToolArguments): string {
    return `Look up ${String(args.id)}`;
  }
}

describe('tools that extend a foreign base class', () => {
  it('get operations and the generated schema from the helpers', async () => {
    const tool = new RemoteLookupTool();
    expect(tool.getParametersSchema().properties.action?.enum).toEqual(['get', 'search']);
    expect(tool.getOperationName({ action: 'search' })).toBe('search');
    expect(tool.getOperations().map((operation) => operation.name)).toEqual(['get', 'search']);
    const result = await tool.execute({ action: 'get', id: '7' });
    expect(result).toEqual(new ToolResult(true, 'https://api.example.test/7', null));
  });

  it('validate the name at instantiation', () => {
    @Tool({ name: 'Bad-Name', description: 'x' })
    class BadName extends HasOperations(ThirdPartyClient) {}
    expect(() => new BadName('x')).toThrow(ToolDefinitionError);
  });
});

describe('createTestToolContext', () => {
  it('gives settings and refuses the network unless told otherwise', async () => {
    const ctx = createTestToolContext({ settings: { api_key: 'k' }, agentId: 9 });
    expect(await ctx.settings()).toEqual({ api_key: 'k' });
    expect(ctx.agentId).toBe(9);
    expect(ctx.principal.isResolvable()).toBe(true);
    await expect(ctx.http('https://example.test')).rejects.toThrow(/No network/);
  });
});
