import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { waitForTask } from '../agents-over-mcp/index.js';
import type { Task } from '../db/index.js';
import { createSafeFetch } from '../network/index.js';
import { type AcceptedDelivery, WebhookCallbacks, WebhookReceiver } from '../triggers/index.js';
import type { ApiApp } from './api-app.js';
import type { ApiServices } from './api-services.js';
import { dataEnvelope, errorEnvelope } from './schemas/index.js';
import { InboundAnswer, InboundParams, InboundQuery } from './schemas/webhook-resource.js';

/** Inbound payloads are smaller than API bodies: a webhook carries an event, not files. */
const maximumDeliveryBytes = 256 * 1024;
/** How often pending callbacks are looked for, besides right after a task they wait for settles. */
const callbackSweepMs = 5_000;
/** How long a delivery's task is followed to send its callback at once, where workers run it. */
const callbackFollowMs = 2 * 60_000;
const hookPath = '/hooks/:token';

/**
 * The request log names a delivery's URL by the token's first characters only: the whole token is
 * a credential (the only one of a hook without signatures), and logs travel further than the database.
 */
const hookLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: request.url.replace(/^(\/hooks\/[^/?]{0,6})[^/?]*/, '$1…'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

type EndpointServices = Pick<
  ApiServices,
  'config' | 'database' | 'encryption' | 'rateLimiter' | 'orchestrator' | 'liveEvents' | 'logger'
>;

/** The address people open Spora at when it is configured; else the one this request came to. */
function baseUrlOf(services: Pick<ApiServices, 'config'>, request: FastifyRequest | null): string {
  const base = services.config.publicUrl ?? (request ? `${request.protocol}://${request.host}` : '');
  return base.replace(/\/+$/, '');
}

export function webhookUrlOf(
  services: Pick<ApiServices, 'config'>,
  request: FastifyRequest,
  token: string,
): string {
  return `${baseUrlOf(services, request)}/hooks/${token}`;
}

/**
 * `POST /hooks/{token}`: the public end of inbound webhooks, outside `/api/v1` (no session, no
 * CSRF: the token and the signature are the credentials). The body is taken as raw bytes of any
 * type, since the signature covers exactly those. Answers 202 with the task, or with
 * `?wait=<s>` 200 once the task has its final answer (202 if it has none by then). Also runs the
 * callback sender for as long as the app is open.
 */
export async function registerWebhookEndpoint(app: ApiApp, services: EndpointServices): Promise<void> {
  const { db } = services.database;
  const receiver = new WebhookReceiver({
    db,
    encryption: services.encryption,
    rateLimiter: services.rateLimiter,
    orchestrator: services.orchestrator,
  });
  const callbacks = new WebhookCallbacks({
    db,
    fetch: createSafeFetch({ allowedRanges: services.config.toolAllowedRanges }),
    encryption: services.encryption,
    logger: services.logger,
    taskUrl: (taskId) => `${baseUrlOf(services, null)}/tasks/${taskId}`,
  });
  const closing = new AbortController();
  let sender: ReturnType<WebhookCallbacks['start']> | null = null;
  app.addHook('onReady', async () => {
    sender = callbacks.start(callbackSweepMs);
  });
  app.addHook('onClose', async () => {
    closing.abort();
    await sender?.stop();
  });
  const runQueued =
    services.config.runtimeMode === 'client' ? (id: number) => services.orchestrator.tick(id) : null;
  const follow = (accepted: AcceptedDelivery, signal: AbortSignal) =>
    waitForTask({ db, liveEvents: services.liveEvents, runQueued }, accepted.ownerUserId, accepted.task.id, {
      signal,
    });

  await app.register(async (scope: ApiApp) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: maximumDeliveryBytes },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      hookPath,
      {
        config: { access: 'public' },
        bodyLimit: maximumDeliveryBytes,
        logSerializers: hookLogSerializers,
        schema: {
          tags: ['webhooks'],
          summary:
            "Deliver an event to an agent's webhook: starts a task (signed and idempotent as the hook says)",
          params: InboundParams,
          querystring: InboundQuery,
          body: Type.Unknown({
            description: 'Any payload (JSON for template mode); the signature covers its raw bytes',
          }),
          response: {
            200: dataEnvelope(InboundAnswer),
            202: dataEnvelope(InboundAnswer),
            401: errorEnvelope,
            403: errorEnvelope,
            404: errorEnvelope,
            409: errorEnvelope,
            413: errorEnvelope,
            422: errorEnvelope,
            429: errorEnvelope,
          },
        },
      },
      async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const accepted = await receiver.receive({
          token: request.params.token,
          body,
          header: (name) => {
            const value = request.headers[name.toLowerCase()];
            return Array.isArray(value) ? value[0] : value;
          },
        });
        // Whether or not the caller waits, a callback goes out once the task settles. Where workers
        // run the task, following it only hastens the callback (the sweep sends it anyway), so a
        // follower gives up after a while: a backlog of slow tasks must not pile up pollers here.
        if (accepted.callbackQueued) {
          const signal =
            runQueued === null
              ? AbortSignal.any([closing.signal, AbortSignal.timeout(callbackFollowMs)])
              : closing.signal;
          void follow(accepted, signal)
            .then(() => sender?.kick())
            .catch(() => undefined);
        }
        let task: Task = accepted.task;
        const waitSeconds = request.query.wait ?? 0;
        if (waitSeconds > 0) {
          const signal = AbortSignal.any([closing.signal, AbortSignal.timeout(waitSeconds * 1000)]);
          task = (await follow(accepted, signal))?.task ?? task;
        }
        const settled = task.final_response !== null && task.status === 'COMPLETED';
        const answer = {
          task_id: task.id,
          task_url: `${baseUrlOf(services, request)}/tasks/${task.id}`,
          delivery_id: accepted.deliveryId,
          duplicate: accepted.kind === 'duplicate',
          status: task.status,
          final_response: task.final_response,
        };
        return reply.code(waitSeconds > 0 && (settled || isFinal(task)) ? 200 : 202).send({ data: answer });
      },
    );
  });
}

function isFinal(task: Task): boolean {
  return task.status === 'FAILED' || task.status === 'CANCELLED' || task.status === 'ABORTED';
}
