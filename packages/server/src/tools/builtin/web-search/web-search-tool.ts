import {
  AbstractTool,
  SporaError,
  Tool,
  type ToolArguments,
  type ToolContext,
  ToolOperation,
  ToolParameter,
  ToolResult,
  ToolSetting,
} from '@spora/sdk';
import { timeoutFromSetting, timeoutSetting } from '../web-request.js';
import { providerFor, type SearchProviderName, searchProviders } from './providers.js';
import type { SearchHit } from './search-provider.js';

const defaultMaxResults = 5;
const maxQueryLength = 400;

/**
 * Searches the web through the service the operator chose — a SearXNG instance, Brave Search or
 * Tavily — and answers title, URL and snippet per result; `read_url` then reads a page in full.
 * Requests go through the platform's fetch, keys are password settings the model never sees.
 */
@Tool({
  name: 'web_search',
  description:
    'Search the web and get the top results as title, URL and snippet. Read a result in full with read_url.',
  displayName: 'Web search',
  category: 'data',
  icon: 'search',
})
@ToolOperation({ name: 'search', description: 'Search the web.', readOnly: true })
@ToolParameter({
  name: 'query',
  type: 'string',
  description: 'What to search for, as you would type it into a search engine.',
})
@ToolParameter({
  name: 'max_results',
  type: 'integer',
  description: 'How many results to return, from 1 to 20.',
  minimum: 1,
  maximum: 20,
  required: false,
})
@ToolSetting({
  key: 'provider',
  label: 'Search service',
  type: 'select',
  options: [
    { value: 'searxng', label: 'SearXNG (self-hosted)' },
    { value: 'brave', label: 'Brave Search API' },
    { value: 'tavily', label: 'Tavily' },
  ],
  default: 'searxng',
})
@ToolSetting({
  key: 'address',
  label: 'Service address',
  type: 'text',
  description:
    "SearXNG's address, such as https://search.example.com (its JSON format must be enabled). For Brave and Tavily, leave empty unless a proxy or compatible service answers instead.",
  default: '',
  validation: '^(https?://\\S+)?$',
})
@ToolSetting({
  key: 'api_key',
  label: 'API key',
  type: 'password',
  description: 'The Brave Search or Tavily API key.',
  default: '',
})
@ToolSetting({
  key: 'default_max_results',
  label: 'Results per search',
  type: 'text',
  description: 'How many results a search returns when the model does not say, from 1 to 20.',
  default: String(defaultMaxResults),
  validation: '^(?:[1-9]|1[0-9]|20)$',
})
@ToolSetting(timeoutSetting)
export class WebSearchTool extends AbstractTool {
  async execute(args: ToolArguments, ctx: ToolContext): Promise<ToolResult> {
    const query = typeof args.query === 'string' ? args.query.trim() : '';
    if (query === '') return ToolResult.error('"query" must be the text to search for.');
    if (query.length > maxQueryLength)
      return ToolResult.error(`"query" is longer than ${maxQueryLength} characters.`);
    const settings = await ctx.settings();
    const providerName = String(settings.provider ?? 'searxng') as SearchProviderName;
    if (!searchProviders.includes(providerName)) {
      return ToolResult.error(`Unknown search service "${providerName}".`, {
        error_code: 'TOOL_SETTING_INVALID',
      });
    }
    const provider = providerFor({
      provider: providerName,
      address: String(settings.address ?? '').trim(),
      apiKey: String(settings.api_key ?? '').trim(),
    });
    if (!provider.ok) return ToolResult.error(provider.error, { error_code: 'TOOL_SETTING_INVALID' });
    const maxResults = clampedCount(
      args.max_results,
      clampedCount(settings.default_max_results, defaultMaxResults),
    );
    const timeoutSeconds = timeoutFromSetting(settings.http_timeout);
    const timeout = AbortSignal.timeout(timeoutSeconds * 1000);
    try {
      const hits = await provider.value({
        query,
        maxResults,
        http: ctx.http,
        signal: AbortSignal.any([ctx.signal, timeout]),
      });
      if (!hits.ok)
        return ToolResult.error(hits.error, { provider: providerName, error_code: 'SEARCH_FAILED' });
      return ToolResult.ok(rendered(query, hits.value), {
        provider: providerName,
        query,
        results: hits.value.map((hit) => ({ ...hit })),
      });
    } catch (error) {
      if (timeout.aborted && !ctx.signal.aborted) {
        return ToolResult.error(`The search service gave no answer within ${timeoutSeconds} s.`, {
          provider: providerName,
          error_code: 'FETCH_TIMEOUT',
        });
      }
      const message = error instanceof Error ? error.message : String(error);
      return ToolResult.error(`The search failed: ${message}`, {
        provider: providerName,
        error_code: SporaError.isInstance(error) ? error.code : 'SEARCH_FAILED',
      });
    }
  }

  describeAction(args: ToolArguments): string {
    return `search the web for: ${String(args.query ?? '')}`;
  }
}

function rendered(query: string, hits: readonly SearchHit[]): string {
  if (hits.length === 0) return `No results for "${query}".`;
  const lines = hits.map(
    (hit, index) => `${index + 1}. ${hit.title}\n   ${hit.url}${hit.snippet ? `\n   ${hit.snippet}` : ''}`,
  );
  return `Results for "${query}":\n\n${lines.join('\n\n')}`;
}

function clampedCount(value: unknown, fallback: number): number {
  const count = Number(value);
  return Number.isInteger(count) && count >= 1 && count <= 20 ? count : fallback;
}
