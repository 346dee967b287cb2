import { randomBytes } from 'node:crypto';
import { getDeclaredSettings, Tool, ToolSetting } from '@spora/sdk';
import { FieldEncryption, SecretKey } from '../../src/secrets/index.js';
import type { ToolSettingsSubject } from '../../src/settings/index.js';

/** A tool declaring one setting of every kind. */
@Tool({ name: 'search', description: 'Search the web.' })
@ToolSetting({ key: 'api_key', label: 'API Key', type: 'password', required: true })
@ToolSetting({
  key: 'region',
  label: 'Region',
  type: 'select',
  options: ['eu', 'us'],
  default: 'eu',
  exposeToLlm: true,
})
@ToolSetting({
  key: 'domains',
  label: 'Allowed Domains',
  type: 'multi-select',
  options: ['a.example', 'b.example', 'c.example'],
  default: '["a.example"]',
  exposeToLlm: true,
})
@ToolSetting({ key: 'safe_mode', label: 'Safe mode', type: 'toggle', default: true })
@ToolSetting({ key: 'timeout', label: 'Timeout', type: 'text', default: '10', validation: '^\\d+$' })
@ToolSetting({ key: 'agents', label: 'Agents', type: 'multi-select' })
@ToolSetting({ key: 'notes', label: 'Notes', type: 'textarea' })
export class SearchTool {}

/** Another tool that also declares `api_key`: the two must never share it. */
@Tool({ name: 'weather', description: 'Weather.' })
@ToolSetting({ key: 'api_key', label: 'API Key', type: 'password', required: true })
export class WeatherTool {}

export const searchTool: ToolSettingsSubject = {
  toolClass: 'test/SearchTool',
  toolName: 'search',
  declarations: getDeclaredSettings(SearchTool),
};

export const weatherTool: ToolSettingsSubject = {
  toolClass: 'test/WeatherTool',
  toolName: 'weather',
  declarations: getDeclaredSettings(WeatherTool),
};

export function randomEncryption(): FieldEncryption {
  return new FieldEncryption(
    new SecretKey(randomBytes(32), { kind: 'environment', variable: 'SPORA_SECRET_KEY' }),
  );
}
