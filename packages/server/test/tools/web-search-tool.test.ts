import { getToolMetadata } from '@spora/sdk';
import { createTestToolContext } from '@spora/sdk/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSafeFetch } from '../../src/network/index.js';
import { WebSearchTool } from '../../src/tools/builtin/web-search/web-search-tool.js';
import { type LocalHttpServer, startLocalHttpServer } from '../support/local-http-server.js';

const tool = new WebSearchTool();
// The fakes are on 127.0.0.1, which the tool network refuses unless told otherwise.
const localNetwork = createSafeFetch({ allowPrivateNetworks: true });
const braveKey = 'brave-key-123';
const tavilyKey = 'tvly-key-456';

/** Local fakes of each service's API, answering in its own shape. */
function answer(path: string, query: URLSearchParams, headers: Record<string, unknown>, body: string) {
  switch (path) {
    case '/searxng/search':
      if (query.get('format') !== 'json') return { status: 403, body: '<html>JSON format disabled</html>' };
      return {
        status: 200,
        body: JSON.stringify({
          query: query.get('q'),
          results: [
            {
              title: 'Spora <b>agents</b>',
              url: 'https://spora.example/agents',
              content: 'Agents that ask first.',
            },
            { title: 'No address', content: 'dropped' },
            { title: 'Script', url: 'javascript:alert(1)', content: 'dropped' },
            { title: 'Docs', url: 'https://spora.example/docs', content: 'The manual.' },
            { title: 'Third', url: 'https://spora.example/3', content: '' },
          ],
        }),
      };
    case '/brave/res/v1/web/search':
      if (headers['x-subscription-token'] !== braveKey)
        return { status: 401, body: '{"error":"unauthorized"}' };
      return {
        status: 200,
        body: JSON.stringify({
          web: {
            results: Array.from({ length: Number(query.get('count')) }, (_, index) => ({
              title: `Brave ${index + 1}`,
              url: `https://brave.example/${index + 1}`,
              description: `About ${query.get('q')}`,
            })),
          },
        }),
      };
    case '/tavily/search': {
      if (headers.authorization !== `Bearer ${tavilyKey}`)
        return { status: 401, body: '{"detail":"bad key"}' };
      const request = JSON.parse(body) as { query: string; max_results: number };
      return {
        status: 200,
        body: JSON.stringify({
          query: request.query,
          results: [
            {
              title: 'Tavily hit',
              url: 'https://tavily.example/1',
              content: `On ${request.query}`,
              score: 0.9,
            },
          ],
        }),
      };
    }
    case '/broken/search':
      return { status: 200, body: '<html>not json</html>' };
    default:
      return { status: 404, body: '' };
  }
}

