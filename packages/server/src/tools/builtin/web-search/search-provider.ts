import type { Result, ToolFetch } from '@spora/sdk';

/** One result as the model reads it. */
export interface SearchHit {
  readonly title: string;
  readonly url: string;
  readonly snippet: string;
}

export interface SearchRequest {
  readonly query: string;
  readonly maxResults: number;
  readonly http: ToolFetch;
  readonly signal: AbortSignal;
}

/** A search service: asks it once, answers its hits or a sentence saying what went wrong. */
export type SearchProvider = (request: SearchRequest) => Promise<Result<SearchHit[], string>>;

/** The provider's answer as JSON, or why there is none (an HTTP error, a page that is no JSON). */
export async function jsonAnswer(response: Response, provider: string): Promise<Result<unknown, string>> {
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    return { ok: false, error: `${provider} refused the API key (HTTP ${response.status}).` };
  }
  if (response.status === 429) {
    await response.body?.cancel();
    return { ok: false, error: `${provider} says too many searches were made; try again later (HTTP 429).` };
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { ok: false, error: `${provider} answered HTTP ${response.status}.` };
  }
  try {
    return { ok: true, value: await response.json() };
  } catch {
    return { ok: false, error: `${provider} answered with something that is not JSON.` };
  }
}

/** The hits found under `list`, each read with the provider's field names; malformed entries are skipped. */
export function hitsFrom(
  list: unknown,
  fields: { readonly title: string; readonly url: string; readonly snippet: string },
  maxResults: number,
): SearchHit[] {
  if (!Array.isArray(list)) return [];
  const hits: SearchHit[] = [];
  for (const entry of list) {
    if (typeof entry !== 'object' || entry === null) continue;
    const record = entry as Record<string, unknown>;
    const url = record[fields.url];
    if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) continue;
    const text = (value: unknown) => (typeof value === 'string' ? value.replace(/<[^>]+>/g, '').trim() : '');
    hits.push({ title: text(record[fields.title]) || url, url, snippet: text(record[fields.snippet]) });
    if (hits.length >= maxResults) break;
  }
  return hits;
}
