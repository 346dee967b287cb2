import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { type FakeLlm, startFakeLlm } from '@spora/fake-llm';
import type { SporaConfig } from '../../src/config/index.js';
import { createLogger } from '../../src/logging/logger.js';
import {
  type OpenPlatformOptions,
  openPlatform,
  type RunningServer,
  startServer,
} from '../../src/runtime/index.js';
import { createAgent, createLlmConfiguration, setOperationOverride } from '../support/seed.js';
import type { TestEngine } from '../support/test-databases.js';
import { openTestPlatform, type TestPlatform } from '../support/test-platform.js';

/** What the REST answers tests read. */
export interface RestAnswer {
  readonly status: number;
  readonly body: {
    readonly data?: {
      readonly task?: { readonly id: number; readonly status: string };
      readonly tasks?: { readonly id: number }[];
    };
    readonly error?: { readonly code: string };
  };
}

export interface McpPerson {
  readonly id: number;
  readonly token: string;
  /** A REST call with the person's API token. */
  rest(method: string, path: string, body?: unknown): Promise<RestAnswer>;
}

export interface McpFixture {
  readonly llm: FakeLlm;
  readonly test: TestPlatform;
  /** The server now listening (a new one after `restart`). */
  readonly server: RunningServer;
  /** Stops the server and starts a new one on the same database and port, as a restart does. */
  restart(): Promise<void>;
  person(email: string): Promise<McpPerson>;
  /** An agent of the person with the calculator, whose calculations need approval. */
  agent(ownerId: number, name: string, description?: string): Promise<{ id: number }>;
  /** An MCP client connected to `/mcp` with these request headers. */
  connect(headers: Record<string, string>): Promise<Client>;
  dispose(): Promise<void>;
}

let people = 0;

/** A listening server with its worker (unless told otherwise), a fake LLM as the global default model, and MCP clients. */
export async function openMcpFixture(
  engine: TestEngine,
  overrides: Partial<SporaConfig> = {},
  options: { readonly worker?: boolean; readonly platform?: OpenPlatformOptions } = {},
): Promise<McpFixture> {
  const llm = await startFakeLlm();
  const test = await openTestPlatform(engine, overrides, options.platform);
  const { platform } = test;
  await createLlmConfiguration(platform.database.db, {
    settings: { base_url: llm.openaiBaseUrl, api_key: 'test-key', model: 'fake-model' },
  });
  if (options.worker !== false) await platform.startWorker();
  let server = await startServer(platform);
  const clients: Client[] = [];
  return {
    llm,
    test,
    get server() {
      return server;
    },
    async restart() {
      await server.stop();
      const restarted = await openPlatform(platform.config, createLogger('silent', false));
      await restarted.startWorker();
      server = await startServer(restarted);
    },
    async person(email) {
      people += 1;
      const account = await platform.accounts.create({
        email: `${people}-${email}`,
        password: 'correct horse battery staple',
      });
      const { secret } = await platform.apiTokens.create(account.id, { name: 'MCP client' });
      return {
        id: account.id,
        token: secret,
        async rest(method, path, body) {
          const response = await fetch(`${server.url}/api/v1${path}`, {
            method,
            headers: {
              authorization: `Bearer ${secret}`,
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          });
          const text = await response.text();
          return { status: response.status, body: text === '' ? {} : JSON.parse(text) };
        },
      };
    },
    async agent(ownerId, name, description) {
      const agent = await createAgent(platform.database.db, ownerId, {
        name,
        tools: { 'core/CalculatorTool': 'calculator' },
      });
      await setOperationOverride(platform.database.db, agent.id, 'core/CalculatorTool', 'calculate', {
        requires_approval: 1,
      });
      if (description !== undefined) {
        await platform.database.db
          .updateTable('agents')
          .set({ description })
          .where('id', '=', agent.id)
          .execute();
      }
      return agent;
    },
    async connect(headers) {
      const client = new Client({ name: 'spora-test-client', version: '1.0.0' });
      const transport = new StreamableHTTPClientTransport(new URL('/mcp', server.url), {
        requestInit: { headers },
      });
      await client.connect(transport);
      clients.push(client);
      return client;
    },
    async dispose() {
      await Promise.all(clients.map((client) => client.close().catch(() => undefined)));
      await server.stop();
      await test.dispose();
      await llm.close();
    },
  };
}

/** The text of a tool result's first content block. */
export function firstText(result: unknown): string {
  const [first] = ((result as { content?: unknown }).content ?? []) as { type: string; text?: string }[];
  return first?.type === 'text' ? (first.text ?? '') : '';
}
