import { SporaError } from '@spora/sdk';
import Type from 'typebox';
import { PromptSets, RehearsalError } from '../../rehearsals/index.js';
import { agentInReach } from '../agent-access-scope.js';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { principalOf } from '../route-access.js';
import { dataEnvelope, deletedResponse, errorResponses, IdParams } from '../schemas/index.js';
import { PromptSetBody, PromptSetPatch, PromptSetResource } from '../schemas/rehearsal-resource.js';

const OneSet = dataEnvelope(PromptSetResource);

/**
 * `/agents/{id}/rehearsal-prompt-sets` and `/rehearsal-prompt-sets/{id}`: saved prompts an agent is
 * rehearsed with, managed by whoever may configure the agent.
 */
export function registerRehearsalPromptSetRoutes(app: ApiApp, services: ApiServices): void {
  const db = services.database.db;
  const configurable = (request: Parameters<typeof principalOf>[0], agentId: number) =>
    agentInReach(services, request, agentId, 'configure');
  /**
   * The prompt sets of the agent a set belongs to, once the caller may configure that agent;
   * NOT_FOUND for a set out of reach.
   */
  const setsHolding = async (request: Parameters<typeof principalOf>[0], setId: number) => {
    const set = await db
      .selectFrom('rehearsal_prompt_sets')
      .select('agent_id')
      .where('id', '=', setId)
      .executeTakeFirst();
    if (!set) throw RehearsalError.notFound(`Prompt set #${setId}`);
    await configurable(request, set.agent_id).catch((error: unknown) => {
      // A set of an agent the caller cannot reach at all is as absent as the agent.
      throw isNotFound(error) ? RehearsalError.notFound(`Prompt set #${setId}`) : error;
    });
    return new PromptSets(db, set.agent_id);
  };

  app.get(
    '/agents/:id/rehearsal-prompt-sets',
    {
      schema: {
        tags: ['rehearsals'],
        summary: "The agent's saved rehearsal prompt sets, by name",
        params: IdParams,
        response: {
          200: dataEnvelope(
            Type.Object({ items: Type.Array(PromptSetResource) }, { additionalProperties: false }),
          ),
          ...errorResponses('NOT_FOUND', 'FORBIDDEN'),
        },
      },
    },
    async (request) => {
      await configurable(request, request.params.id);
      return { data: { items: await new PromptSets(db, request.params.id).list() } };
    },
  );

  app.post(
    '/agents/:id/rehearsal-prompt-sets',
    {
      schema: {
        tags: ['rehearsals'],
        summary: 'Save a set of prompts to rehearse the agent with; names are unique per agent',
        params: IdParams,
        body: PromptSetBody,
        response: { 201: OneSet, ...errorResponses('NOT_FOUND', 'FORBIDDEN', 'PROMPT_SET_NAME_TAKEN') },
      },
    },
    async (request, reply) => {
      await configurable(request, request.params.id);
      const sets = new PromptSets(db, request.params.id);
      return reply.code(201).send({ data: await sets.create(request.body, principalOf(request).user.id) });
    },
  );

  app.patch(
    '/rehearsal-prompt-sets/:id',
    {
      schema: {
        tags: ['rehearsals'],
        summary: 'Rename a prompt set or replace its prompts; rehearsals made from it keep theirs',
        params: IdParams,
        body: PromptSetPatch,
        response: { 200: OneSet, ...errorResponses('NOT_FOUND', 'FORBIDDEN', 'PROMPT_SET_NAME_TAKEN') },
      },
    },
    async (request) => {
      const sets = await setsHolding(request, request.params.id);
      return { data: await sets.update(request.params.id, request.body) };
    },
  );

  app.delete(
    '/rehearsal-prompt-sets/:id',
    {
      schema: {
        tags: ['rehearsals'],
        summary: 'Delete a prompt set; rehearsals made from it stay, without the link',
        params: IdParams,
        response: { 200: deletedResponse, ...errorResponses('NOT_FOUND', 'FORBIDDEN') },
      },
    },
    async (request) => {
      const sets = await setsHolding(request, request.params.id);
      await sets.remove(request.params.id);
      return { data: { deleted: true as const } };
    },
  );
}

const isNotFound = (error: unknown) => SporaError.isInstance(error) && error.code === 'NOT_FOUND';
