import { describe, expect, it } from 'vitest';
import {
  AbstractTool,
  getToolMetadata,
  SporaError,
  Tool,
  type ToolArguments,
  ToolDefinitionError,
  ToolOperation,
  ToolParameter,
  ToolResult,
  ToolSetting,
} from '../src/index.js';
import {
  AgentMemoryTool,
  CalendarTool,
  MySearchTool,
  MyWebSearchTool,
  TimeTool,
} from './fixtures/seed-tools.js';

abstract class NoopTool extends AbstractTool {
  async execute(): Promise<ToolResult> {
    return ToolResult.ok('');
  }

  describeAction(_args: ToolArguments): string {
    return '';
  }
}

function definitionErrorCode(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof ToolDefinitionError) return error.code;
    throw error;
  }
  return undefined;
}

describe('getToolMetadata', () => {
  it('reads every @Tool field', () => {
    const metadata = getToolMetadata(MyWebSearchTool);
    expect(metadata).toMatchObject({
      name: 'web_search',
      description: 'Search the web.',
      displayName: 'Web Search',
      category: 'research',
      icon: 'search',
      discriminatorKey: null,
    });
  });

  it('defaults category to general, icon to null and derives the display name', () => {
    const metadata = getToolMetadata(TimeTool);
    expect(metadata.category).toBe('general');
    expect(metadata.displayName).toBe('Time');
    expect(getToolMetadata(CalendarTool).icon).toBeNull();
  });

  it('lists operations in source order with their defaults', () => {
    expect(getToolMetadata(CalendarTool).operations).toEqual([
      {
        name: 'list_events',
        description: 'Fetch upcoming events',
        enabledByDefault: true,
        requiresApprovalByDefault: false,
        readOnly: false,
        discriminatorKey: 'action',
      },
      {
        name: 'create_event',
        description: 'Create an event',
        enabledByDefault: true,
        requiresApprovalByDefault: true,
        readOnly: false,
        discriminatorKey: 'action',
      },
    ]);
  });

  it('reports operations declared free of side effects', () => {
    @Tool({ name: 'lookup', description: 'Looks things up.' })
    @ToolOperation({ name: 'find', description: 'Finds a record.', readOnly: true })
    @ToolOperation({ name: 'store', description: 'Stores a record.' })
    class LookupTool extends AbstractTool {
      async execute(): Promise<ToolResult> {
        return ToolResult.ok('');
      }

      describeAction(): string {
        return 'Look up';
      }
    }
    expect(getToolMetadata(LookupTool).operations.map(({ name, readOnly }) => ({ name, readOnly }))).toEqual([
      { name: 'find', readOnly: true },
      { name: 'store', readOnly: false },
    ]);
  });

  it('lists parameters in source order, ancestors first', () => {
    expect(getToolMetadata(CalendarTool).parameters.map((parameter) => parameter.name)).toEqual([
      'title',
      'start',
      'limit',
    ]);
    expect(getToolMetadata(AgentMemoryTool).parameters.map((parameter) => parameter.name)).toEqual([
      'name',
      'content',
    ]);
  });

  it('inherits settings and lets the subclass win per key', () => {
    const settings = getToolMetadata(AgentMemoryTool).settings;
    expect(settings.map((setting) => setting.key)).toEqual(['max_items', 'visibility']);
    expect(settings[0]).toMatchObject({ label: 'Max agent items', default: '20' });
    expect(settings[1]?.options).toEqual([
      { value: 'private', label: 'private' },
      { value: 'team', label: 'team' },
    ]);
  });

  it('reads every @ToolSetting field with defaults', () => {
    const [apiKey, domains] = getToolMetadata(MySearchTool).settings;
    expect(apiKey).toEqual({
      key: 'api_key',
      label: 'API Key',
      type: 'password',
      description: 'API key for the remote search service.',
      default: null,
      required: true,
      options: [],
      validation: null,
      exposeToLlm: false,
      dataSource: null,
      resolveAs: null,
    });
    expect(domains?.exposeToLlm).toBe(true);
    expect(domains?.required).toBe(false);
  });

  it('reads operations from the concrete class only', () => {
    @Tool({ name: 'base_tool', description: 'Base.' })
    @ToolOperation({ name: 'one', description: 'One' })
    @ToolOperation({ name: 'two', description: 'Two' })
    class BaseTool extends NoopTool {}

    @Tool({ name: 'child_tool', description: 'Child.' })
    class ChildTool extends BaseTool {}

    expect(getToolMetadata(BaseTool).operations).toHaveLength(2);
    expect(getToolMetadata(ChildTool).operations).toEqual([]);
    expect(new ChildTool().getOperations().map((operation) => operation.name)).toEqual(['default']);
  });

  it('coerces required: [] to true and lets a default win over required', () => {
    @Tool({ name: 'coercions', description: 'Coercions.' })
    @ToolParameter({ name: 'empty_list', type: 'string', description: 'x', required: [] })
    @ToolParameter({ name: 'with_default', type: 'string', description: 'x', required: true, default: 'a' })
    @ToolParameter({ name: 'implicit', type: 'string', description: 'x' })
    @ToolParameter({ name: 'optional', type: 'string', description: 'x', required: false })
    class CoercionTool extends NoopTool {}

    const parameters = getToolMetadata(CoercionTool).parameters;
    expect(parameters.map((parameter) => parameter.required)).toEqual([true, false, true, false]);
    expect(new CoercionTool().getParametersSchema().required).toEqual(['empty_list', 'implicit']);
  });

  it('requires a bound parameter of a single-operation tool only when bound to that operation', () => {
    @Tool({ name: 'single', description: 'Single.' })
    @ToolOperation({ name: 'format', description: 'Format' })
    @ToolParameter({ name: 'epoch', type: 'integer', description: 'x', required: ['format'] })
    class SingleOperationTool extends NoopTool {}

    const schema = new SingleOperationTool().getParametersSchema();
    expect(schema.required).toEqual(['epoch']);
    expect(schema.allOf).toBeUndefined();
    expect(schema.properties.action).toBeUndefined();
  });
});

