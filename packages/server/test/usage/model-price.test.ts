import { describe, expect, it } from 'vitest';
import { defaultModelPrices } from '../../src/db/migrations/0017-default-model-prices.js';
import { matchModelPrice } from '../../src/usage/model-price.js';

const table = new Map(defaultModelPrices.map((row) => [row.model, row.model]));
const priceAs = (model: string) => matchModelPrice(table, model)?.model ?? null;

describe('the price table matches a model name', () => {
  it('exactly first, so a longer model is never priced as a shorter one it starts with', () => {
    expect(priceAs('gpt-4o')).toBe('gpt-4o');
    expect(priceAs('gpt-4o-mini')).toBe('gpt-4o-mini');
    expect(priceAs('GPT-4.1-Nano ')).toBe('gpt-4.1-nano');
    expect(priceAs('claude-opus-4-1')).toBe('claude-opus-4-1');
  });

  it('then as a dated snapshot or -latest alias of a listed model', () => {
    expect(priceAs('gpt-4o-2024-08-06')).toBe('gpt-4o');
    expect(priceAs('gpt-4o-mini-2024-07-18')).toBe('gpt-4o-mini');
    expect(priceAs('o3-mini-2025-01-31')).toBe('o3-mini');
    expect(priceAs('claude-3-5-sonnet-20241022')).toBe('claude-3-5-sonnet');
    expect(priceAs('claude-3-7-sonnet-latest')).toBe('claude-3-7-sonnet');
    expect(priceAs('claude-sonnet-4-20250514')).toBe('claude-sonnet-4');
    expect(priceAs('claude-opus-4-1-20250805')).toBe('claude-opus-4-1');
  });

  it('and not otherwise: another suffix is another model, whose price is unknown', () => {
    expect(priceAs('gpt-4o-audio-preview')).toBeNull();
    expect(priceAs('gpt-4o-2024')).toBeNull();
    expect(priceAs('gpt-5')).toBeNull();
    expect(priceAs('llama3')).toBeNull();
    expect(priceAs('-2024-08-06')).toBeNull();
  });

  it('ships positive prices, each model once', () => {
    expect(new Set(defaultModelPrices.map((row) => row.model)).size).toBe(defaultModelPrices.length);
    for (const row of defaultModelPrices) {
      expect(row.input).toBeGreaterThan(0);
      expect(row.output).toBeGreaterThan(0);
    }
  });
});
