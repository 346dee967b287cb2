import { type LlmDriver, LlmError, type LlmRequest, type LlmResponse } from '@spora/sdk';
import { Counter, Histogram, type Registry } from 'prom-client';

const requestBuckets = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300];

/**
 * Model requests by model (the configured model name) and outcome: duration, tokens by direction,
 * and errors by `LlmError` code. Measured around the driver, so every request the loop makes
 * (turns, compaction) counts, and the loop's files stay as they are.
 */
export class LlmMetricsRecorder {
  private readonly duration: Histogram<'model' | 'outcome'>;
  private readonly tokens: Counter<'model' | 'direction'>;
  private readonly errors: Counter<'model' | 'code'>;

  constructor(registry: Registry) {
    const registers = [registry];
    this.duration = new Histogram({
      name: 'spora_llm_request_duration_seconds',
      help: 'Model requests, from send to complete answer, by model and outcome.',
      labelNames: ['model', 'outcome'],
      buckets: requestBuckets,
      registers,
    });
    this.tokens = new Counter({
      name: 'spora_llm_tokens_total',
      help: 'Tokens the provider reported, by model and direction (input, output).',
      labelNames: ['model', 'direction'],
      registers,
    });
    this.errors = new Counter({
      name: 'spora_llm_request_errors_total',
      help: 'Model requests that failed, by model and error code (RATE_LIMIT, LLM_TIMEOUT, …).',
      labelNames: ['model', 'code'],
      registers,
    });
  }

  /** The same provider, whose drivers are measured. */
  measured<Configuration>(
    provider: (configuration: Configuration) => LlmDriver,
  ): (configuration: Configuration) => LlmDriver {
    return (configuration) => this.measuredDriver(provider(configuration));
  }

  private measuredDriver(driver: LlmDriver): LlmDriver {
    const model = driver.modelName;
    const complete = async (request: LlmRequest, signal: AbortSignal): Promise<LlmResponse> => {
      const end = this.duration.startTimer({ model });
      try {
        const response = await driver.complete(request, signal);
        end({ outcome: 'success' });
        this.tokens.inc({ model, direction: 'input' }, response.usage.inputTokens);
        this.tokens.inc({ model, direction: 'output' }, response.usage.outputTokens);
        return response;
      } catch (error) {
        end({ outcome: 'error' });
        this.errors.inc({ model, code: error instanceof LlmError ? error.code : 'UNKNOWN' });
        throw error;
      }
    };
    // The driver's own members (names, input capabilities) stay reachable through the prototype.
    return Object.create(driver, { complete: { value: complete } }) as LlmDriver;
  }
}
