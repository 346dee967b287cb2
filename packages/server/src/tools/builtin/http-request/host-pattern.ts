// Host patterns as operators write them: `api.example.com`, `*.example.com`, either with `:port`.

const patternShape = /^(\*\.)?([a-z0-9-]+(\.[a-z0-9-]+)*)(:\d{1,5})?$/;

export interface HostPattern {
  readonly text: string;
  /** The host, or for `*.` patterns the domain whose sub-domains match (not the domain itself). */
  readonly host: string;
  readonly subdomains: boolean;
  /** `null`: any port. */
  readonly port: string | null;
}

/** The pattern, or `null` when the text is no host pattern. */
export function parseHostPattern(text: string): HostPattern | null {
  const normalised = text.trim().toLowerCase();
  const match = patternShape.exec(normalised);
  if (!match) return null;
  return {
    text: normalised,
    host: match[2] ?? '',
    subdomains: match[1] !== undefined,
    port: match[4] === undefined ? null : match[4].slice(1),
  };
}

export function hostMatches(pattern: HostPattern, url: URL): boolean {
  const host = url.hostname.toLowerCase();
  const port = url.port === '' ? (url.protocol === 'https:' ? '443' : '80') : url.port;
  if (pattern.port !== null && pattern.port !== port) return false;
  return pattern.subdomains ? host.endsWith(`.${pattern.host}`) : host === pattern.host;
}
