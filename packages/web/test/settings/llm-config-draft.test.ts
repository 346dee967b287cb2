import { describe, expect, it } from 'vitest';
import {
  createBodyOf,
  draftForDriver,
  draftOfConfig,
  draftProblems,
  emptyLlmConfigDraft,
  type LlmConfigDraft,
  patchOf,
} from '../../src/settings/models/llm-config-draft';
import type { DriverSetting, LlmConfig, LlmDriver } from '../../src/settings/models/llm-config-queries';

function setting(key: string, fields: Partial<DriverSetting> = {}): DriverSetting {
  return {
    key,
    label: key,
    type: 'text',
    description: null,
    default: null,
    required: false,
    options: [],
    validation: null,
    ...fields,
  };
}

const driver: LlmDriver = {
  name: 'openai_compatible',
  display_name: 'OpenAI Compatible',
  driver_class: 'core/OpenAiCompatibleDriver',
  settings_schema: [
    setting('api_key', { type: 'password' }),
    setting('base_url', { default: 'https://api.openai.com/v1' }),
    setting('model', { required: true }),
    setting('stream', { type: 'toggle', default: true }),
  ],
};

const stored: LlmConfig = {
  id: 7,
  name: 'Work',
  driver_class: driver.driver_class,
  driver_name: driver.name,
  driver_display_name: driver.display_name,
  settings: { api_key: '***', model: 'gpt-test', stream: true },
  context_window: 128_000,
  max_tokens_output: null,
  is_default: false,
  is_global: false,
  user_id: 3,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const withSettings = (draft: LlmConfigDraft, settings: Record<string, string | boolean>): LlmConfigDraft => ({
  ...draft,
  settings: { ...draft.settings, ...settings },
});

describe('LLM configuration drafts', () => {
  it('never holds a stored password, and sends nothing for an untouched form', () => {
    const initial = draftOfConfig(stored, driver);
    expect(initial.settings.api_key).toBe('');
    expect([...initial.storedSecrets]).toEqual(['api_key']);
    expect(patchOf(initial, initial, driver)).toEqual({});
  });

  it('sends only what changed; an untouched stored password is left out', () => {
    const initial = draftOfConfig(stored, driver);
    const edited = withSettings({ ...initial, name: ' Work 2 ', contextWindow: '' }, { model: 'gpt-next' });
    expect(patchOf(initial, edited, driver)).toEqual({
      name: 'Work 2',
      context_window: null,
      settings: { model: 'gpt-next' },
    });
  });

  it('sends a replaced password, and an opened and emptied one as "" so the server deletes it', () => {
    const initial = draftOfConfig(stored, driver);
    const opened = { ...initial, changingSecrets: new Set(['api_key']) };
    expect(patchOf(initial, withSettings(opened, { api_key: 'sk-new' }), driver)).toEqual({
      settings: { api_key: 'sk-new' },
    });
    expect(patchOf(initial, opened, driver)).toEqual({ settings: { api_key: '' } });
  });

  it('creates with the values given, toggles only where they leave the default', () => {
    const draft = withSettings(
      { ...draftForDriver(emptyLlmConfigDraft, driver), name: 'Local', maxTokensOutput: 2048 },
      { model: ' llama3 ', base_url: '', stream: false },
    );
    expect(createBodyOf(draft, driver)).toEqual({
      name: 'Local',
      driver_class: driver.driver_class,
      settings: { model: 'llama3', stream: false },
      context_window: null,
      max_tokens_output: 2048,
    });
    expect(createBodyOf({ ...draft, isGlobal: true, isDefault: true }, driver)).toMatchObject({
      is_global: true,
      is_default: true,
    });
  });

  it('asks for a name and for required settings without a default', () => {
    const draft = draftForDriver(emptyLlmConfigDraft, driver);
    expect(draftProblems(draft, driver)).toEqual({
      name: 'Give the configuration a name, or choose its model.',
      'settings.model': 'model is required.',
    });
  });

  it('names an unnamed configuration after its model', () => {
    const draft = { ...draftForDriver(emptyLlmConfigDraft, driver), name: '  ' };
    const withModel = { ...draft, settings: { ...draft.settings, model: ' llama3 ' } };
    expect(draftProblems(withModel, driver)).toEqual({});
    expect(createBodyOf(withModel, driver).name).toBe('llama3');
  });
});
