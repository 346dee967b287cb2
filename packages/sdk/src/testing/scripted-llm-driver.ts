import type { LlmDriver } from '../drivers/llm-driver.js';
import { LlmError } from '../drivers/llm-error.js';
import { emptyUsage, type LlmRequest, type LlmResponse, type LlmToolCall } from '../drivers/messages.js';

/** One scripted turn: a response, a failure, or a function of the request. */
export type ScriptedTurn =
  | { readonly text: string; readonly delayMs?: number }
  | {
      readonly toolCalls: readonly {
        id?: string;
        name: string;
        arguments: Record<string, unknown> | string;
      }[];
      readonly text?: string;
      readonly delayMs?: number;
    }
  | { readonly error: LlmError; readonly delayMs?: number }
  | ((request: LlmRequest) => LlmResponse | Promise<LlmResponse>);

/**
 * An `LlmDriver` that answers from a script, turn by turn, and records every request. Delays
 * honour the abort signal like a real request would.
 */
export class ScriptedLlmDriver implements LlmDriver {
  readonly providerName = 'scripted';
  readonly modelName = 'scripted-model';
  readonly requests: LlmRequest[] = [];
  private readonly turns: ScriptedTurn[];
  private callCounter = 0;

  constructor(turns: readonly ScriptedTurn[] = []) {
    this.turns = [...turns];
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
    const turn = this.turns.shift();
    if (turn === undefined) throw new LlmError('UNKNOWN', 'The scripted driver has no turn left.');
    if (typeof turn === 'function') return turn(request);
    if (turn.delayMs) await sleep(turn.delayMs, signal);
    if (signal.aborted) throw new LlmError('ABORTED', 'The request was aborted.');
    if ('error' in turn) throw turn.error;
    if ('toolCalls' in turn) {
      const toolCalls = turn.toolCalls.map((call): LlmToolCall => {
        this.callCounter += 1;
        const raw = typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments);
        return {
          id: call.id ?? `call_${this.callCounter}`,
          name: call.name,
          arguments: parseObject(raw),
          rawArguments: raw,
        };
      });
      return response(turn.text ?? null, toolCalls);
    }
    return response(turn.text, []);
  }
}

function response(text: string | null, toolCalls: LlmToolCall[]): LlmResponse {
  return {
    text,
    toolCalls,
    blocks: text ? [{ type: 'text', text }] : [],
    usage: { ...emptyUsage, inputTokens: 10, outputTokens: 5, provider: 'unknown' },
    finishReason: toolCalls.length > 0 ? 'tool_calls' : 'stop',
    model: 'scripted-model',
    responseId: null,
  };
}

function parseObject(raw: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function sleep(milliseconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new LlmError('ABORTED', 'The request was aborted.'));
      return;
    }
    const timer = setTimeout(resolve, milliseconds);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new LlmError('ABORTED', 'The request was aborted.'));
      },
      { once: true },
    );
  });
}
