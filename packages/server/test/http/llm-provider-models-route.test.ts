import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FakeLlm, startFakeLlm } from '@spora/fake-llm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiUser, openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

const openAi = 'core/OpenAiCompatibleDriver';
const anthropic = 'core/AnthropicCompatibleDriver';

/** A provider that answers every request with this status and body, and remembers the headers. */
async function startProvider(
  status: number,
  body: string,
): Promise<{ server: Server; url: string; seen: string[] }> {
  const seen: string[] = [];
  const server = createServer((request, response) => {
    seen.push(`${request.url} ${request.headers.authorization ?? ''}`);
    response.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, seen };
}

describe.each(testEngines)(
  'POST /llm-drivers/models and the first preferred configuration on $name',
  (engine) => {
    let llm: FakeLlm;
    let api: TestApi;
    let alice: ApiUser;

    beforeAll(async () => {
      llm = await startFakeLlm({ models: ['fake-large', 'fake-small'] });
    });
    afterAll(async () => {
      await llm.close();
    });
    beforeEach(async () => {
      api = await openTestApi(engine);
      alice = await api.signUp();
    });
    afterEach(async () => {
      await api.dispose();
    });

    const list = (body: Record<string, unknown>) => alice.request('POST', '/api/v1/llm-drivers/models', body);

    it('lists an OpenAI-compatible server’s models, and stores nothing', async () => {
      const response = await list({
        driver_class: openAi,
        base_url: `${llm.openaiBaseUrl}/`,
        api_key: 'sk-test',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.result).toEqual({
        ok: true,
        models: [
          { id: 'fake-large', name: null },
          { id: 'fake-small', name: null },
        ],
      });
      const stored = await api.platform.database.db
        .selectFrom('llm_driver_configurations')
        .selectAll()
        .execute();
      expect(stored).toEqual([]);
    });

    it('lists an Anthropic-compatible server’s models by their display names', async () => {
      const response = await list({ driver_class: anthropic, base_url: llm.anthropicBaseUrl, api_key: 'k' });
      expect(response.json().data.result).toEqual({
        ok: true,
        models: [
          { id: 'fake-large', name: null },
          { id: 'fake-small', name: null },
        ],
      });
    });

    it('sends the key as the driver would, and answers a refused key with AUTH_ERROR', async () => {
      const provider = await startProvider(401, '{"error":{"message":"bad key"}}');
      try {
        const result = (
          await list({ driver_class: openAi, base_url: provider.url, api_key: ' sk-wrong ' })
        ).json().data.result;
        expect(result).toEqual({
          ok: false,
          error: { code: 'AUTH_ERROR', message: 'The provider refused the API key.', status: 401 },
        });
        expect(provider.seen).toEqual(['/v1/models Bearer sk-wrong']);
      } finally {
        provider.server.close();
      }
    });

    it('answers other statuses and answers that are no model list with their own codes', async () => {
      const failing = await startProvider(500, '{}');
      const odd = await startProvider(200, '<html>not json</html>');
      try {
        expect(
          (await list({ driver_class: openAi, base_url: failing.url })).json().data.result.error,
        ).toMatchObject({
          code: 'PROVIDER_ERROR',
          status: 500,
        });
        expect(
          (await list({ driver_class: openAi, base_url: odd.url })).json().data.result.error,
        ).toMatchObject({
          code: 'MODEL_LIST_UNREADABLE',
        });
      } finally {
        failing.server.close();
        odd.server.close();
      }
    });

    it('never asks a cloud metadata address', async () => {
      const result = (await list({ driver_class: openAi, base_url: 'http://169.254.169.254/v1' })).json().data
        .result;
      expect(result).toMatchObject({ ok: false, error: { code: 'ADDRESS_NOT_ALLOWED', status: null } });
    });

    it('refuses an unknown driver and a base URL that is not one, naming the field', async () => {
      const unknown = await list({ driver_class: 'core/NoSuchDriver', base_url: llm.openaiBaseUrl });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().error.details.fields).toEqual({ driver_class: 'is not an installed driver' });
      const notUrl = await list({ driver_class: openAi, base_url: 'not a url' });
      expect(notUrl.statusCode).toBe(422);
      expect(notUrl.json().error.details.fields).toEqual({
        base_url: 'is not a URL such as https://api.openai.com/v1',
      });
    });

    it('makes the first configuration someone adds their preferred one, and keeps a preference made', async () => {
      const create = async (name: string) => {
        const response = await alice.request('POST', '/api/v1/llm-configs', {
          name,
          driver_class: openAi,
          settings: { base_url: llm.openaiBaseUrl, model: 'fake-small' },
        });
        expect(response.statusCode, response.body).toBe(201);
        return response.json().data.config.id as number;
      };
      const preferred = async () =>
        (await alice.request('GET', '/api/v1/user-preferences/llm')).json().data.config;

      const first = await create('First');
      expect((await preferred()).id).toBe(first);
      await create('Second');
      expect((await preferred()).id).toBe(first);

      // Someone who chose "none" on purpose and adds another gets it preferred again: none is no choice.
      await alice.request('PUT', '/api/v1/user-preferences/llm', { config_id: null });
      const third = await create('Third');
      expect((await preferred()).id).toBe(third);
    });
  },
);
