import { describe, expect, it } from 'vitest';
import { ToolResult } from '../src/index.js';

describe('ToolResult', () => {
  it('says which credential setting is missing or was refused, as a failed result', () => {
    const missing = ToolResult.credentialMissing('api_key');
    expect(missing).toMatchObject({
      success: false,
      content: 'Error: the setting "api_key" is not set.',
      credentialError: { code: 'CREDENTIAL_MISSING', setting: 'api_key' },
    });
    const refused = ToolResult.credentialRejected('token', 'Error: 401 from the service.');
    expect(refused).toMatchObject({
      success: false,
      content: 'Error: 401 from the service.',
      credentialError: { code: 'CREDENTIAL_REJECTED', setting: 'token' },
    });
  });

  it('names no credential on ordinary results', () => {
    expect(ToolResult.ok('done').credentialError).toBeNull();
    expect(ToolResult.error('failed').credentialError).toBeNull();
  });
});
