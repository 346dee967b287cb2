/**
 * A registry and a database for agent tests: core tools (time, files, the agent tool) and one
 * plugin tool that cannot work until its `api_key` is configured.
 */
import {
  AbstractTool,
  Tool,
  type ToolArguments,
  ToolOperation,
  ToolParameter,
  ToolResult,
  ToolSetting,
} from '@spora/sdk';
import { expect } from 'vitest';
import { AgentService } from '../../src/agents/agent-service.js';
import { AgentServiceError } from '../../src/agents/agent-service-error.js';
import { declaredDefaultsReader, type ToolSettingsReader } from '../../src/agents/tool-settings-reader.js';
import { type DatabaseConnection, migrateToLatest, openDatabase } from '../../src/db/index.js';
import { AgentTool } from '../../src/tools/builtin/agent-tool.js';
import { TimeTool } from '../../src/tools/builtin/time-tool.js';
import { ToolRegistry } from '../../src/tools/tool-registry.js';
import type { TestDatabase, TestEngine } from '../support/test-databases.js';
import { FilesTool } from '../support/test-tools.js';

@Tool({ name: 'tavily_search', description: 'Search the web via Tavily.', displayName: 'Tavily Search' })
@ToolSetting({ key: 'api_key', label: 'API Key', type: 'password', required: true })
@ToolSetting({ key: 'region', label: 'Region', type: 'text' })
@ToolOperation({ name: 'search', description: 'Run a search.' })
@ToolParameter({ name: 'query', type: 'string', description: 'The search query.' })
export class TavilySearchTool extends AbstractTool {
  async execute(): Promise<ToolResult> {
    return ToolResult.ok('results');
  }

  describeAction(args: ToolArguments): string {
    return `Search for ${String(args.query)}`;
  }
}

/** Tool classes as the fixture registry names them. */
export const toolClasses = {
  time: 'core/TimeTool',
  files: 'core/FilesTool',
  agent: 'core/AgentTool',
  tavily: 'tavily/TavilySearchTool',
} as const;

export function fixtureRegistry(): ToolRegistry {
  const registry = new ToolRegistry();
  registry.register({ kind: 'core' }, TimeTool);
  registry.register({ kind: 'core' }, FilesTool);
  registry.register({ kind: 'core' }, AgentTool);
  registry.register({ kind: 'plugin', slug: 'tavily' }, TavilySearchTool);
  return registry;
}

export interface AgentTestDatabase {
  readonly connection: DatabaseConnection;
  readonly tools: ToolRegistry;
  service(ownerUserId: number, settings?: ToolSettingsReader): AgentService;
  dispose(): Promise<void>;
}

export async function openAgentTestDatabase(engine: TestEngine): Promise<AgentTestDatabase> {
  const database: TestDatabase = await engine.createMigrated();
  const connection = openDatabase(database.location);
  await migrateToLatest(connection.db, connection.engine);
  const tools = fixtureRegistry();
  return {
    connection,
    tools,
    service: (ownerUserId, settings = declaredDefaultsReader) =>
      new AgentService({ database: connection, tools, settings }, ownerUserId),
    async dispose() {
      await connection.close();
      await database.dispose();
    },
  };
}

/** The AgentServiceError a call fails with; fails the test when it succeeds or fails otherwise. */
export async function refusal(work: Promise<unknown>): Promise<AgentServiceError> {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AgentServiceError);
  return error as AgentServiceError;
}
