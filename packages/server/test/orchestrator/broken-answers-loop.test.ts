/**
 * A broken model answer never completes a task: it fails with the code the driver classified,
 * and a transient one is retried automatically when the agent allows it.
 */
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { keepAliveFetch, OpenAiCompatibleDriver } from '../../src/llm/index.js';
import { type LocalHttpServer, startLocalHttpServer } from '../support/local-http-server.js';
import { testEngines } from '../support/test-databases.js';
import { type LoopHarness, openLoopHarness } from '../support/test-orchestrator.js';

const cutStream = [
  'data: {"id":"c","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"content":"The answer is"},"finish_reason":null}]}',
  '',
  '',
].join('\n');

describe.each(testEngines)('broken model answers in the loop on $name', (engine) => {
  let harness: LoopHarness | null = null;
  let server: LocalHttpServer | null = null;

  afterEach(async () => {
    await harness?.dispose();
    await server?.close();
    harness = null;
    server = null;
  });

  const open = async (type: string, body: string) => {
    server = await startLocalHttpServer((_request, response: ServerResponse) => {
      response.writeHead(200, { 'content-type': type });
      response.end(body);
    });
    const origin = server.origin;
    // Live events on, so the loop streams as the server does.
    harness = await openLoopHarness(
      engine,
      'sync',
      () => {
        throw new Error('unused');
      },
      {
        liveEvents: true,
        provider: () =>
          new OpenAiCompatibleDriver(
            { base_url: `${origin}/v1`, model: 'm' },
            { fetch: keepAliveFetch, maxRetries: 0 },
          ),
      },
    );
    return harness;
  };

  it.each([
    {
      title: 'a stream cut before its finish',
      type: 'text/event-stream',
      body: cutStream,
      code: 'INCOMPLETE_RESPONSE',
    },
    {
      title: 'a stream of only [DONE]',
      type: 'text/event-stream',
      body: 'data: [DONE]\n\n',
      code: 'INCOMPLETE_RESPONSE',
    },
    {
      title: 'a 200 with cut JSON',
      type: 'application/json',
      body: '{"id":"c","choices":[{"index":0,"mess',
      code: 'INVALID_RESPONSE',
    },
    {
      title: 'a 200 with an HTML page',
      type: 'text/html',
      body: '<html><body>Sign in</body></html>',
      code: 'INVALID_RESPONSE',
    },
  ])(
    'fails the task on $title with $code, and schedules the retry the agent allows',
    async ({ type, body, code }) => {
      const loop = await open(type, body);
      const agent = await loop.agent({ retryAfterMinutes: 5, maxRetries: 1 });
      const task = await loop.orchestrator.start(agent.id, 'Hi');
      expect(task).toMatchObject({ status: 'FAILED', error_code: code, final_response: null });
      expect(task.retry_after).not.toBeNull();
    },
  );

  it('fails the task on an answer stopped at the output limit, without an automatic retry', async () => {
    const limited = cutStream.replace('"finish_reason":null', '"finish_reason":"length"');
    const loop = await open('text/event-stream', limited);
    const agent = await loop.agent({ retryAfterMinutes: 5, maxRetries: 1 });
    const task = await loop.orchestrator.start(agent.id, 'Write an essay');
    expect(task).toMatchObject({ status: 'FAILED', error_code: 'OUTPUT_LIMIT_REACHED', retry_after: null });
  });
});
