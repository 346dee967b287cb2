// Server-sent events, the framing both providers use for streaming answers.

export interface SseEvent {
  /** The `event:` line; OpenAI sends none, Anthropic names every event. */
  event?: string;
  /** The `data:` line, already serialized. */
  data: string;
}

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache',
} as const;

export function jsonEvent(data: unknown, event?: string): SseEvent {
  return event === undefined ? { data: JSON.stringify(data) } : { event, data: JSON.stringify(data) };
}

export function formatSseEvent({ event, data }: SseEvent): string {
  return `${event === undefined ? '' : `event: ${event}\n`}data: ${data}\n\n`;
}