describe('tool naming', () => {
  it.each(['web_search', 'a', 'tool2', 'x_1_y'])('accepts %s', (name) => {
    @Tool({ name, description: 'ok' })
    class Named extends NoopTool {}
    expect(new Named().getParametersSchema().type).toBe('object');
  });

  it.each(['WebSearch', '1tool', '_tool', 'web-search', 'web search', '', 'tool:name'])(
    'throws at instantiation for %j',
    (name) => {
      @Tool({ name, description: 'bad' })
      class Invalid extends NoopTool {}
      let thrown: unknown;
      try {
        new Invalid();
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ToolDefinitionError);
      expect(SporaError.isInstance(thrown)).toBe(true);
      expect((thrown as ToolDefinitionError).code).toBe('INVALID_TOOL_NAME');
      expect((thrown as Error).message).toContain(JSON.stringify(name).slice(1, -1));
    },
  );
});

describe('declaration errors', () => {
  it('refuses a class without @Tool', () => {
    class Anonymous extends NoopTool {}
    expect(definitionErrorCode(() => new Anonymous())).toBe('MISSING_TOOL_DECORATOR');
  });

  it('refuses @Tool twice', () => {
    expect(
      definitionErrorCode(() => {
        @Tool({ name: 'a', description: 'a' })
        @Tool({ name: 'b', description: 'b' })
        class Twice extends NoopTool {}
        return Twice;
      }),
    ).toBe('DUPLICATE_TOOL_DECORATOR');
  });

  it('refuses a duplicate operation', () => {
    @Tool({ name: 'dup_op', description: 'x' })
    @ToolOperation({ name: 'run', description: 'x' })
    @ToolOperation({ name: 'run', description: 'y' })
    class DuplicateOperation extends NoopTool {}
    expect(definitionErrorCode(() => getToolMetadata(DuplicateOperation))).toBe('DUPLICATE_OPERATION');
  });

  it('refuses a parameter declared twice on one class', () => {
    @Tool({ name: 'dup_param', description: 'x' })
    @ToolParameter({ name: 'q', type: 'string', description: 'x' })
    @ToolParameter({ name: 'q', type: 'string', description: 'y' })
    class DuplicateParameter extends NoopTool {}
    expect(definitionErrorCode(() => getToolMetadata(DuplicateParameter))).toBe('DUPLICATE_PARAMETER');
  });

  it('refuses a parameter that collides with the synthesised discriminator', () => {
    @Tool({ name: 'conflict', description: 'x' })
    @ToolOperation({ name: 'a', description: 'a' })
    @ToolOperation({ name: 'b', description: 'b' })
    @ToolParameter({ name: 'action', type: 'string', description: 'x' })
    class Conflict extends NoopTool {}
    expect(definitionErrorCode(() => new Conflict())).toBe('DISCRIMINATOR_PARAMETER_CONFLICT');
  });

  it('refuses a parameter bound to an operation the tool does not declare', () => {
    @Tool({ name: 'unknown_bound', description: 'x' })
    @ToolOperation({ name: 'a', description: 'a' })
    @ToolOperation({ name: 'b', description: 'b' })
    @ToolParameter({ name: 'p', type: 'string', description: 'x', required: ['c'] })
    class UnknownBound extends NoopTool {}
    expect(definitionErrorCode(() => getToolMetadata(UnknownBound))).toBe('UNKNOWN_OPERATION_IN_REQUIRED');
  });

  it('reads a data source for choices known at run time, which must be an API path', () => {
    @Tool({ name: 'picker', description: 'x' })
    @ToolSetting({ key: 'picks', label: 'Picks', type: 'multi-select', dataSource: '/things?select=name' })
    class Picker extends NoopTool {}
    expect(getToolMetadata(Picker).settings[0]?.dataSource).toBe('/things?select=name');

    @Tool({ name: 'bad_source', description: 'x' })
    @ToolSetting({
      key: 'picks',
      label: 'Picks',
      type: 'multi-select',
      dataSource: 'https://example.com/things',
    })
    class BadSource extends NoopTool {}
    expect(definitionErrorCode(() => getToolMetadata(BadSource))).toBe('INVALID_SETTING');
  });

  it('reads a setting that names agents, and refuses one that is not a multi-select', () => {
    @Tool({ name: 'delegator', description: 'Delegates.' })
    @ToolSetting({ key: 'targets', label: 'Targets', type: 'multi-select', resolveAs: 'agent' })
    class Delegator extends NoopTool {}
    expect(getToolMetadata(Delegator).settings[0]?.resolveAs).toBe('agent');

    @Tool({ name: 'bad_delegator', description: 'Delegates.' })
    @ToolSetting({ key: 'target', label: 'Target', type: 'text', resolveAs: 'agent' })
    class BadDelegator extends NoopTool {}
    expect(() => getToolMetadata(BadDelegator)).toThrow(/resolves as agents but is not a multi-select/);
  });

  it('refuses a select setting without options and an invalid validation pattern', () => {
    @Tool({ name: 'bad_select', description: 'x' })
    @ToolSetting({ key: 'mode', label: 'Mode', type: 'select' })
    class BadSelect extends NoopTool {}
    expect(definitionErrorCode(() => getToolMetadata(BadSelect))).toBe('INVALID_SETTING');

    @Tool({ name: 'bad_regex', description: 'x' })
    @ToolSetting({ key: 'host', label: 'Host', type: 'text', validation: '([' })
    class BadRegex extends NoopTool {}
    expect(definitionErrorCode(() => getToolMetadata(BadRegex))).toBe('INVALID_SETTING');
  });
});

describe('operation resolution', () => {
  it('reads the discriminator of a multi-operation tool', () => {
    const tool = new TimeTool();
    expect(tool.getOperationName({ action: 'format', epoch: 1 })).toBe('format');
    expect(tool.getOperationName({})).toBeNull();
    expect(tool.getOperationName({ action: 'explode' })).toBeNull();
  });

  it('falls back to the one operation of a single-operation tool', () => {
    expect(new MyWebSearchTool().getOperationName({ query: 'x' })).toBe('search');
  });

  it('reads a custom discriminatorKey', async () => {
    const { NewsTool } = await import('./fixtures/seed-tools.js');
    expect(new NewsTool().getOperationName({ operation: 'top_news' })).toBe('top_news');
    expect(new NewsTool().getOperationName({ action: 'top_news' })).toBeNull();
  });
});
