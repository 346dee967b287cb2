import { describe, expect, it } from 'vitest';
import type { DriverSetting } from '../../src/settings/models/llm-config-queries';
import { settingValueProblem } from '../../src/settings/models/setting-value-problems';

function setting(key: string, fields: Partial<DriverSetting> = {}): DriverSetting {
  return {
    key,
    label: 'Region',
    type: 'text',
    description: null,
    default: null,
    required: false,
    options: [],
    validation: null,
    ...fields,
  };
}

describe('settingValueProblem', () => {
  it('asks for a web address by example', () => {
    for (const bad of ['not a url', 'ftp://example.com', 'localhost:11434/v1']) {
      expect(settingValueProblem(setting('base_url'), bad)).toBe(
        'Enter a URL such as https://api.openai.com/v1',
      );
    }
    for (const good of [
      'https://api.openai.com/v1',
      'http://localhost:11434/v1',
      ' http://10.0.0.2:8000/v1 ',
    ]) {
      expect(settingValueProblem(setting('base_url'), good)).toBeUndefined();
    }
  });

  it('checks the temperature and the timeout as numbers, in words', () => {
    expect(settingValueProblem(setting('temperature'), '0.7')).toBeUndefined();
    expect(settingValueProblem(setting('temperature'), '2')).toBeUndefined();
    expect(settingValueProblem(setting('temperature'), '2.5')).toBe(
      'Enter a number from 0 to 2, such as 0.7',
    );
    expect(settingValueProblem(setting('temperature'), 'warm')).toBe(
      'Enter a number from 0 to 2, such as 0.7',
    );
    expect(settingValueProblem(setting('timeout'), '120')).toBeUndefined();
    expect(settingValueProblem(setting('timeout'), '1.5')).toBe(
      'Enter a whole number of seconds, such as 120',
    );
    expect(settingValueProblem(setting('timeout'), '0')).toBe('Enter a whole number of seconds, such as 120');
  });

  it('checks other settings against their pattern without ever showing it', () => {
    const region = setting('region', { validation: '^[a-z]{2}-[a-z]+$' });
    expect(settingValueProblem(region, 'eu-west')).toBeUndefined();
    const problem = settingValueProblem(region, 'Europe');
    expect(problem).toBe('Region is not in the form this driver expects; see its description');
    expect(problem).not.toContain('^');
  });

  it('leaves empty values and patterns the browser cannot compile alone', () => {
    expect(settingValueProblem(setting('base_url'), '  ')).toBeUndefined();
    expect(settingValueProblem(setting('region', { validation: '(?<' }), 'anything')).toBeUndefined();
  });
});
