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
import { timeoutFromSetting, timeoutSetting, userAgent } from '../web-request.js';
import { AllowedHosts } from './allowed-hosts.js';
import {
  type HttpMethod,
  planRequest,
  type RequestPlan,
  readMethods,
  writeMethods,
} from './request-arguments.js';
import { summariseResponse } from './response-summary.js';
import { SecretHeaders } from './secret-headers.js';

const defaultMaxResponseKilobytes = 256;
const maxRedirects = 5;
const redirectStatuses = new Set([301, 302, 303, 307, 308]);
// Credentials the model sent go to the host it named, never on to another one a redirect names.
const credentialHeaders = ['authorization', 'cookie'];

/**
 * Calls web APIs: any method, with query, headers and a JSON or text body, through the platform's
 * fetch (private and metadata addresses refused on every hop). Each method is an operation, so
 * reading (GET, HEAD) can run unasked while changes (POST, PUT, PATCH, DELETE) wait for approval
 * by default. Operators limit the hosts per agent and attach secret headers, such as an API key,
 * that the model never sees.
 */
@Tool({
  name: 'http_request',
  description:
    'Send an HTTP request to a web API and read the response: status, the main headers, and the body (JSON pretty-printed, HTML as Markdown). Choose the method; give query parameters as "query", a JSON body as "json", or a text body as "body".',
  displayName: 'HTTP request',
  category: 'data',
  icon: 'web',
})
@ToolOperation({
  name: 'get',
  description: 'GET: read a resource.',
  discriminatorKey: 'method',
  readOnly: true,
})
@ToolOperation({
  name: 'head',
  discriminatorKey: 'method',
  description: 'HEAD: read only the headers of a resource.',
  readOnly: true,
})
@ToolOperation({
  name: 'post',
  discriminatorKey: 'method',
  description: 'POST: create something or start an action.',
  requiresApprovalByDefault: true,
})
@ToolOperation({
  name: 'put',
  discriminatorKey: 'method',
  description: 'PUT: replace a resource.',
  requiresApprovalByDefault: true,
})
@ToolOperation({
  name: 'patch',
  discriminatorKey: 'method',
  description: 'PATCH: change part of a resource.',
  requiresApprovalByDefault: true,
})
@ToolOperation({
  name: 'delete',
  discriminatorKey: 'method',
  description: 'DELETE: remove a resource.',
  requiresApprovalByDefault: true,
})
@ToolParameter({
  name: 'url',
  type: 'string',
  description: 'Absolute http:// or https:// URL.',
  format: 'uri',
})
@ToolParameter({
  name: 'query',
  type: 'object',
  description: 'Query parameters added to the URL, e.g. {"q": "spora", "page": 2}.',
  required: false,
})
@ToolParameter({
  name: 'headers',
  type: 'object',
  description:
    'Request headers, e.g. {"Accept": "application/json"}. Keys configured by the operator are added on their own.',
  required: false,
})
@ToolParameter({
  name: 'json',
  type: 'object',
  description: 'A JSON body (POST, PUT, PATCH, DELETE); sent with Content-Type application/json.',
  required: false,
})
@ToolParameter({
  name: 'body',
  type: 'string',
  description:
    'A text body (POST, PUT, PATCH, DELETE), when the API wants something other than a JSON object; set Content-Type in "headers".',
  required: false,
})
@ToolSetting({
  key: 'allowed_hosts',
  label: 'Allowed hosts',
  type: 'textarea',
  description:
    'One host per line, such as api.example.com, or *.example.com for its sub-domains, optionally with :port. Empty allows every public host.',
  default: '',
  exposeToLlm: true,
})
@ToolSetting({
  key: 'secret_headers',
  label: 'Secret headers',
  type: 'password',
  description:
    'Headers added to requests for a host and never shown to the model, as JSON: {"api.example.com": {"Authorization": "Bearer …"}}.',
  default: '',
})
@ToolSetting(timeoutSetting)
@ToolSetting({
  key: 'max_response_kb',
  label: 'Largest response read (KB)',
  type: 'text',
  description: 'How much of a response body is read and shown, in whole kilobytes from 1 to 10240.',
  default: String(defaultMaxResponseKilobytes),
  validation: '^(?:[1-9][0-9]{0,3}|10[01][0-9]{2}|102[0-3][0-9]|10240)$',
})
export class HttpRequestTool extends AbstractTool {
  async execute(args: ToolArguments, ctx: ToolContext): Promise<ToolResult> {
    const method = methodOf(ctx.operation);
    if (method === null) return ToolResult.error(`Unknown method "${ctx.operation}".`);
    const plan = planRequest(method, args);
    if (!plan.ok) return ToolResult.error(plan.error);
    const settings = await ctx.settings();
    const allowed = AllowedHosts.parse(settings.allowed_hosts);
    if (!allowed.ok) return ToolResult.error(allowed.error, { error_code: 'TOOL_SETTING_INVALID' });
    const secrets = SecretHeaders.parse(settings.secret_headers);
    if (!secrets.ok) return ToolResult.error(secrets.error, { error_code: 'TOOL_SETTING_INVALID' });
    const timeoutSeconds = timeoutFromSetting(settings.http_timeout);
    const timeout = AbortSignal.timeout(timeoutSeconds * 1000);
    const signal = AbortSignal.any([ctx.signal, timeout]);
    try {
      return await send(plan.value, {
        ctx,
        allowed: allowed.value,
        secrets: secrets.value,
        signal,
        maxBytes: kilobytesFromSetting(settings.max_response_kb) * 1024,
      });
    } catch (error) {
      const data = { method: method.toUpperCase(), url: plan.value.url.href };
      if (timeout.aborted && !ctx.signal.aborted) {
        return ToolResult.error(`No complete response within ${timeoutSeconds} s.`, {
          ...data,
          error_code: 'FETCH_TIMEOUT',
        });
      }
      if (SporaError.isInstance(error)) {
        return ToolResult.error(`The request failed: ${error.message}`, { ...data, error_code: error.code });
      }
      return ToolResult.error(
        `The request failed: ${error instanceof Error ? error.message : String(error)}`,
        data,
      );
    }
  }

