import { type FakeLlm, type Step, startFakeLlm } from '@spora/fake-llm';
import type { LlmDriver, LlmRequest, LlmResponse } from '@spora/sdk';
import { ScriptedLlmDriver, type ScriptedTurn } from '@spora/sdk/testing';
import { AnthropicCompatibleDriver, OpenAiCompatibleDriver } from '../../src/llm/index.js';

export type ModelTransport = 'scripted' | 'openai' | 'anthropic';

/**
 * The same script as `ScriptedLlmDriver`, answered over real HTTP: each turn becomes a step of a
 * private fake LLM server, and a real driver talks to it. The requests the loop built are recorded
 * in provider-neutral form, as with the scripted driver.
 */
export class HttpScriptedModel implements LlmDriver {
  readonly providerName: string;
  readonly modelName = 'fake-model';
  readonly requests: LlmRequest[] = [];
  private readonly turns: ScriptedTurn[] = [];
  private server: Promise<{ llm: FakeLlm; driver: LlmDriver }> | null = null;

  constructor(private readonly protocol: 'openai' | 'anthropic') {
    this.providerName = protocol;
  }

  enqueue(...turns: ScriptedTurn[]): this {
    this.turns.push(...turns);
    return this;
  }

  get remainingTurns(): number {
    return this.turns.length;
  }

  async complete(request: LlmRequest, signal: AbortSignal): Promise<LlmResponse> {
    this.requests.push(request);
    const { llm, driver } = await this.connect();
    const turn = this.turns.shift();
    llm.enqueue(
      turn === undefined
        ? { kind: 'error', status: 500, message: 'The script has no turn left.' }
        : this.stepFor(turn),
    );
    return driver.complete(request, signal);
  }

  /** Resolves once the fake server has received `count` requests. */
  async whenReceived(count: number): Promise<void> {
    const { llm } = await this.connect();
    await llm.waitForRequests(count, 10_000);
  }

  async close(): Promise<void> {
    if (this.server) await (await this.server).llm.close();
  }

  private connect() {
    this.server ??= startFakeLlm().then((llm) => {
      const settings = { api_key: 'test-key', model: 'fake-model' };
      // Retries are the drivers' own concern, tested with them; here each turn is one request.
      const options = { maxRetries: 0, defaultTimeoutMs: 10_000 };
      const driver =
        this.protocol === 'openai'
          ? new OpenAiCompatibleDriver({ ...settings, base_url: llm.openaiBaseUrl }, options)
          : new AnthropicCompatibleDriver({ ...settings, base_url: llm.anthropicBaseUrl }, options);
      return { llm, driver };
    });
    return this.server;
  }

  private stepFor(turn: ScriptedTurn): Step {
    if (typeof turn === 'function') throw new Error('Function turns cannot be sent over HTTP.');
    const delay = turn.delayMs === undefined ? {} : { delayMs: turn.delayMs };
    if ('error' in turn) {
      const { error } = turn;
      if (error.code === 'CONTEXT_WINDOW_EXCEEDED') {
        return this.protocol === 'openai'
          ? {
              kind: 'error',
              status: 400,
              code: 'context_length_exceeded',
              message: "This model's maximum context length is 8192 tokens.",
              ...delay,
            }
          : {
              kind: 'error',
              status: 400,
              type: 'invalid_request_error',
              message: 'prompt is too long: 9000 tokens > 8192 maximum',
              ...delay,
            };
      }
      return { kind: 'error', status: error.status ?? 500, message: error.message, ...delay };
    }
    if ('toolCalls' in turn) {
      return {
        kind: 'tool_calls',
        calls: turn.toolCalls.map((call, index) => ({
          // A blank id is a call without one: the fake sends none for `null`.
          id: call.id === '' ? null : (call.id ?? `call_${this.requests.length}_${index}`),
          name: call.name,
          arguments: call.arguments,
        })),
        ...(turn.text === undefined ? {} : { text: turn.text }),
        ...delay,
      };
    }
    return { kind: 'text', text: turn.text, ...delay };
  }
}

/** A scripted model for the given transport. */
export function scriptedModel(transport: ModelTransport): ScriptedLlmDriver | HttpScriptedModel {
  return transport === 'scripted' ? new ScriptedLlmDriver() : new HttpScriptedModel(transport);
}

export async function closeModel(model: LlmDriver): Promise<void> {
  if (model instanceof HttpScriptedModel) await model.close();
}

/** Every engine, in sync and worker mode with the scripted model, and once per provider over HTTP. */
export function loopCases<Engine extends { name: string }>(engines: readonly Engine[]) {
  const variants = [
    { mode: 'sync', transport: 'scripted' },
    { mode: 'worker', transport: 'scripted' },
    { mode: 'sync', transport: 'openai' },
    { mode: 'worker', transport: 'anthropic' },
  ] as const;
  return engines.flatMap((engine) =>
    variants.map((variant) => ({
      engine,
      ...variant,
      label: `${engine.name}/${variant.mode}/${variant.transport}`,
    })),
  );
}

/**
 * Waits until the model has received `count` requests. Over HTTP a request is in flight a while
 * before the server sees it; a test that interrupts a call waits for this first, so the step the
 * interrupted call was given is the one it consumed.
 */
export async function requestsReceived(model: LlmDriver, count: number): Promise<void> {
  if (model instanceof HttpScriptedModel) await model.whenReceived(count);
}
