// What the tools that reach web servers share: the URL check, the time limit setting, the User-Agent.
import { fail, ok, type Result } from '@spora/sdk';

export const defaultTimeoutSeconds = 15;
export const userAgent = 'Spora Agent/1.0 (+https://github.com/spora/spora)';

/** The `http_timeout` setting's declaration, the same on every tool that has one. */
export const timeoutSetting = {
  key: 'http_timeout',
  label: 'HTTP timeout (seconds)',
  type: 'text',
  description: 'How long to wait for a complete response, in whole seconds from 1 to 300.',
  default: String(defaultTimeoutSeconds),
  validation: '^(?:[1-9]|[1-9][0-9]|[12][0-9]{2}|300)$',
} as const;

export function parseHttpUrl(value: unknown): Result<string, string> {
  let url: URL;
  try {
    url = new URL(String(value ?? '').trim());
  } catch {
    return fail('A valid absolute URL is required.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return fail('Only http:// and https:// URLs are supported.');
  }
  return ok(url.href);
}

export function timeoutFromSetting(value: unknown): number {
  const seconds = Number(value);
  return Number.isInteger(seconds) && seconds >= 1 && seconds <= 300 ? seconds : defaultTimeoutSeconds;
}
