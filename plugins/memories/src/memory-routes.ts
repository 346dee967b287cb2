import { type JsonSchema, type RoutesRegisteringEvent, SporaError } from '@spora/sdk';
import { type Memory, memoryStoreService } from './memory-store.js';

const MemoryResource: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    summary: { type: ['string', 'null'] },
    content: { type: 'string' },
    scope: { enum: ['agent', 'global'] },
    agent_id: { type: ['integer', 'null'] },
    updated_at: { type: 'string' },
  },
  required: ['id', 'name', 'summary', 'content', 'scope', 'agent_id', 'updated_at'],
  additionalProperties: false,
};

function toResource(memory: Memory) {
  return {
    id: memory.id,
    name: memory.name,
    summary: memory.summary,
    content: memory.content,
    scope: memory.agent_id === null ? 'global' : 'agent',
    agent_id: memory.agent_id,
    updated_at: memory.updated_at,
  };
}

/**
 * The signed-in person's memories, below `/api/v1/plugins/memories`: what the plugin's panel lists
 * and deletes. A person reaches only their own: those of their agents and their global ones.
 */
export function registerMemoryRoutes(event: RoutesRegisteringEvent): void {
  event.addRoute({
    method: 'GET',
    path: '/memories',
    summary: "The signed-in person's memories: their agents' own, then their global ones",
    response: {
      type: 'object',
      properties: { memories: { type: 'array', items: MemoryResource } },
      required: ['memories'],
      additionalProperties: false,
    },
    handler: async ({ user, services }) => ({
      memories: (await services.resolve(memoryStoreService).listOfOwner(user?.id ?? 0)).map(toResource),
    }),
  });
  event.addRoute<{ id: number }, unknown, unknown>({
    method: 'DELETE',
    path: '/memories/:id',
    summary: 'Deletes one of the signed-in person’s memories',
    params: {
      type: 'object',
      properties: { id: { type: 'integer', minimum: 1 } },
      required: ['id'],
    },
    response: {
      type: 'object',
      properties: { deleted: { const: true } },
      required: ['deleted'],
      additionalProperties: false,
    },
    handler: async ({ params, user, services }) => {
      const deleted = await services.resolve(memoryStoreService).deleteOfOwner(user?.id ?? 0, params.id);
      if (!deleted) throw new SporaError('NOT_FOUND', 'No such memory.');
      return { deleted: true };
    },
  });
}
