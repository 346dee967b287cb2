import { fail, ok, type Result } from '@spora/sdk';
import { type HostPattern, hostMatches, parseHostPattern } from './host-pattern.js';

/**
 * The `allowed_hosts` setting: host patterns one per line (or separated by commas). Empty allows
 * every public host; private and loopback addresses stay refused by the platform's fetch either way.
 */
export class AllowedHosts {
  private constructor(private readonly patterns: readonly HostPattern[]) {}

  static parse(setting: unknown): Result<AllowedHosts, string> {
    const entries = String(setting ?? '')
      .split(/[\n,]/)
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '' && !entry.startsWith('#'));
    const patterns: HostPattern[] = [];
    for (const entry of entries) {
      const pattern = parseHostPattern(entry);
      if (!pattern) {
        return fail(
          `The allowed hosts setting has "${entry}", which is no host pattern (such as api.example.com or *.example.com).`,
        );
      }
      patterns.push(pattern);
    }
    return ok(new AllowedHosts(patterns));
  }

  allows(url: URL): boolean {
    return this.patterns.length === 0 || this.patterns.some((pattern) => hostMatches(pattern, url));
  }

  /** How the model is told, in a refusal. */
  describe(): string {
    return this.patterns.map((pattern) => pattern.text).join(', ');
  }
}
