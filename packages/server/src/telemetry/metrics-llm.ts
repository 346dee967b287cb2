import { type LlmDriver, LlmError, type LlmRequest, type LlmResponse } from '@spora/sdk';
import { Counter, Histogram, type Registry } from 'prom-client';
import { boundedSeries } from './metrics-labels.js';

const requestBuckets = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300];

/**
 * Distinct model names with series of their own: every user names models in their own LLM
 * configurations, so the names are not a fixed set (later ones are counted as `other`).
 */
export const maxModelLabels = 100;

/** One model's series, looked up once: prom-client hashes the labels at every call otherwise. */
interface ModelSeries {
  /** The `model` label: the model's name, or `other` beyond the bound. */
  readonly label: string;
  readonly succeeded: Histogram.Internal<'model' | 'outcome'>;
  readonly failed: Histogram.Internal<'model' | 'outcome'>;
  readonly inputTokens: Counter.Internal;
  readonly outputTokens: Counter.Internal;
}

/**
 * Model requests by model (the configured model name) and outcome: duration, tokens by direction,
 * and errors by `LlmError` code. Measured around the driver, so every request the loop makes
 * (turns, compaction) counts, and the loop's files stay as they are.
 */
export class LlmMetricsRecorder {
  private readonly duration: Histogram<'model' | 'outcome'>;
  private readonly tokens: Counter<'model' | 'direction'>;
  private readonly errors: Counter<'model' | 'code'>;
  private readonly byModel = new Map<string, ModelSeries>();

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
    const series = this.seriesOf(model);
    const complete = async (request: LlmRequest, signal: AbortSignal): Promise<LlmResponse> => {
      const began = performance.now();
      try {
        const response = await driver.complete(request, signal);
        series.succeeded.observe((performance.now() - began) / 1000);
        series.inputTokens.inc(response.usage.inputTokens);
        series.outputTokens.inc(response.usage.outputTokens);
        return response;
      } catch (error) {
        series.failed.observe((performance.now() - began) / 1000);
        this.errors.inc({ model: series.label, code: error instanceof LlmError ? error.code : 'UNKNOWN' });
        throw error;
      }
    };
    // The driver's own members (names, input capabilities) stay reachable through the prototype.
    return Object.create(driver, { complete: { value: complete } }) as LlmDriver;
  }

  private seriesOf(model: string): ModelSeries {
    return boundedSeries(this.byModel, model, maxModelLabels, (label) => ({
      label,
      succeeded: this.duration.labels({ model: label, outcome: 'success' }),
      failed: this.duration.labels({ model: label, outcome: 'error' }),
      inputTokens: this.tokens.labels({ model: label, direction: 'input' }),
      outputTokens: this.tokens.labels({ model: label, direction: 'output' }),
    }));
  }
}
