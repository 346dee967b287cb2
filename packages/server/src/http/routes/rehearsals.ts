import { RehearsalService } from '../../rehearsals/index.js';
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
import { RehearsalBody, RehearsalPage, RehearsalResource } from '../schemas/rehearsal-resource.js';

const OneRehearsal = dataEnvelope(RehearsalResource);

/**
 * `/agents/{id}/rehearsals` and `/rehearsals/{id}`: an agent run on real prompts with its side
 * effects simulated. Making one needs configure access to the agent (its owner, or a teammate given
 * configure access); a rehearsal is read, cancelled and deleted by whoever made it and by the
 * agent's owner, and to anyone else it does not exist.
 */
export function registerRehearsalRoutes(app: ApiApp, services: ApiServices): void {
  const rehearsals = new RehearsalService({
    db: services.database.db,
    engine: services.database.engine,
    tools: services.tools,
    orchestrator: services.orchestrator,
    events: services.liveEvents.recorder,
  });

  app.post(
    '/agents/:id/rehearsals',
    {
      schema: {
        tags: ['rehearsals'],
        summary:
          "Rehearse the agent: one prompt, its last tasks' prompts or a saved set run with side effects simulated; its tasks are queued at once",
        params: IdParams,
        body: RehearsalBody,
        response: {
          201: OneRehearsal,
          ...errorResponses(
            'NOT_FOUND',
            'FORBIDDEN',
            'NO_PAST_TASKS',
            'REHEARSAL_TOOL_UNKNOWN',
            'REHEARSAL_OPERATION_UNKNOWN',
            'REHEARSAL_MODEL_UNUSABLE',
            'RULE_UNKNOWN_TOOL',
            'RULE_UNKNOWN_OPERATION',
            'RULE_UNKNOWN_ARGUMENT',
            'RULE_CONDITION_INVALID',
          ),
        },
      },
    },
    async (request, reply) => {
      const { agent } = await agentInReach(services, request, request.params.id, 'configure');
      const made = await rehearsals.create(agent, principalOf(request).user.id, request.body);
      return reply.code(201).send({ data: made });
    },
  );

  app.get(
    '/agents/:id/rehearsals',
    {
      schema: {
        tags: ['rehearsals'],
        summary: "The agent's rehearsals, newest first: all of them for its owner, your own for a teammate",
        params: IdParams,
        querystring: PageQuery,
        response: { 200: dataEnvelope(RehearsalPage), ...errorResponses('NOT_FOUND', 'FORBIDDEN') },
      },
    },
    async (request) => {
      const { agent } = await agentInReach(services, request, request.params.id, 'configure');
      const window = pageWindow(request.query);
      const page = await rehearsals.list(agent, principalOf(request).user.id, window);
      return { data: { items: page.rehearsals, pagination: paginationOf(window, page.total) } };
    },
  );

  app.get(
    '/rehearsals/:id',
    {
      schema: {
        tags: ['rehearsals'],
        summary:
          'A rehearsal with its report: per prompt the conversation, each call and whether it ran or was simulated, usage, the answer, and the past task beside it',
        params: IdParams,
        response: { 200: OneRehearsal, ...errorResponses('NOT_FOUND') },
      },
    },
    async (request) => ({ data: await rehearsals.get(request.params.id, principalOf(request).user.id) }),
  );

  app.post(
    '/rehearsals/:id/cancel',
    {
      schema: {
        tags: ['rehearsals'],
        summary: 'Stop a rehearsal: its running tasks are aborted and those still queued are dropped',
        params: IdParams,
        body: emptyBody,
        response: { 200: OneRehearsal, ...errorResponses('NOT_FOUND') },
      },
    },
    async (request) => ({ data: await rehearsals.cancel(request.params.id, principalOf(request).user.id) }),
  );

  app.delete(
    '/rehearsals/:id',
    {
      schema: {
        tags: ['rehearsals'],
        summary: 'Delete a rehearsal with its tasks; refused while one of them runs',
        params: IdParams,
        response: { 200: deletedResponse, ...errorResponses('NOT_FOUND', 'INVALID_STATE') },
      },
    },
    async (request) => {
      await rehearsals.remove(request.params.id, principalOf(request).user.id);
      return { data: { deleted: true as const } };
    },
  );
}