describe('web_search tool', () => {
  let fake: LocalHttpServer;
  const search = (args: Record<string, unknown>, settings: Record<string, string>) =>
    tool.execute(args, createTestToolContext({ operation: 'search', http: localNetwork, settings }));

  beforeAll(async () => {
    fake = await startLocalHttpServer((request, response, body) => {
      const url = new URL(request.url ?? '/', 'http://fake');
      if (url.pathname === '/slow/search') return;
      const { status, body: text } = answer(url.pathname, url.searchParams, request.headers, body);
      response
        .writeHead(status, { 'content-type': text.startsWith('<') ? 'text/html' : 'application/json' })
        .end(text);
    });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('is a read-only search that runs unasked, with the service, its address and key as settings', () => {
    const metadata = getToolMetadata(WebSearchTool);
    expect(metadata).toMatchObject({ name: 'web_search', category: 'data', icon: 'search' });
    expect(metadata.operations).toMatchObject([
      { name: 'search', readOnly: true, requiresApprovalByDefault: false },
    ]);
    const settings = Object.fromEntries(metadata.settings.map((setting) => [setting.key, setting]));
    expect(settings.provider).toMatchObject({ type: 'select', default: 'searxng' });
    expect(settings.api_key).toMatchObject({ type: 'password', exposeToLlm: false });
    expect(tool.describeAction({ query: 'rhine ferries' })).toBe('search the web for: rhine ferries');
  });

  it('asks SearXNG for JSON and answers title, URL and snippet, skipping entries without a web address', async () => {
    const result = await search(
      { query: 'spora agents', max_results: 2 },
      { provider: 'searxng', address: `${fake.origin}/searxng` },
    );
    expect(fake.requests[0]?.url).toBe('/searxng/search?q=spora+agents&format=json');
    expect(result.success).toBe(true);
    expect(result.content).toBe(
      'Results for "spora agents":\n\n1. Spora agents\n   https://spora.example/agents\n   Agents that ask first.\n\n2. Docs\n   https://spora.example/docs\n   The manual.',
    );
    expect(result.data).toMatchObject({
      provider: 'searxng',
      results: [
        { title: 'Spora agents', url: 'https://spora.example/agents' },
        { title: 'Docs', url: 'https://spora.example/docs' },
      ],
    });
  });

  it('sends the Brave key as its subscription token, and says so when the key is refused', async () => {
    const address = `${fake.origin}/brave/res/v1/web/search`;
    const result = await search(
      { query: 'ferries' },
      { provider: 'brave', address, api_key: braveKey, default_max_results: '3' },
    );
    expect(fake.requests[0]?.url).toBe('/brave/res/v1/web/search?q=ferries&count=3');
    expect(result.data).toMatchObject({
      results: [{ title: 'Brave 1' }, { title: 'Brave 2' }, { title: 'Brave 3' }],
    });
    expect(JSON.stringify(result)).not.toContain(braveKey);
    const refused = await search({ query: 'ferries' }, { provider: 'brave', address, api_key: 'wrong' });
    expect(refused).toMatchObject({
      success: false,
      content: 'Brave Search refused the API key (HTTP 401).',
      data: { error_code: 'SEARCH_FAILED' },
    });
  });

  it('posts the query to Tavily with the key as a bearer token', async () => {
    const result = await search(
      { query: 'rhine', max_results: 4 },
      { provider: 'tavily', address: `${fake.origin}/tavily/search`, api_key: tavilyKey },
    );
    expect(fake.requests[0]).toMatchObject({ method: 'POST', body: '{"query":"rhine","max_results":4}' });
    expect(result).toMatchObject({
      success: true,
      data: { results: [{ url: 'https://tavily.example/1', snippet: 'On rhine' }] },
    });
  });

  it('refuses a missing query or configuration before asking anyone, and an answer that is no JSON', async () => {
    const refusals = await Promise.all([
      search({ query: '  ' }, { provider: 'searxng', address: `${fake.origin}/searxng` }),
      search({ query: 'x'.repeat(401) }, { provider: 'searxng', address: `${fake.origin}/searxng` }),
      search({ query: 'a' }, { provider: 'searxng', address: '' }),
      search({ query: 'a' }, { provider: 'brave', api_key: '' }),
      search({ query: 'a' }, { provider: 'bing' }),
    ]);
    expect(refusals.map((result) => result.content)).toEqual([
      '"query" must be the text to search for.',
      '"query" is longer than 400 characters.',
      'Web search is set to SearXNG, but no SearXNG address is configured.',
      'Web search is set to Brave, but no API key is configured.',
      'Unknown search service "bing".',
    ]);
    expect(fake.requests).toEqual([]);
    const broken = await search({ query: 'a' }, { provider: 'searxng', address: `${fake.origin}/broken` });
    expect(broken).toMatchObject({
      success: false,
      content: 'SearXNG answered with something that is not JSON.',
    });
  });

  it('gives up after the configured time', async () => {
    const result = await search(
      { query: 'a' },
      { provider: 'searxng', address: `${fake.origin}/slow`, http_timeout: '1' },
    );
    expect(result).toMatchObject({
      success: false,
      content: 'The search service gave no answer within 1 s.',
      data: { error_code: 'FETCH_TIMEOUT' },
    });
  });
});
