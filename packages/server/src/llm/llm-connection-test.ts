import { LlmError, type LlmErrorCode } from '@spora/sdk';
import type { FieldEncryption } from '../secrets/index.js';
import type { LlmDriverRegistry } from './driver-registry.js';
import type { LlmConfiguration } from './llm-configuration-resolver.js';
import { createLlmDriverProvider } from './llm-driver-provider.js';

/** How long a connection test waits for the model, whatever the configuration's own timeout. */
export const connectionTestTimeoutMs = 30_000;

const testPrompt = 'Reply with the single word: OK';
// Enough for a short answer from models that think before they write, small enough to cost little.
const testMaxTokens = 64;
// An answer longer than this is cut: the test shows that the model answers, not the whole answer.
const answerPreviewLength = 500;

/** What one test request showed: the model's answer, or why there was none (an `LlmErrorCode`). */
export type LlmConnectionTestResult =
  | {
      readonly ok: true;
      readonly latency_ms: number;
      readonly answer: string;
      /** The model the provider says answered; `null` when it does not say. */
      readonly model: string | null;
      readonly input_tokens: number;
      readonly output_tokens: number;
      readonly error?: never;
    }
  | {
      readonly ok: false;
      readonly latency_ms: number;
      readonly error: {
        readonly code: LlmErrorCode;
        readonly message: string;
        /** The provider's HTTP status, when it answered. */
        readonly status: number | null;
        /** Whether the same request may succeed later (rate limits, outages, timeouts). */
        readonly retryable: boolean;
      };
      readonly answer?: never;
    };

export interface LlmConnectionTestDependencies {
  readonly drivers: LlmDriverRegistry;
  readonly encryption: FieldEncryption;
  readonly fetch?: typeof globalThis.fetch;
  readonly timeoutMs?: number;
}

/**
 * Sends one small request through the configuration's driver, without retries, and reports the
 * answer and the time it took. Every failure — a driver that is not installed, unreadable
 * settings, the provider's refusal, no answer in time — is a result with the error's code,
 * never a thrown error: a failed test is what the caller asked to find out.
 */
export async function testLlmConnection(
  configuration: LlmConfiguration,
  deps: LlmConnectionTestDependencies,
): Promise<LlmConnectionTestResult> {
  const timeoutMs = deps.timeoutMs ?? connectionTestTimeoutMs;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const deadline = AbortSignal.timeout(timeoutMs);
  try {
    const driver = createLlmDriverProvider(deps.drivers, {
      encryption: deps.encryption,
      defaultTimeoutMs: timeoutMs,
      maxRetries: 0,
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
    })(configuration);
    const response = await driver.complete(
      {
        systemPrompt: '',
        messages: [{ role: 'user', content: testPrompt }],
        tools: [],
        maxTokens: testMaxTokens,
      },
      deadline,
    );
    return {
      ok: true,
      latency_ms: elapsed(),
      answer: (response.text ?? '').slice(0, answerPreviewLength),
      model: response.model,
      input_tokens: response.usage.inputTokens,
      output_tokens: response.usage.outputTokens,
    };
  } catch (error) {
    const failure =
      deadline.aborted && !(error instanceof LlmError && error.code === 'LLM_TIMEOUT')
        ? new LlmError('LLM_TIMEOUT', `The model did not answer within ${timeoutMs / 1000} s.`)
        : error instanceof LlmError
          ? error
          : new LlmError('UNKNOWN', 'The test request failed for a reason the driver did not name.');
    return {
      ok: false,
      latency_ms: elapsed(),
      error: {
        code: failure.code,
        message: failure.message,
        status: failure.status,
        retryable: failure.isRetryable,
      },
    };
  }
}
