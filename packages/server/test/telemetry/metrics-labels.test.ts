/**
 * Model names and tool classes come from what users configure (their own LLM configurations,
 * their own MCP servers), so the series they label are bounded: a user who names a new model for
 * every task must not grow Prometheus' series, nor this process's memory, without end.
 */
import type { LlmDriver, LlmResponse } from '@spora/sdk';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { maxLabelValueLength, otherLabelValue } from '../../src/telemetry/metrics-labels.js';
import { LlmMetricsRecorder, maxModelLabels } from '../../src/telemetry/metrics-llm.js';
import { LoopMetricsRecorder, maxToolLabels } from '../../src/telemetry/metrics-loop.js';
import { parseExposition } from '../support/metrics-exposition.js';

function labelValues(text: string, name: string, label: string): Set<string> {
  return new Set(
    parseExposition(text)
      .filter((sample) => sample.name === name)
      .map((sample) => sample.labels[label] as string),
  );
}

describe('label values users choose', () => {
  it('give at most a bounded number of models series of their own; later ones count as other', async () => {
    const registry = new Registry();
    const recorder = new LlmMetricsRecorder(registry);
    const provider = recorder.measured(
      (model: string) =>
        ({
          providerName: 'openai',
          modelName: model,
          complete: async () => ({ usage: { inputTokens: 2, outputTokens: 1 } }) as unknown as LlmResponse,
        }) as unknown as LlmDriver,
    );
    const models = Array.from({ length: maxModelLabels + 50 }, (_, index) => `model-${index}`);
    for (const model of models) {
      await provider(model).complete({} as never, new AbortController().signal);
    }
    const text = await registry.metrics();
    const seen = labelValues(text, 'spora_llm_tokens_total', 'model');
    expect(seen.size).toBe(maxModelLabels + 1);
    expect(seen.has('model-0')).toBe(true);
    expect(seen.has(`model-${maxModelLabels + 10}`)).toBe(false);
    expect(seen.has(otherLabelValue)).toBe(true);
    const other = parseExposition(text).find(
      (sample) =>
        sample.name === 'spora_llm_tokens_total' &&
        sample.labels.model === otherLabelValue &&
        sample.labels.direction === 'input',
    );
    expect(other?.value).toBe(2 * 50);
  });

  it('cut a long model name, and count the errors of models beyond the bound as other', async () => {
    const registry = new Registry();
    const recorder = new LlmMetricsRecorder(registry);
    const provider = recorder.measured(
      (model: string) =>
        ({
          providerName: 'openai',
          modelName: model,
          complete: async () => {
            throw new Error('refused');
          },
        }) as unknown as LlmDriver,
    );
    const long = 'm'.repeat(10_000);
    for (const model of [long, ...Array.from({ length: maxModelLabels + 5 }, (_, index) => `x-${index}`)]) {
      await expect(provider(model).complete({} as never, new AbortController().signal)).rejects.toThrow();
    }
    const models = labelValues(await registry.metrics(), 'spora_llm_request_errors_total', 'model');
    expect(models.size).toBe(maxModelLabels + 1);
    expect(models.has('m'.repeat(maxLabelValueLength))).toBe(true);
    expect(models.has(otherLabelValue)).toBe(true);
  });

  it('give at most a bounded number of tool classes series of their own', async () => {
    const registry = new Registry();
    const recorder = new LoopMetricsRecorder(registry);
    for (let index = 0; index < maxToolLabels + 20; index += 1) {
      recorder.toolCallFinished(`mcp/user-server/tool_${index}`, index % 2 === 0, 0.01);
    }
    const text = await registry.metrics();
    const durations = labelValues(text, 'spora_tool_call_duration_seconds_count', 'tool');
    expect(durations.size).toBe(maxToolLabels + 1);
    expect(durations.has(otherLabelValue)).toBe(true);
    expect(labelValues(text, 'spora_tool_call_errors_total', 'tool').size).toBeLessThanOrEqual(
      maxToolLabels + 1,
    );
  });
});
