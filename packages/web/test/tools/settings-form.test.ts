import { describe, expect, it } from 'vitest';
import {
  changesOf,
  type SettingDeclaration,
  shownFromLayer,
} from '../../src/tools/settings-form/setting-types';

function declaration(key: string, fields: Partial<SettingDeclaration> = {}): SettingDeclaration {
  return {
    key,
    label: key,
    type: 'text',
    description: null,
    default: null,
    required: false,
    options: [],
    validation: null,
    expose_to_llm: false,
    data_source: null,
    ...fields,
  };
}

describe('tool settings forms', () => {
  const declarations = [
    declaration('api_key', { type: 'password', required: true }),
    declaration('region', { type: 'select', default: 'eu', options: [{ value: 'eu', label: 'eu' }] }),
    declaration('verbose', { type: 'toggle', default: false }),
  ];

  it('shows a stored layer: its own keys from the layer, the rest from the defaults', () => {
    expect(shownFromLayer(declarations, 'user', { api_key: '***', verbose: true })).toEqual({
      api_key: { value: '***', source: 'user' },
      region: { value: 'eu', source: 'default' },
      verbose: { value: true, source: 'user' },
    });
  });

  it('sends only touched keys, null to inherit again, and never a blank new secret', () => {
    expect(changesOf(declarations, {})).toEqual({});
    expect(changesOf(declarations, { api_key: '', region: null, verbose: true })).toEqual({
      region: null,
      verbose: true,
    });
    expect(changesOf(declarations, { api_key: 'sk-new' })).toEqual({ api_key: 'sk-new' });
  });
});
