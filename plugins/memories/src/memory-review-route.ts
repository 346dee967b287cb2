import { coreServices, type RoutesRegisteringEvent, SporaError } from '@spora/sdk';

/** What the agent is asked to do with its memories; `focus` narrows it. */
export function reviewPrompt(focus: string | undefined): string {
  const base =
    'Review your memories with the memory tool: list them, merge duplicates, delete what is outdated and keep each summary short.';
  return focus === undefined ? base : `${base} Pay most attention to: ${focus}`;
}

/**
 * `POST /agents/:agent_id/reviews`: asks one of the signed-in person's agents to tidy its
 * memories, as a task of theirs. The task starts through the platform's `core.tasks` service,
 * acting for the signed-in person, so an agent that does not reach them is refused as the API
 * refuses it.
 */
export function registerMemoryReviewRoute(event: RoutesRegisteringEvent): void {
  event.addRoute<{ agent_id: number }, unknown, { focus?: string }>({
    method: 'POST',
    path: '/agents/:agent_id/reviews',
    status: 201,
    summary: 'Asks one of your agents to review and tidy its memories, as a new task of yours',
    params: {
      type: 'object',
      properties: { agent_id: { type: 'integer', minimum: 1 } },
      required: ['agent_id'],
    },
    body: {
      type: 'object',
      properties: { focus: { type: 'string', minLength: 1, maxLength: 500 } },
      additionalProperties: false,
    },
    response: {
      type: 'object',
      properties: { task_id: { type: 'integer' }, status: { type: 'string' } },
      required: ['task_id', 'status'],
      additionalProperties: false,
    },
    handler: async ({ params, body, user, services }) => {
      const started = await services
        .resolve(coreServices.tasks)
        .forUser(user?.id ?? 0)
        .start({ agentId: params.agent_id, prompt: reviewPrompt(body.focus) });
      if (!started.ok) throw new SporaError(started.error.code, started.error.message, started.error.details);
      return { task_id: started.value.id, status: started.value.status };
    },
  });
}
