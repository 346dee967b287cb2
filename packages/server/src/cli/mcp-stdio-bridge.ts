import {
  StreamableHTTPClientTransport,
  StreamableHTTPError,
} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import {
  ErrorCode,
  isInitializeRequest,
  isJSONRPCErrorResponse,
  isJSONRPCNotification,
  isJSONRPCRequest,
  isJSONRPCResultResponse,
  type JSONRPCMessage,
  type JSONRPCRequest,
} from '@modelcontextprotocol/sdk/types.js';

export interface McpStdioBridgeOptions {
  /** The server's `/mcp` endpoint. */
  readonly endpoint: URL;
  readonly token: string;
  /** Standard output carries the protocol, so what the bridge has to say goes here. */
  readonly report: (line: string) => void;
}

/**
 * `spora mcp`: the client speaks MCP over standard input and output, and every message goes on,
 * unchanged, to a running server's `/mcp` (and back), so approvals, the web UI and the worker stay
 * the server's. When the server forgets the session (it restarted), the bridge opens a new one
 * by repeating the client's initialize, and the client notices nothing. Resolves when standard
 * input ends.
 */
export async function runMcpStdioBridge(options: McpStdioBridgeOptions): Promise<void> {
  const local = new StdioServerTransport();
  let initialize: JSONRPCRequest | null = null;
  let initialized: JSONRPCMessage | null = null;

  const connect = (swallowResponseTo?: JSONRPCRequest['id']): StreamableHTTPClientTransport => {
    const transport = new StreamableHTTPClientTransport(options.endpoint, {
      requestInit: { headers: { authorization: `Bearer ${options.token}` } },
    });
    let swallowing = swallowResponseTo;
    transport.onmessage = (message) => {
      // A repeated initialize's answer is for the bridge: the client had its answer long ago.
      const isResponse = isJSONRPCResultResponse(message) || isJSONRPCErrorResponse(message);
      if (swallowing !== undefined && isResponse && message.id === swallowing) {
        swallowing = undefined;
        return;
      }
      local.send(message).catch((error: unknown) => options.report(`spora mcp: ${String(error)}`));
    };
    transport.onerror = (error) =>
      options.report(`spora mcp: ${options.endpoint.href}: ${describeFailure(error)}`);
    return transport;
  };
  let remote = connect();
  await remote.start();

  async function renewSession(): Promise<void> {
    if (initialize === null) return;
    const stale = remote;
    remote = connect(initialize.id);
    await remote.start();
    await remote.send(initialize);
    if (initialized) await remote.send(initialized);
    void stale.close();
  }

  async function forward(message: JSONRPCMessage): Promise<void> {
    if (isInitializeRequest(message) && isJSONRPCRequest(message)) initialize = message;
    else if (isJSONRPCNotification(message) && message.method === 'notifications/initialized')
      initialized = message;
    try {
      try {
        await remote.send(message);
      } catch (error) {
        if (!(error instanceof StreamableHTTPError && error.code === 404) || message === initialize)
          throw error;
        await renewSession();
        await remote.send(message);
      }
    } catch (error) {
      // The transport has reported the failure already; the client hears of it as the answer.
      const reason = `Spora at ${options.endpoint.href}: ${describeFailure(error)}`;
      if (isJSONRPCRequest(message)) {
        await local.send({
          jsonrpc: '2.0',
          id: message.id,
          error: { code: ErrorCode.ConnectionClosed, message: reason },
        });
      }
    }
  }

  // One message at a time, in order: the server must see initialize before anything else.
  let queue = Promise.resolve();
  local.onmessage = (message) => {
    queue = queue.then(() => forward(message));
  };
  local.onerror = (error) => options.report(`spora mcp: ${error.message}`);
  await local.start();
  await new Promise<void>((resolve) => {
    process.stdin.once('end', resolve);
    process.stdin.once('close', resolve);
  });
  await queue;
  // Ends the server's session at once instead of leaving it to expire.
  await remote.terminateSession().catch(() => undefined);
  await remote.close();
  await local.close();
}

/** `fetch failed` says little; the cause (`ECONNREFUSED`, `ENOTFOUND`) says what to check. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const detail =
    typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : null;
  return detail === null ? error.message : `${error.message} (${detail})`;
}
