import { PassThrough } from 'node:stream';
import Type from 'typebox';
import { type EventSubscription, formatSseEvent, sseHeartbeat } from '../../realtime/index.js';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { principalOf } from '../route-access.js';
import { errorResponses } from '../schemas/index.js';
import { LiveEventResource } from '../schemas/live-event-resource.js';

// The body is a stream, which the route sends as it is; the schema describes each event in it.
const EventStream = {
  description:
    'Server-sent events: `id: <sequence>`, `event: <type>`, `data: <json>` per event (each a `LiveEvent`); comment lines as heartbeats.',
  content: { 'text/event-stream': { schema: LiveEventResource } },
};

/** How long a browser waits before reconnecting after the stream drops. */
const reconnectAfterMs = 3_000;

/**
 * `/events`: the signed-in user's live updates as server-sent events. `Last-Event-ID` (or
 * `last_event_id`, for clients that cannot set headers) replays what the client missed.
 */
export function registerEventRoutes(app: ApiApp, services: ApiServices): void {
  const openStreams = new Map<() => void, () => void>();
  // An open stream would keep `close()` waiting for its response forever: end them first, and
  // drop their connections, which a client that went away uncleanly may otherwise hold open.
  app.addHook('preClose', async () => {
    for (const [end, dropConnection] of [...openStreams]) {
      end();
      dropConnection();
    }
  });

  app.get(
    '/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Your live updates (text/event-stream), replayed from Last-Event-ID',
        headers: Type.Object({
          'last-event-id': Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$' })),
        }),
        querystring: Type.Object({
          // As many digits as the header takes.
          last_event_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999_999_999_999 })),
        }),
        response: { 200: EventStream, ...errorResponses() },
      },
    },
    async (request, reply) => {
      const header = request.headers['last-event-id'];
      const lastEventId = header === undefined ? (request.query.last_event_id ?? null) : Number(header);
      const subscription = await services.liveEvents.subscribe(principalOf(request).user.id, lastEventId);
      const stream = new PassThrough();
      const heartbeat = setInterval(() => {
        if (!stream.writableNeedDrain) stream.write(sseHeartbeat);
      }, services.liveEvents.heartbeatMs);
      const end = () => {
        clearInterval(heartbeat);
        subscription.close();
        openStreams.delete(end);
        if (!stream.writableEnded) stream.end();
      };
      openStreams.set(end, () => request.raw.socket.destroy());
      reply.raw.on('close', end);
      stream.write(`retry: ${reconnectAfterMs}\n\n`);
      void forward(subscription, stream)
        .catch((error: unknown) => request.log.warn({ err: error }, 'live-event stream failed'))
        .finally(end);
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );
}

/** Sends events as the client takes them: a full socket pauses reading the log. */
async function forward(subscription: EventSubscription, stream: PassThrough): Promise<void> {
  for await (const event of subscription) {
    if (stream.writableEnded || stream.destroyed) return;
    if (!stream.write(formatSseEvent(event))) await drained(stream);
  }
}

function drained(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}
