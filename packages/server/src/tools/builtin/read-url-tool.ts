import {
  AbstractTool,
  fail,
  ok,
  type Result,
  SporaError,
  Tool,
  type ToolArguments,
  type ToolContext,
  ToolOperation,
  ToolParameter,
  ToolResult,
  ToolSetting,
} from '@spora/sdk';
import TurndownService from 'turndown';

const defaultTimeoutSeconds = 15;
const userAgent = 'Spora Agent/1.0 (+https://github.com/spora/spora)';
const acceptHeader = 'text/html,application/xhtml+xml,application/xml;q=0.9,text/plain;q=0.8';
const maxContentCharacters = 40_000;

/**
 * Reads a web page for the model: HTML becomes Markdown (scripts, styles, navigation, headers
 * and footers removed), JSON is pretty-printed, XML and plain text come as they are. The request
 * goes through `ctx.http`, the platform's fetch that refuses private and metadata addresses on
 * every redirect hop and caps time and size — never through the global `fetch`.
 */
@Tool({
  name: 'read_url',
  description:
    'Fetch a web page or document by URL and return its readable content: HTML as Markdown, JSON pretty-printed, XML and plain text as they are.',
  displayName: 'Read URL',
  category: 'data',
  icon: 'globe',
})
@ToolOperation({
  name: 'fetch',
  description: 'Fetch a URL and return its content.',
  discriminatorKey: 'op',
  readOnly: true,
})
@ToolParameter({
  name: 'url',
  type: 'string',
  description: 'Absolute http:// or https:// URL.',
  format: 'uri',
})
@ToolSetting({
  key: 'http_timeout',
  label: 'HTTP timeout (seconds)',
  type: 'text',
  description: 'How long to wait for a complete response, in whole seconds from 1 to 300.',
  default: String(defaultTimeoutSeconds),
  validation: '^(?:[1-9]|[1-9][0-9]|[12][0-9]{2}|300)$',
})
export class ReadUrlTool extends AbstractTool {
  async execute(args: ToolArguments, ctx: ToolContext): Promise<ToolResult> {
    const url = parseHttpUrl(args.url);
    if (!url.ok) return ToolResult.error(url.error);
    const timeoutSeconds = timeoutFromSetting((await ctx.settings()).http_timeout);
    const timeout = AbortSignal.timeout(timeoutSeconds * 1000);
    try {
      const response = await ctx.http(url.value, {
        headers: { 'user-agent': userAgent, accept: acceptHeader },
        signal: AbortSignal.any([ctx.signal, timeout]),
      });
      return await readResponse(url.value, response);
    } catch (error) {
      if (timeout.aborted && !ctx.signal.aborted) {
        return ToolResult.error(`Failed to read URL: no complete response within ${timeoutSeconds} s.`, {
          url: url.value,
          error_code: 'FETCH_TIMEOUT',
        });
      }
      if (SporaError.isInstance(error)) {
        return ToolResult.error(`Failed to read URL: ${error.message}`, {
          url: url.value,
          error_code: error.code,
        });
      }
      return ToolResult.error(
        `Failed to read URL: ${error instanceof Error ? error.message : String(error)}`,
        {
          url: url.value,
        },
      );
    }
  }

  describeAction(args: ToolArguments): string {
    return `fetch URL: ${String(args.url ?? '')}`;
  }
}

type ContentKind = 'html' | 'xml' | 'json' | 'text' | 'binary';

const headings: Readonly<Record<Exclude<ContentKind, 'binary'>, string>> = {
  html: 'Fetched URL Content (Markdown):',
  xml: 'Fetched XML/RSS Content:',
  json: 'Fetched JSON Content:',
  text: 'Fetched Text Content:',
};

const markdown = new TurndownService({
  headingStyle: 'atx',
  codeBlockStyle: 'fenced',
  bulletListMarker: '-',
  emDelimiter: '_',
});
// Turndown parses the page as a fragment, so `<head>` holds nothing here: `<title>` is removed by name.
markdown.remove([
  'script',
  'style',
  'noscript',
  'nav',
  'footer',
  'header',
  'iframe',
  'head',
  'title',
  'template',
  'svg',
]);

function parseHttpUrl(value: unknown): Result<string, string> {
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

function timeoutFromSetting(value: unknown): number {
  const seconds = Number(value);
  return Number.isInteger(seconds) && seconds >= 1 && seconds <= 300 ? seconds : defaultTimeoutSeconds;
}

async function readResponse(requested: string, response: Response): Promise<ToolResult> {
  const contentType = response.headers.get('content-type') ?? '';
  const data = {
    url: requested,
    final_url: response.url || requested,
    status: response.status,
    content_type: contentType,
  };
  if (response.status >= 400) {
    await response.body?.cancel();
    return ToolResult.error(`Failed to fetch URL. HTTP Status: ${response.status}`, data);
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = decodeText(bytes, contentType);
  const kind = contentKind(contentType, text);
  if (kind === 'binary') {
    return ToolResult.error(`The URL returned ${contentType}, which read_url cannot show as text.`, data);
  }
  const rendered = render(kind, text).trim();
  if (rendered === '') {
    return ToolResult.error('URL was fetched successfully but no readable text content was found.', data);
  }
  const truncated = rendered.length > maxContentCharacters;
  const body = truncated
    ? `${rendered.slice(0, maxContentCharacters)}\n\n[Content truncated at 40,000 characters]`
    : rendered;
  return ToolResult.ok(`${headings[kind]}\n\n${body}`, { ...data, truncated });
}

function contentKind(contentType: string, text: string): ContentKind {
  const type = contentType.toLowerCase();
  if (type.includes('html')) return 'html';
  if (type.includes('xml') || type.includes('rss') || type.includes('atom')) return 'xml';
  if (type.includes('json')) return 'json';
  if (type.startsWith('text/')) return 'text';
  if (type === '') return text.trimStart().startsWith('<') ? 'html' : 'text';
  return 'binary';
}

function render(kind: Exclude<ContentKind, 'binary'>, text: string): string {
  switch (kind) {
    case 'html':
      return markdown.turndown(text).replace(/\n{3,}/g, '\n\n');
    case 'json':
      try {
        return JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        return text;
      }
    default:
      return text;
  }
}

/** Decodes with the charset the header (or an HTML `<meta>`) names, UTF-8 otherwise. */
function decodeText(bytes: Uint8Array, contentType: string): string {
  const declared =
    /charset=["']?([\w.:-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset=["']?([\w.:-]+)/i.exec(new TextDecoder('latin1').decode(bytes.subarray(0, 2048)))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
