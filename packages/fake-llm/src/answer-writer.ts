// Writes a model answer: one JSON body or an event stream, with the faults a step asks for.
import type { ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { sendJson } from './http-io.js';
import type { AnswerStep } from './script.js';
import { formatSseEvent, SSE_HEADERS, type SseEvent } from './sse.js';
import { resolveUsage } from './usage.js';
import type { WireProtocol } from './wire-protocol.js';

/** Where an answer goes: the headers every answer carries, and the signal that the client left. */
export interface AnswerChannel {
  headers: Record<string, string>;
  clientGone: AbortSignal;
  /** Drops the connection on purpose, so the request is not recorded as given up by the client. */
  hangUp: () => void;
}

/** A model answer, as one JSON body or, when the request asked for it (and the step allows), as a stream. */
export async function answer(
  protocol: WireProtocol,
  step: AnswerStep,
  body: Record<string, unknown>,
  response: ServerResponse,
  channel: AnswerChannel,
): Promise<void> {
  const context = { request: body, usage: resolveUsage(step, body) };
  if (body.stream !== true || step.ignoreStream === true) {
    return sendJson(response, 200, protocol.answer(step, context), channel.headers);
  }
  await streamEvents(response, protocol.streamAnswer(step, context), step, channel);
}

async function streamEvents(
  response: ServerResponse,
  events: readonly SseEvent[],
  step: AnswerStep,
  { headers, clientGone, hangUp }: AnswerChannel,
): Promise<void> {
  const chunkDelayMs = step.chunkDelayMs ?? 0;
  response.writeHead(200, { ...headers, ...SSE_HEADERS });
  response.flushHeaders();
  for (const [index, event] of events.entries()) {
    if (index === step.cutAfterEvents) {
      // What was written reaches the client before the cut, as on a real network.
      response.write('', () => hangUp());
      return;
    }
    if (index > 0 && chunkDelayMs > 0 && !(await pause(chunkDelayMs, clientGone))) return;
    if (clientGone.aborted) return;
    response.write(formatSseEvent(event));
  }
  response.end();
}

/** Waits, unless the client leaves first; says whether to go on answering. */
export async function pause(ms: number, clientGone: AbortSignal): Promise<boolean> {
  try {
    await sleep(ms, undefined, { signal: clientGone });
    return true;
  } catch (error) {
    if (clientGone.aborted) return false;
    throw error;
  }
}

/** Waits until the client leaves, however long that takes. */
export function untilClientLeaves(clientGone: AbortSignal): Promise<void> {
  if (clientGone.aborted) return Promise.resolve();
  return new Promise((resolve) => clientGone.addEventListener('abort', () => resolve(), { once: true }));
}
