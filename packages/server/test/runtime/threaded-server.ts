/**
 * The built `spora serve` with two loop threads on a database of the given engine, for the loop
 * thread tests: an agent with the fixture App's tools, an API token, and waits on task statuses.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FakeLlm } from '@spora/fake-llm';
import { ApiClient } from '../../reliability/harness/api-client.js';
import { freePort } from '../../reliability/harness/free-port.js';
import { runSporaCommand, SporaProcess } from '../../reliability/harness/spora-process.js';
import { ApiTokens } from '../../src/accounts/index.js';
import { type DatabaseConnection, openDatabase } from '../../src/db/index.js';
import { createAgent, createLlmConfiguration, createUser } from '../support/seed.js';
import type { TestEngine } from '../support/test-databases.js';

const appDirectory = fileURLToPath(new URL('../../reliability/fixtures/app', import.meta.url));
const metricsToken = 'loop-thread-metrics';
export const terminalStatuses = new Set(['COMPLETED', 'FAILED', 'ABORTED', 'CANCELLED']);

export interface ThreadedServer {
  readonly server: SporaProcess;
  readonly api: ApiClient;
  readonly connection: DatabaseConnection;
  readonly baseUrl: string;
  readonly token: string;
  readonly agentId: number;
  dispose(): Promise<void>;
}

/** The built `spora serve` with two loop threads, an agent with the fixture App's tools, a token. */
export async function startThreadedServer(
  engine: TestEngine,
  llm: FakeLlm,
  extraEnv: Record<string, string> = {},
): Promise<ThreadedServer> {
  const database = await engine.create();
  const { location } = database;
  const empty = mkdtempSync(join(tmpdir(), 'spora-loop-threads-'));
  const env = {
    SPORA_DATABASE_URL: location.kind === 'sqlite' ? `sqlite:${location.path}` : location.url,
    SPORA_SECRET_KEY: randomBytes(32).toString('base64'),
    SPORA_APP_DIR: appDirectory,
    SPORA_PLUGINS_DIR: empty,
    SPORA_SKILLS_DIR: empty,
    SPORA_LOG_FORMAT: 'json',
    SPORA_LOOP_THREADS: '2',
    SPORA_WORKER_CONCURRENCY: '4',
    SPORA_SHUTDOWN_GRACE_SECONDS: '5',
    SPORA_METRICS_TOKEN: metricsToken,
    ...extraEnv,
  };
  await runSporaCommand(['migrate'], env);
  const connection = openDatabase(location);
  const user = await createUser(connection.db);
  // An administrator, who may register a stdio MCP server.
  await connection.db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
  const token = (await new ApiTokens(connection.db).create(user.id, { name: 'loop threads' })).secret;
  await createLlmConfiguration(connection.db, {
    settings: { base_url: llm.openaiBaseUrl, model: 'fake-model' },
  });
  const agent = await createAgent(connection.db, user.id, {
    tools: {
      'app/GatedEffectTool': 'app:reliability_gated_effect',
      'app/CrashTool': 'app:reliability_crash',
    },
  });
  const port = await freePort();
  const server = new SporaProcess('serve', 'serve', { ...env, SPORA_PORT: String(port) });
  await server.ready.catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    server,
    api: new ApiClient(baseUrl, token),
    connection,
    baseUrl,
    token,
    agentId: agent.id,
    async dispose() {
      await server.stop();
      await connection.close();
      await database.dispose();
    },
  };
}

export async function waitForStatus(
  running: ThreadedServer,
  taskId: number,
  wanted: (status: string) => boolean,
  timeoutMs = 20_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = (await running.api.get(`/api/v1/tasks/${taskId}`)).body?.data?.task?.status ?? 'unknown';
    if (wanted(status)) return status;
    if (Date.now() > deadline)
      throw new Error(`task ${taskId} still ${status}:\n${running.server.log.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** `spora_task_claims_total` as the main thread's scrape sums it. */
export async function claimsCounted(running: ThreadedServer): Promise<number> {
  const response = await fetch(`${running.baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  });
  const claims = /^spora_task_claims_total(?:\{[^}]*\})? (\d+)/m.exec(await response.text());
  return Number(claims?.[1]);
}
