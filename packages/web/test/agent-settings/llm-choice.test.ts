import { describe, expect, it } from 'vitest';
import { choiceOf, configIdFor, type LlmConfig, resolutionOf } from '../../src/agents/settings/llm-choice';

function config(id: number, name: string, fields: Partial<LlmConfig> = {}): LlmConfig {
  return {
    id,
    name,
    driver_class: 'core/OpenAiCompatibleDriver',
    driver_name: 'openai-compatible',
    driver_display_name: 'OpenAI-compatible',
    settings: {},
    context_window: null,
    max_tokens_output: null,
    is_default: false,
    is_global: false,
    user_id: 1,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...fields,
  };
}

const mine = config(1, 'Mine');
const shared = config(2, 'Shared default', { is_global: true, is_default: true, user_id: null });
const configs = [mine, shared];

describe('LLM choice', () => {
  it('reads the stored id as a choice', () => {
    expect(choiceOf(null, configs)).toBe('preferred');
    expect(choiceOf(2, configs)).toBe('global_default');
    expect(choiceOf(1, configs)).toBe('own');
  });

  it('resolves "preferred" to the preference, then the global default, then nothing', () => {
    expect(resolutionOf('preferred', null, { configs, preference: mine }).config).toBe(mine);
    const fallback = resolutionOf('preferred', null, { configs, preference: null });
    expect(fallback.config).toBe(shared);
    expect(fallback.explanation).toContain('no preferred configuration, so it uses the global default');
    expect(resolutionOf('preferred', null, { configs: [mine], preference: null })).toEqual({
      config: null,
      explanation: expect.stringContaining('tasks would fail'),
    });
  });

  it('resolves the global default and an own configuration', () => {
    expect(resolutionOf('global_default', null, { configs, preference: mine }).config).toBe(shared);
    expect(resolutionOf('global_default', null, { configs: [mine], preference: null }).config).toBeNull();
    expect(resolutionOf('own', 1, { configs, preference: null }).config).toBe(mine);
    expect(resolutionOf('own', null, { configs, preference: null }).config).toBeNull();
  });

  it('stores each choice as the API field', () => {
    expect(configIdFor('preferred', 1, configs)).toBeNull();
    expect(configIdFor('global_default', null, configs)).toBe(2);
    expect(configIdFor('own', 1, configs)).toBe(1);
    expect(configIdFor('own', null, configs)).toBeUndefined();
  });
});
