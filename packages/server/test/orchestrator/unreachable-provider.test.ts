/**
 * A model service that cannot be reached or refuses the call fails the task with the code of
 * what happened and a sentence a person can act on, never the catch-all: connection refused, a
 * host name that does not resolve, a server that never answers, and each refusing status, with
 * both real drivers over HTTP. The loop's handling does not depend on the engine, so SQLite only.
 */
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createCoreDriverRegistry, createLlmDriverProvider } from '../../src/llm/index.js';
import { friendlyFailureMessages, type TaskErrorCode } from '../../src/orchestrator/index.js';
import { createLlmConfiguration } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import { type LoopHarness, openLoopHarness } from '../support/test-orchestrator.js';

// CI's PostgreSQL-only step has no SQLite engine; the main step runs these.
const sqlite = testEngines.find((engine) => engine.name === 'sqlite');

const drivers = ['core/OpenAiCompatibleDriver', 'core/AnthropicCompatibleDriver'] as const;

function listening<T extends Server | TcpServer>(server: T): Promise<{ server: T; port: number }> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as { port: number }).port }),
    ),
  );
}

describe.runIf(sqlite !== undefined).each(drivers)(
  'a model service that fails, through %s',
  (driverClass) => {
    let harness: LoopHarness | null = null;
    const servers: (Server | TcpServer)[] = [];

    afterEach(async () => {
      await harness?.dispose();
      harness = null;
      for (const server of servers.splice(0)) server.close();
    });

    /** Runs one task against `baseUrl` with no retries and a one-second timeout. */
    async function failedTask(baseUrl: string) {
      const task = await taskAgainst(baseUrl);
      expect(task.status).toBe('FAILED');
      expect(task.error_message).not.toBe(friendlyFailureMessages.UNKNOWN);
      return task;
    }

    async function taskAgainst(baseUrl: string) {
      const provider = createLlmDriverProvider(createCoreDriverRegistry(), { maxRetries: 0 });
      harness = await openLoopHarness(
        sqlite as NonNullable<typeof sqlite>,
        'sync',
        () => {
          throw new Error('unused');
        },
        { provider, withLlmConfiguration: false },
      );
      await createLlmConfiguration(harness.test.platform.database.db, {
        driverClass,
        settings: { base_url: baseUrl, api_key: 'test-key', model: 'fake-model', timeout: '1' },
      });
      return harness.orchestrator.start((await harness.agent()).id, 'Hi');
    }

    const expectFailure = (
      task: { error_code: string | null; error_message: string | null; failure_reason: string | null },
      code: TaskErrorCode,
      reason: RegExp,
    ) => {
      expect(task.error_code).toBe(code);
      expect(task.error_message).toBe(friendlyFailureMessages[code]);
      expect(task.failure_reason).toMatch(reason);
    };

    it('is NETWORK_ERROR when nothing listens at the address, naming the refusal', async () => {
      const { server, port } = await listening(createTcpServer());
      await new Promise((resolve) => server.close(resolve));
      const task = await failedTask(`http://127.0.0.1:${port}/v1`);
      expectFailure(task, 'NETWORK_ERROR', /ECONNREFUSED/);
      expect(task.error_message).toContain('could not reach the AI service');
      expect(task.error_message).toContain('base URL');
    });

    it('is NETWORK_ERROR when the host name does not resolve', async () => {
      const task = await failedTask('http://no-such-host.invalid/v1');
      expectFailure(task, 'NETWORK_ERROR', /ENOTFOUND|EAI_AGAIN/);
    });

    it('is LLM_TIMEOUT when the service accepts the connection and never answers', async () => {
      const silent = await listening(createTcpServer(() => {}));
      servers.push(silent.server);
      const task = await failedTask(`http://127.0.0.1:${silent.port}/v1`);
      expectFailure(task, 'LLM_TIMEOUT', /did not answer in time/);
      expect(task.error_message).toContain('timeout');
    });

    it.each([
      [429, 'RATE_LIMIT'],
      [500, 'SERVER_ERROR'],
      [502, 'GATEWAY_ERROR'],
      [503, 'GATEWAY_ERROR'],
      [504, 'GATEWAY_ERROR'],
      [405, 'BAD_REQUEST'],
    ] as const)('answers status %i with %s and a sentence saying so', async (status, code) => {
      const refusing = await listening(
        createHttpServer((_request, response) => {
          response.writeHead(status, { 'content-type': 'text/html' });
          response.end('<html>no</html>');
        }),
      );
      servers.push(refusing.server);
      const task = await failedTask(`http://127.0.0.1:${refusing.port}/v1`);
      expectFailure(task, code, new RegExp(String(status)));
    });

    // The key is refused: the task waits for a working one instead of failing (AUTH_ERROR).
    it.each([401, 403])('pauses for the key on status %i', async (status) => {
      const refusing = await listening(
        createHttpServer((_request, response) => {
          response.writeHead(status, { 'content-type': 'text/html' });
          response.end('<html>no</html>');
        }),
      );
      servers.push(refusing.server);
      const task = await taskAgainst(`http://127.0.0.1:${refusing.port}/v1`);
      expect(task).toMatchObject({ status: 'AWAITING_CONNECTION', error_code: null, step_count: 0 });
      expect(JSON.parse(task.data ?? '{}').awaited_credential).toMatchObject({ reason: 'rejected', status });
    });
  },
);

describe('the message for an agent without a configuration', () => {
  it('names the real place to set one: Settings → Models', () => {
    expect(friendlyFailureMessages.NO_LLM_CONFIGURATION).toContain('Settings → Models (/settings/models)');
    expect(friendlyFailureMessages.NO_LLM_CONFIGURATION).not.toContain('profile');
  });
});
