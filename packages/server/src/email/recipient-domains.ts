// Which addresses agents may write to: domains one per line, `*.example.com` for sub-domains.

export interface RecipientDomains {
  readonly exact: ReadonlySet<string>;
  readonly parents: readonly string[];
}

export function parseRecipientDomains(setting: unknown): RecipientDomains {
  const exact = new Set<string>();
  const parents: string[] = [];
  for (const entry of String(setting ?? '').split(/[\n,]/)) {
    const domain = entry.trim().toLowerCase().replace(/^@/, '');
    if (domain === '' || domain.startsWith('#')) continue;
    if (domain.startsWith('*.')) parents.push(domain.slice(2));
    else exact.add(domain);
  }
  return { exact, parents };
}

export function isEmpty(domains: RecipientDomains): boolean {
  return domains.exact.size === 0 && domains.parents.length === 0;
}

export function allowsAddress(domains: RecipientDomains, address: string): boolean {
  const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  return domains.exact.has(domain) || domains.parents.some((parent) => domain.endsWith(`.${parent}`));
}
