import { createHmac } from 'node:crypto';
import type { FakeLlm } from '@spora/fake-llm';
import type { LightMyRequestResponse } from 'fastify';
import { createAgent, createLlmConfiguration } from '../support/seed.js';
import { type ApiUser, openTestApi, type TestApi } from '../support/test-api.js';
import type { TestEngine } from '../support/test-databases.js';

export interface CreatedHook {
  readonly id: number;
  readonly url: string;
  readonly token: string;
  readonly secret: string | null;
}

export interface WebhookFixture {
  readonly api: TestApi;
  readonly owner: ApiUser;
  readonly agentId: number;
  create(body: Record<string, unknown>): Promise<CreatedHook>;
  /** POSTs `payload` to the hook, signed with `secret` at `timestamp` unless told otherwise. */
  deliver(
    hook: CreatedHook,
    payload: unknown,
    options?: {
      readonly secret?: string | null;
      readonly timestamp?: number;
      readonly headers?: Record<string, string>;
      readonly query?: string;
    },
  ): Promise<LightMyRequestResponse>;
  tasks(): Promise<{ id: number; user_prompt: string; user_id: number; data: string | null }[]>;
  dispose(): Promise<void>;
}

/** `sha256=` + hex HMAC of `<timestamp>.<body>`: the default scheme, as docs/webhooks.md shows it. */
export function defaultSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** A test API whose loopback callbacks are allowed, a worker, a fake model, an owner and an agent. */
export async function openWebhookFixture(engine: TestEngine, llm: FakeLlm): Promise<WebhookFixture> {
  const api = await openTestApi(engine, { toolAllowedRanges: ['127.0.0.0/8'] });
  await createLlmConfiguration(api.platform.database.db, {
    settings: { base_url: llm.openaiBaseUrl, api_key: 'test-key', model: 'fake-model' },
  });
  await api.platform.startWorker();
  const owner = await api.signUp();
  const agent = await createAgent(api.platform.database.db, owner.id, { name: 'Triage' });
  return {
    api,
    owner,
    agentId: agent.id,
    async create(body) {
      const response = await owner.request('POST', `/api/v1/agents/${agent.id}/webhooks`, body);
      if (response.statusCode !== 201) throw new Error(`creating the hook failed: ${response.body}`);
      const { data } = response.json() as {
        data: { webhook: { id: number }; url: string; secret: string | null };
      };
      return {
        id: data.webhook.id,
        url: data.url,
        token: data.url.split('/hooks/')[1] ?? '',
        secret: data.secret,
      };
    },
    deliver(hook, payload, options = {}) {
      const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
      const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
      const secret = options.secret === undefined ? hook.secret : options.secret;
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (secret !== null) {
        headers['x-spora-timestamp'] = String(timestamp);
        headers['x-spora-signature'] = defaultSignature(secret, timestamp, body);
      }
      return api.anonymous('POST', `/hooks/${hook.token}${options.query ?? ''}`, body, {
        ...headers,
        ...options.headers,
      });
    },
    tasks: () =>
      api.platform.database.db
        .selectFrom('tasks')
        .select(['id', 'user_prompt', 'user_id', 'data'])
        .where('agent_id', '=', agent.id)
        .orderBy('id')
        .execute(),
    dispose: () => api.dispose(),
  };
}
