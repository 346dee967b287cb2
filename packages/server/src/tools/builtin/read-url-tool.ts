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
import { parseHttpUrl, timeoutFromSetting, timeoutSetting, userAgent } from './web-request.js';
import { contentKind, decodeText, renderText } from './web-text.js';

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
@ToolOperation({
  name: 'save',
  description:
    'Fetch a URL and save what it returns (a PDF, an image, a data file) as a file of this task, which the conversation offers for download and other tools can read.',
  discriminatorKey: 'op',
  // It only adds a file to the task: nothing outside Spora changes.
  readOnly: true,
})
@ToolParameter({
  name: 'url',
  type: 'string',
  description: 'Absolute http:// or https:// URL.',
  format: 'uri',
})
@ToolParameter({
  name: 'file_name',
  type: 'string',
  description: 'The name to save the file under (save); taken from the response or the URL when omitted.',
  required: false,
})
@ToolSetting(timeoutSetting)
export class ReadUrlTool extends AbstractTool {
  async execute(args: ToolArguments, ctx: ToolContext): Promise<ToolResult> {
    const url = parseHttpUrl(args.url);
    if (!url.ok) return ToolResult.error(url.error);
    const timeoutSeconds = timeoutFromSetting((await ctx.settings()).http_timeout);
    const timeout = AbortSignal.timeout(timeoutSeconds * 1000);
    try {
      const saving = ctx.operation === 'save';
      const response = await ctx.http(url.value, {
        headers: { 'user-agent': userAgent, accept: saving ? '*/*' : acceptHeader },
        signal: AbortSignal.any([ctx.signal, timeout]),
      });
      return saving
        ? await saveResponse(url.value, response, args.file_name)
        : await readResponse(url.value, response);
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
    return args.op === 'save'
      ? `save URL as a file: ${String(args.url ?? '')}`
      : `fetch URL: ${String(args.url ?? '')}`;
  }
}

const headings: Readonly<Record<'html' | 'xml' | 'json' | 'text', string>> = {
  html: 'Fetched URL Content (Markdown):',
  xml: 'Fetched XML/RSS Content:',
  json: 'Fetched JSON Content:',
  text: 'Fetched Text Content:',
};

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
  const rendered = renderText(kind, text).trim();
  if (rendered === '') {
    return ToolResult.error('URL was fetched successfully but no readable text content was found.', data);
  }
  const truncated = rendered.length > maxContentCharacters;
  const body = truncated
    ? `${rendered.slice(0, maxContentCharacters)}\n\n[Content truncated at 40,000 characters]`
    : rendered;
  return ToolResult.ok(`${headings[kind]}\n\n${body}`, { ...data, truncated });
}

/** The whole response as a file of the task; the platform saves it and tells the model its id. */
async function saveResponse(requested: string, response: Response, fileName: unknown): Promise<ToolResult> {
  const data = {
    url: requested,
    final_url: response.url || requested,
    status: response.status,
    content_type: response.headers.get('content-type') ?? '',
  };
  if (response.status >= 400) {
    await response.body?.cancel();
    return ToolResult.error(`Failed to fetch URL. HTTP Status: ${response.status}`, data);
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  const name = savedFileName(fileName, response, data.final_url);
  return ToolResult.ok(
    `Fetched ${data.final_url} (${bytes.byteLength} bytes) to save as "${name}".`,
    data,
  ).withFiles({
    name,
    content: bytes,
  });
}

/** The name asked for, else the response's `Content-Disposition` file name, else the URL's last path part. */
function savedFileName(asked: unknown, response: Response, url: string): string {
  if (typeof asked === 'string' && asked.trim() !== '') return asked.trim();
  const disposition = response.headers.get('content-disposition') ?? '';
  const fromHeader =
    /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1] ?? /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  if (fromHeader) return percentDecoded(fromHeader);
  const lastPart = new URL(url).pathname
    .split('/')
    .filter((part) => part !== '')
    .at(-1);
  return lastPart ? percentDecoded(lastPart) : 'download';
}

/** `%20` as a space; a name with a stray `%` as it is. */
function percentDecoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
