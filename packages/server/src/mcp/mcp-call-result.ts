import type { JsonObject } from '@spora/sdk';
import { ToolResult } from '@spora/sdk';

interface ContentBlock {
  readonly type: string;
  readonly text?: string;
  readonly mimeType?: string;
  readonly uri?: string;
  readonly name?: string;
  readonly resource?: { readonly uri?: string; readonly text?: string };
}

/** What the SDK returns for `tools/call`, read defensively (servers differ in what they fill in). */
export interface McpCallAnswer {
  readonly content?: readonly ContentBlock[];
  readonly structuredContent?: Readonly<Record<string, unknown>>;
  readonly isError?: boolean;
  readonly toolResult?: unknown;
}

/**
 * A `tools/call` answer as a Spora result: text blocks become the content the model reads; images,
 * audio and resources are named, not inlined (results are text); `isError` makes a failed result.
 */
export function toToolResult(answer: McpCallAnswer): ToolResult {
  const parts = (answer.content ?? []).map(describeBlock);
  if (parts.length === 0 && answer.structuredContent) parts.push(JSON.stringify(answer.structuredContent));
  if (parts.length === 0 && answer.toolResult !== undefined) parts.push(JSON.stringify(answer.toolResult));
  const content = parts.join('\n');
  const data = answer.structuredContent
    ? (structuredClone(answer.structuredContent) as JsonObject)
    : undefined;
  return answer.isError === true
    ? ToolResult.error(content || 'The MCP tool reported an error.', data)
    : ToolResult.ok(content, data);
}

function describeBlock(block: ContentBlock): string {
  switch (block.type) {
    case 'text':
      return block.text ?? '';
    case 'resource':
      return block.resource?.text ?? `[resource: ${block.resource?.uri ?? 'unnamed'}]`;
    case 'resource_link':
      return `[resource: ${block.uri ?? block.name ?? 'unnamed'}]`;
    default:
      return `[${block.type}${block.mimeType ? `: ${block.mimeType}` : ''}]`;
  }
}