  describeAction(args: ToolArguments): string {
    const method = String(args.method ?? 'get').toUpperCase();
    const body =
      args.json !== undefined && args.json !== null
        ? ' with a JSON body'
        : args.body
          ? ' with a text body'
          : '';
    return `${method} ${String(args.url ?? '')}${body}`;
  }
}

interface Sending {
  readonly ctx: ToolContext;
  readonly allowed: AllowedHosts;
  readonly secrets: SecretHeaders;
  readonly signal: AbortSignal;
  readonly maxBytes: number;
}

/**
 * Sends the request, following redirects of GET and HEAD within the allowed hosts (secret headers
 * chosen again for each hop's host). A change is sent once, to the URL that was approved: its
 * redirect comes back to the model as it is.
 */
async function send(plan: RequestPlan, sending: Sending): Promise<ToolResult> {
  const follows = (readMethods as readonly string[]).includes(plan.method);
  let url = plan.url;
  let headers = { ...plan.headers };
  for (let hop = 0; ; hop += 1) {
    if (!sending.allowed.allows(url)) {
      return ToolResult.error(
        `${url.host} is not among the hosts this agent may call (${sending.allowed.describe()}).`,
        { url: url.href, error_code: 'HOST_NOT_ALLOWED' },
      );
    }
    const secret = sending.secrets.for(url);
    const response = await sending.ctx.http(url, {
      method: plan.method.toUpperCase(),
      headers: { 'user-agent': userAgent, ...headers, ...secret },
      body: plan.body,
      redirect: 'manual',
      signal: sending.signal,
    });
    const location = response.headers.get('location');
    if (!follows || !redirectStatuses.has(response.status) || location === null || hop >= maxRedirects) {
      return summariseResponse(response, {
        method: plan.method,
        url: plan.url.href,
        secretHeaders: Object.keys(secret),
        maxBytes: sending.maxBytes,
      });
    }
    await response.body?.cancel();
    const next = new URL(location, url);
    if (next.origin !== url.origin) {
      headers = Object.fromEntries(
        Object.entries(headers).filter(([name]) => !credentialHeaders.includes(name)),
      );
    }
    url = next;
  }
}

function methodOf(operation: string): HttpMethod | null {
  const methods: readonly string[] = [...readMethods, ...writeMethods];
  return methods.includes(operation) ? (operation as HttpMethod) : null;
}

function kilobytesFromSetting(value: unknown): number {
  const kilobytes = Number(value);
  return Number.isInteger(kilobytes) && kilobytes >= 1 && kilobytes <= 10_240
    ? kilobytes
    : defaultMaxResponseKilobytes;
}
