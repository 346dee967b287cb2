import Type from 'typebox';
import { sseHeartbeat, sseResponseSink } from '../../realtime/index.js';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { CredentialWatch } from '../auth/credential-watch.js';
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
 * `last_event_id`, for clients that cannot set headers) replays what the client missed. A stream
 * ends within a heartbeat of its credential ending (sign-out, expiry, a deleted token, a suspended
 * user); the client's reconnection is then refused like any request.
 */
export function registerEventRoutes(app: ApiApp, services: ApiServices): void {
  const openStreams = new Map<() => void, () => void>();
  const credentials = new CredentialWatch(services, services.liveEvents.heartbeatMs, (credential) =>
    app.log.info({ credential: credential.kind }, 'live-event stream closed: its credential no longer opens'),
  );
  // An open stream would keep `close()` waiting for its response forever: end them first, and
  // drop their connections, which a client that went away uncleanly may otherwise hold open.
  app.addHook('preClose', async () => {
    credentials.stop();
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
      const principal = principalOf(request);
      const subscription = await services.liveEvents.follow(principal.user.id, lastEventId);
      if (request.raw.socket.destroyed) {
        // The client left while its log was read: no one heard its socket close, so nothing
        // would end the subscription or the heartbeat.
        subscription.close();
        reply.hijack();
        return;
      }
      // The stream is written straight to the response, so the user's feed writes each batch to
      // every stream in one pass, with no stream of its own in between to buffer it again.
      reply.hijack();
      const response = reply.raw;
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no');
      // Hijacked, the reply sends nothing itself: its headers (the security ones among them) go here.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) response.setHeader(name, value);
      }
      response.writeHead(200);
      response.write(`retry: ${reconnectAfterMs}\n\n`);
      const heartbeat = setInterval(() => {
        if (!response.writableNeedDrain) response.write(sseHeartbeat);
      }, services.liveEvents.heartbeatMs);
      const end = () => {
        clearInterval(heartbeat);
        unwatch();
        subscription.close();
        openStreams.delete(end);
        if (!response.writableEnded) response.end();
      };
      const unwatch = credentials.watch(principal.credential, end);
      openStreams.set(end, () => request.raw.socket.destroy());
      response.on('close', end);
      subscription.attach(
        sseResponseSink(response, subscription, (reason) => {
          if (reason.kind === 'failed') request.log.warn({ err: reason.error }, 'live-event stream failed');
          if (reason.kind === 'behind') {
            // Its socket is full: ending politely would wait for a client that does not read. It
            // reconnects with Last-Event-ID and resumes from the log, or is told to reload.
            request.log.info('live-event stream closed: its client fell behind');
            response.destroy();
            return;
          }
          end();
        }),
      );
    },
  );
}
