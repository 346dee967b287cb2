import { fail, ok, type Result } from '@spora/sdk';
import { hitsFrom, jsonAnswer, type SearchProvider } from './search-provider.js';

export const searchProviders = ['searxng', 'brave', 'tavily'] as const;
export type SearchProviderName = (typeof searchProviders)[number];

/** Where each hosted service answers, unless the operator names another address (a proxy, a compatible service). */
const defaultAddresses: Readonly<Record<Exclude<SearchProviderName, 'searxng'>, string>> = {
  brave: 'https://api.search.brave.com/res/v1/web/search',
  tavily: 'https://api.tavily.com/search',
};

export interface ProviderSettings {
  readonly provider: SearchProviderName;
  /** SearXNG's base URL, or another address for Brave or Tavily; empty for the default. */
  readonly address: string;
  readonly apiKey: string;
}

/** The provider the settings describe, or what is missing for it. */
export function providerFor(settings: ProviderSettings): Result<SearchProvider, string> {
  switch (settings.provider) {
    case 'searxng': {
      if (settings.address === '')
        return fail('Web search is set to SearXNG, but no SearXNG address is configured.');
      const endpoint = new URL(
        'search',
        settings.address.endsWith('/') ? settings.address : `${settings.address}/`,
      );
      return ok(async ({ query, maxResults, http, signal }) => {
        const url = new URL(endpoint);
        url.searchParams.set('q', query);
        url.searchParams.set('format', 'json');
        const answer = await jsonAnswer(
          await http(url, { headers: { accept: 'application/json' }, signal }),
          'SearXNG',
        );
        if (!answer.ok) return answer;
        return ok(
          hitsFrom(
            field(answer.value, 'results'),
            { title: 'title', url: 'url', snippet: 'content' },
            maxResults,
          ),
        );
      });
    }
    case 'brave': {
      if (settings.apiKey === '') return fail('Web search is set to Brave, but no API key is configured.');
      return ok(async ({ query, maxResults, http, signal }) => {
        const url = new URL(settings.address || defaultAddresses.brave);
        url.searchParams.set('q', query);
        url.searchParams.set('count', String(maxResults));
        const response = await http(url, {
          headers: { accept: 'application/json', 'x-subscription-token': settings.apiKey },
          signal,
        });
        const answer = await jsonAnswer(response, 'Brave Search');
        if (!answer.ok) return answer;
        const results = field(field(answer.value, 'web'), 'results');
        return ok(hitsFrom(results, { title: 'title', url: 'url', snippet: 'description' }, maxResults));
      });
    }
    case 'tavily': {
      if (settings.apiKey === '') return fail('Web search is set to Tavily, but no API key is configured.');
      return ok(async ({ query, maxResults, http, signal }) => {
        const response = await http(settings.address || defaultAddresses.tavily, {
          method: 'POST',
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            authorization: `Bearer ${settings.apiKey}`,
          },
          body: JSON.stringify({ query, max_results: maxResults }),
          signal,
        });
        const answer = await jsonAnswer(response, 'Tavily');
        if (!answer.ok) return answer;
        return ok(
          hitsFrom(
            field(answer.value, 'results'),
            { title: 'title', url: 'url', snippet: 'content' },
            maxResults,
          ),
        );
      });
    }
  }
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}
