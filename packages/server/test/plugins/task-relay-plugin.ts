/**
 * A plugin that drives the loop, as an author ships it (plain JavaScript): a route receives an
 * event and starts a task for the signed-in user's agent through `core.tasks`, and a second route
 * continues that task with a follow-up. A refusal is thrown on with its code, so the caller gets
 * the API's answer.
 */

export const relayManifest = { slug: 'relay', name: 'Relay', version: '1.0.0', entry: 'index.js' };

export const relayPlugin = `
import { AbstractPlugin, RoutesRegisteringEvent, SporaError, coreServices } from '@spora/sdk';

const TaskAnswer = {
  type: 'object',
  properties: {
    task_id: { type: 'integer' },
    status: { type: 'string' },
    answer: { type: ['string', 'null'] },
  },
  required: ['task_id', 'status', 'answer'],
  additionalProperties: false,
};

const answered = (result) => {
  if (!result.ok) throw new SporaError(result.error.code, result.error.message);
  return { task_id: result.value.id, status: result.value.status, answer: result.value.answer };
};

export default class RelayPlugin extends AbstractPlugin {
  getSubscribedEvents() {
    return new Map([[RoutesRegisteringEvent, 'addRoutes']]);
  }
  addRoutes(event) {
    event.addRoute({
      method: 'POST',
      path: '/events',
      status: 201,
      summary: 'Starts a task for one of your agents from an event',
      body: {
        type: 'object',
        properties: { agent_id: { type: 'integer', minimum: 1 }, text: { type: 'string', minLength: 1 } },
        required: ['agent_id', 'text'],
        additionalProperties: false,
      },
      response: TaskAnswer,
      handler: async ({ body, user, services }) =>
        answered(
          await services.resolve(coreServices.tasks).forUser(user.id).start({
            agentId: body.agent_id,
            prompt: 'Event received: ' + body.text,
          }),
        ),
    });
    event.addRoute({
      method: 'POST',
      path: '/events/:task_id/follow-ups',
      summary: 'Continues the task an event started',
      params: {
        type: 'object',
        properties: { task_id: { type: 'integer', minimum: 1 } },
        required: ['task_id'],
      },
      body: {
        type: 'object',
        properties: { text: { type: 'string', minLength: 1 } },
        required: ['text'],
        additionalProperties: false,
      },
      response: TaskAnswer,
      handler: async ({ params, body, user, services }) =>
        answered(
          await services.resolve(coreServices.tasks).forUser(user.id).continue(params.task_id, {
            prompt: 'Follow-up: ' + body.text,
          }),
        ),
    });
  }
}
`;
