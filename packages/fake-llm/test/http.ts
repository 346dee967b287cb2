// Test helpers: plain fetch calls, and an SSE reader that keeps event names so both protocols can be checked.

export interface ReceivedSseEvent {
  event: string | undefined;
  data: string;
}

export function postJson(url: string, body: unknown, init: RequestInit = {}): Promise<Response> {
  return fetch(url, {
    ...init,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: JSON.stringify(body),
  });
}

export async function readSseEvents(response: Response): Promise<ReceivedSseEvent[]> {
  const text = await response.text();
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length);
      const data = lines.find((line) => line.startsWith('data: '))?.slice('data: '.length) ?? '';
      return { event, data };
    });
}

/** The JSON payloads of an SSE stream, minus OpenAI's `[DONE]` terminator; `T` is what the test expects. */
export async function readSseJson<T>(response: Response): Promise<T[]> {
  const events = await readSseEvents(response);
  return events.filter((event) => event.data !== '[DONE]').map((event) => JSON.parse(event.data) as T);
}
