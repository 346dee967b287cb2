import type { ToolResult } from '@spora/sdk';

/**
 * Results that say a call needs its owner to connect an account first (an MCP server acting with
 * the user's own credentials). Kept by identity, not in the result's data, so that a remote
 * server's answer cannot make a run wait.
 */
const awaiting = new WeakMap<ToolResult, number>();

/** Marks `result` as waiting for the owner to connect to the MCP server `serverId`. */
export function markAwaitingConnection(result: ToolResult, serverId: number): ToolResult {
  awaiting.set(result, serverId);
  return result;
}

/** The MCP server a result waits for the owner to connect to, or null for any other result. */
export function awaitedConnection(result: ToolResult): number | null {
  return awaiting.get(result) ?? null;
}
