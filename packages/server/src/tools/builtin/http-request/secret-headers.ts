import { fail, ok, type Result } from '@spora/sdk';
import { type HostPattern, hostMatches, parseHostPattern } from './host-pattern.js';

const headerName = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

interface HostHeaders {
  readonly pattern: HostPattern;
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * The `secret_headers` setting: a JSON object from host pattern to headers, e.g.
 * `{"api.example.com": {"Authorization": "Bearer …"}}`. Each request gets the headers of every
 * pattern its host matches — on each redirect hop anew, so a key never follows a redirect to
 * another host — and the model only ever learns the headers' names.
 */
export class SecretHeaders {
  private constructor(private readonly entries: readonly HostHeaders[]) {}

  static parse(setting: unknown): Result<SecretHeaders, string> {
    const text = String(setting ?? '').trim();
    if (text === '') return ok(new SecretHeaders([]));
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return fail('The secret headers setting is not valid JSON (expected {"host": {"Header": "value"}}).');
    }
    if (!isObject(parsed)) {
      return fail('The secret headers setting must be a JSON object from host to headers.');
    }
    const entries: HostHeaders[] = [];
    for (const [host, headers] of Object.entries(parsed)) {
      const pattern = parseHostPattern(host);
      if (!pattern) return fail(`The secret headers setting names "${host}", which is no host pattern.`);
      if (!isObject(headers))
        return fail(`The secret headers for ${host} must be an object of header names to values.`);
      const checked: Record<string, string> = {};
      for (const [name, value] of Object.entries(headers)) {
        if (!headerName.test(name) || typeof value !== 'string' || /[\r\n\0]/.test(value)) {
          return fail(
            `The secret header "${name}" for ${host} is not a valid header name with a one-line text value.`,
          );
        }
        checked[name.toLowerCase()] = value;
      }
      entries.push({ pattern, headers: checked });
    }
    return ok(new SecretHeaders(entries));
  }

  /** The headers for a request to this URL, names in lower case. */
  for(url: URL): Record<string, string> {
    const headers: Record<string, string> = {};
    for (const entry of this.entries) {
      if (hostMatches(entry.pattern, url)) Object.assign(headers, entry.headers);
    }
    return headers;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
