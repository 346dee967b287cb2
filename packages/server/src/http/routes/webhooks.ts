import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { defaultGraceSeconds, type RevealedWebhook, Webhooks } from '../../triggers/index.js';
import { agentInReach } from '../agent-access-scope.js';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { principalOf } from '../route-access.js';
import {
  dataEnvelope,
  deletedResponse,
  emptyBody,
  errorResponses,
  IdParams,
  PageQuery,
  pageWindow,
  paginationOf,
} from '../schemas/index.js';
import {
  RevealedWebhookResource,
  SecretRotationBody,
  WebhookBody,
  WebhookDeliveryPage,
  WebhookParams,
  WebhookPatch,
  WebhookResource,
} from '../schemas/webhook-resource.js';
import { webhookUrlOf } from '../webhook-endpoint.js';

const Revealed = dataEnvelope(RevealedWebhookResource);

/**
 * `/agents/{id}/webhooks`: inbound webhooks that start tasks of the agent. Its owner and members
 * of a team it is shared with for configuration manage them; to anyone else they do not exist.
 * The URL and the signing secret are shown once, when made.
 */
export function registerWebhookRoutes(app: ApiApp, services: ApiServices): void {
  const webhooks = new Webhooks(services.database.db, services.encryption);
  const configurable = (request: FastifyRequest, agentId: number) =>
    agentInReach(services, request as Parameters<typeof principalOf>[0], agentId, 'configure');
  const revealed = (request: FastifyRequest, result: RevealedWebhook) => ({
    data: {
      webhook: result.webhook,
      url: result.token === null ? null : webhookUrlOf(services, request, result.token),
      secret: result.secret,
    },
  });

  app.get(
    '/agents/:id/webhooks',
    {
      schema: {
        tags: ['webhooks'],
        summary: "The agent's inbound webhooks, each with its last delivery",
        params: IdParams,
        response: {
          200: dataEnvelope(
            Type.Object({ webhooks: Type.Array(WebhookResource) }, { additionalProperties: false }),
          ),
          ...errorResponses('NOT_FOUND', 'FORBIDDEN'),
        },
      },
    },
    async (request) => {
      await configurable(request, request.params.id);
      return { data: { webhooks: await webhooks.list(request.params.id) } };
    },
  );

  app.post(
    '/agents/:id/webhooks',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Create an inbound webhook; the answer shows its URL and signing secret, once',
        params: IdParams,
        body: WebhookBody,
        response: { 201: Revealed, ...errorResponses('NOT_FOUND', 'FORBIDDEN') },
      },
    },
    async (request, reply) => {
      await configurable(request, request.params.id);
      const created = await webhooks.create(request.params.id, request.body, principalOf(request).user.id);
      return reply.code(201).send(revealed(request, created));
    },
  );

  app.patch(
    '/agents/:id/webhooks/:webhookId',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Change a webhook; turning signature checks on shows the new secret once',
        params: WebhookParams,
        body: WebhookPatch,
        response: { 200: Revealed, ...errorResponses('NOT_FOUND', 'FORBIDDEN') },
      },
    },
    async (request) => {
      await configurable(request, request.params.id);
      return revealed(
        request,
        await webhooks.update(request.params.id, request.params.webhookId, request.body),
      );
    },
  );

  app.delete(
    '/agents/:id/webhooks/:webhookId',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Delete a webhook and its deliveries; its URL stops working',
        params: WebhookParams,
        response: { 200: deletedResponse, ...errorResponses('NOT_FOUND', 'FORBIDDEN') },
      },
    },
    async (request) => {
      await configurable(request, request.params.id);
      await webhooks.remove(request.params.id, request.params.webhookId);
      return { data: { deleted: true as const } };
    },
  );

  app.post(
    '/agents/:id/webhooks/:webhookId/rotate-secret',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'A new signing secret, shown once; the replaced one stays valid for the grace period',
        params: WebhookParams,
        body: SecretRotationBody,
        response: { 200: Revealed, ...errorResponses('NOT_FOUND', 'FORBIDDEN') },
      },
    },
    async (request) => {
      await configurable(request, request.params.id);
      const grace = request.body.grace_seconds ?? defaultGraceSeconds;
      return revealed(
        request,
        await webhooks.rotateSecret(request.params.id, request.params.webhookId, grace),
      );
    },
  );

  app.post(
    '/agents/:id/webhooks/:webhookId/rotate-url',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'A new secret URL, shown once; the old one stops working at once',
        params: WebhookParams,
        body: emptyBody,
        response: { 200: Revealed, ...errorResponses('NOT_FOUND', 'FORBIDDEN') },
      },
    },
    async (request) => {
      await configurable(request, request.params.id);
      return revealed(request, await webhooks.rotateUrl(request.params.id, request.params.webhookId));
    },
  );

  app.get(
    '/agents/:id/webhooks/:webhookId/deliveries',
    {
      schema: {
        tags: ['webhooks'],
        summary: "A webhook's deliveries, newest first: verified or not, the task started, or why refused",
        params: WebhookParams,
        querystring: PageQuery,
        response: { 200: dataEnvelope(WebhookDeliveryPage), ...errorResponses('NOT_FOUND', 'FORBIDDEN') },
      },
    },
    async (request) => {
      await configurable(request, request.params.id);
      const window = pageWindow(request.query);
      const page = await webhooks.deliveries(request.params.id, request.params.webhookId, window);
      return { data: { deliveries: page.deliveries, pagination: paginationOf(window, page.total) } };
    },
  );
}
