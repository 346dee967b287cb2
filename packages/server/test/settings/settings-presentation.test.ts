import { describe, expect, it } from 'vitest';
import { exposedSettingsBlock, maskSettings, missingRequired } from '../../src/settings/index.js';
import { searchTool, weatherTool } from './settings-fixtures.js';

describe('settings presentation', () => {
  it('masks password values that are set, and nothing else', () => {
    expect(
      maskSettings(searchTool.declarations, { api_key: 'sk-123', region: 'us', notes: 'sk-123 in notes' }),
    ).toEqual({ api_key: '***', region: 'us', notes: 'sk-123 in notes' });
    expect(maskSettings(searchTool.declarations, { api_key: '' })).toEqual({ api_key: '' });
    expect(maskSettings(searchTool.declarations, { api_key: null })).toEqual({ api_key: null });
  });

  it('lists required keys without an effective value (missing_required)', () => {
    expect(missingRequired(searchTool.declarations, { api_key: null, region: 'eu' })).toEqual(['api_key']);
    expect(missingRequired(searchTool.declarations, { api_key: '' })).toEqual(['api_key']);
    expect(missingRequired(searchTool.declarations, {})).toEqual(['api_key']);
    expect(missingRequired(searchTool.declarations, { api_key: 'sk' })).toEqual([]);
    expect(missingRequired(weatherTool.declarations, { api_key: 'sk' })).toEqual([]);
  });

  it('renders exposed settings as the [Effective Configuration] block', () => {
    expect(
      exposedSettingsBlock(searchTool.declarations, { region: 'us', domains: ['a.example', 'c.example'] }),
    ).toBe('[Effective Configuration]\n- Region: us\n- Allowed Domains: a.example, c.example');
    expect(exposedSettingsBlock(searchTool.declarations, { region: null, domains: [] })).toBe(
      '[Effective Configuration]\n- Region: (not configured)\n- Allowed Domains: (not configured)',
    );
  });

  it('has no block for a tool that exposes nothing', () => {
    expect(exposedSettingsBlock(weatherTool.declarations, { api_key: 'sk' })).toBeNull();
  });

  it('never shows a password, even one marked exposeToLlm', () => {
    const declarations = [{ ...weatherTool.declarations[0]!, exposeToLlm: true }];
    expect(exposedSettingsBlock(declarations, { api_key: 'sk-secret' })).toBe(
      '[Effective Configuration]\n- API Key: (configured)',
    );
  });
});
