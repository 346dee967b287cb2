/**
 * The platform takes its lease length and its model request timeout from the configuration
 * (`SPORA_LEASE_SECONDS`, `SPORA_LLM_TIMEOUT`), not from built-in constants.
 */
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startLocalHttpServer } from '../support/local-http-server.js';
import { createAgent, createLlmConfiguration, createUser } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import { openTestPlatform } from '../support/test-platform.js';

/** A model server that takes every request and never answers it. */
async function silentModelServer() {
  const open: ServerResponse[] = [];
  const server = await startLocalHttpServer((_request, response) => {
    open.push(response);
  });
  return {
    baseUrl: `${server.origin}/v1`,
    async close() {
      for (const response of open) response.destroy();
      await server.close();
    },
  };
}

describe.each(testEngines)('platform settings on $name', (engine) => {
  it('claims tasks for the configured lease length', async () => {
    const model = await silentModelServer();
    const test = await openTestPlatform(engine, { leaseSeconds: 7 });
    try {
      const { platform } = test;
      const db = platform.database.db;
      const user = await createUser(db);
      await createLlmConfiguration(db, { settings: { base_url: model.baseUrl, model: 'm' } });
      const agent = await createAgent(db, user.id);
      await platform.startWorker();
      const task = await platform.orchestrator.start(agent.id, 'Hello');
      let running = await platform.orchestrator.getTask(task.id);
      while (running.lease_expires_at === null) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        running = await platform.orchestrator.getTask(task.id);
      }
      // Both are written by the same statement: the claim's expiry is its time plus the lease.
      const leaseMs = Date.parse(running.lease_expires_at) - Date.parse(running.updated_at);
      expect(leaseMs).toBeGreaterThanOrEqual(6_900);
      expect(leaseMs).toBeLessThanOrEqual(7_100);
    } finally {
      await test.dispose();
      await model.close();
    }
  });

  it('gives up on a model request after the configured timeout', { timeout: 30_000 }, async () => {
    const model = await silentModelServer();
    const test = await openTestPlatform(engine, { syncMode: true, llmTimeoutSeconds: 1 });
    try {
      const { platform } = test;
      const db = platform.database.db;
      const user = await createUser(db);
      await createLlmConfiguration(db, { settings: { base_url: model.baseUrl, model: 'm' } });
      const agent = await createAgent(db, user.id);
      const task = await platform.orchestrator.start(agent.id, 'Hello');
      expect(task.status).toBe('FAILED');
      expect(task.error_code).toBe('LLM_TIMEOUT');
    } finally {
      await test.dispose();
      await model.close();
    }
  });
});
