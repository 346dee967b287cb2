import type { FakeLlm, RecordedRequest } from '@spora/fake-llm';
import type {
  EffectiveSettings,
  LlmDriver,
  LlmDriverOptions,
  LlmMessage,
  LlmRequest,
  LlmToolDefinition,
} from '@spora/sdk';
import { LlmError } from '@spora/sdk';
import { expect } from 'vitest';
import { AnthropicCompatibleDriver, keepAliveFetch, OpenAiCompatibleDriver } from '../../src/llm/index.js';

/** Both built-in drivers, pointed at a fake server; each behaviour test runs over both. */
export interface ProviderUnderTest {
  readonly name: 'openai' | 'anthropic';
  driver(fake: FakeLlm, settings?: EffectiveSettings, options?: LlmDriverOptions): LlmDriver;
}

// Retries are off unless a test asks for them, so error tests see the first answer.
const testOptions: LlmDriverOptions = { fetch: keepAliveFetch, maxRetries: 0 };

export const providers: readonly ProviderUnderTest[] = [
  {
    name: 'openai',
    driver: (fake, settings = {}, options = {}) =>
      new OpenAiCompatibleDriver(
        { base_url: fake.openaiBaseUrl, model: 'test-model', ...settings },
        { ...testOptions, ...options },
      ),
  },
  {
    name: 'anthropic',
    driver: (fake, settings = {}, options = {}) =>
      new AnthropicCompatibleDriver(
        { base_url: fake.anthropicBaseUrl, model: 'test-model', ...settings },
        { ...testOptions, ...options },
      ),
  },
];

export const webSearchTool: LlmToolDefinition = {
  name: 'myplugin:web_search',
  description: 'Search the web.',
  parameters: {
    type: 'object',
    properties: { query: { type: 'string', description: 'What to look for.' } },
    required: ['query'],
  },
};

export const timeTool: LlmToolDefinition = {
  name: 'time',
  description: 'The current time.',
  parameters: { type: 'object', properties: {}, required: [] },
};

export function userRequest(prompt: string, overrides: Partial<LlmRequest> = {}): LlmRequest {
  return {
    systemPrompt: 'You are a test agent.',
    messages: [{ role: 'user', content: prompt }],
    tools: [],
    maxTokens: 512,
    ...overrides,
  };
}

/** A conversation after one tool round: the question, the model's call, the tool's result. */
export function afterToolCall(call: {
  id: string;
  name: string;
  args: Record<string, unknown>;
}): LlmMessage[] {
  return [
    { role: 'user', content: 'Find Spora.' },
    {
      role: 'assistant',
      text: null,
      toolCalls: [
        { id: call.id, name: call.name, arguments: call.args, rawArguments: JSON.stringify(call.args) },
      ],
      blocks: [],
    },
    { role: 'tool', toolCallId: call.id, toolName: call.name, content: 'Spora is an agent platform.' },
  ];
}

/** The JSON body of a recorded request, for shape assertions. */
export function bodyOf(request: RecordedRequest | undefined): Record<string, unknown> {
  const body = request?.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Error(`expected a JSON object body, got ${JSON.stringify(body)}`);
  }
  return body as Record<string, unknown>;
}

export function never(): AbortSignal {
  return new AbortController().signal;
}

/**
 * A fetch that edits JSON answers on their way back, to play servers whose answers the fake does
 * not produce (tool calls with `finish_reason: 'stop'`, `reasoning_content` …).
 */
export function rewritingFetch(rewrite: (body: Record<string, unknown>) => void): typeof fetch {
  return async (input, init) => {
    const response = await keepAliveFetch(input, init);
    if (!response.headers.get('content-type')?.includes('application/json')) return response;
    const body = (await response.json()) as Record<string, unknown>;
    rewrite(body);
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new Response(JSON.stringify(body), { status: response.status, headers });
  };
}

/** The `LlmError` a call rejected with; fails the test when it resolved or threw something else. */
export async function failure(promise: Promise<unknown>): Promise<LlmError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(LlmError);
  return error as LlmError;
}
