import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import {
  branchConversation,
  type ConversationChanges,
  changeConversation,
  conversationMarkdown,
  exportConversation,
  exportFileName,
  lastUserSequence,
  titleMaxLength,
} from '../../tasks/index.js';
import { ensureTaskAgentReaches } from '../agent-access-scope.js';
import type { ApiApp } from '../api-app.js';
import { ApiError } from '../api-error.js';
import type { ApiServices } from '../api-services.js';
import { decidableTaskFirst, decidableTasks } from '../approver-task-access.js';
import { principalOf } from '../route-access.js';
import { ConversationExportResource } from '../schemas/conversation-export-resource.js';
import { emptyBody, errorResponses, Id, IdParams } from '../schemas/index.js';
import { OneTaskResponse } from '../schemas/task-resource.js';
import { ownedTaskFirst, taskData, userTasksOf } from '../user-task-access.js';
import { Prompt } from './tasks.js';

const ConversationPatch = Type.Object(
  {
    title: Type.Optional(
      Type.Union([Type.String({ minLength: 1, maxLength: 1000 }), Type.Null()], {
        description: `Trimmed, 1 to ${titleMaxLength} characters; null goes back to the title derived from the first prompt`,
      }),
    ),
    llm_driver_config_id: Type.Optional(
      Type.Union([Id, Type.Null()], {
        description:
          "The model configuration the conversation's next turns answer with: one of the owner's or a global one; null goes back to the agent's choice",
      }),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);

const BranchBody = Type.Object(
  {
    sequence: Type.Integer({
      minimum: 0,
      maximum: 2_147_483_647,
      description: 'The sequence of the user message that is edited',
    }),
    prompt: Prompt,
  },
  { additionalProperties: false },
);

const MarkdownTranscript = Type.String({
  description: 'The title, agent and dates, then each message with its role; tool calls in fenced blocks',
});

/**
 * `/tasks/{id}` as a conversation: its title and model, branches made by editing or regenerating
 * one of its messages, and its export. Changing and branching are the owner's; an approver who may
 * read the task may export it too.
 */
export function registerTaskConversationRoutes(app: ApiApp, services: ApiServices): void {
  const ownedFirst = ownedTaskFirst(services);
  const { db, engine } = services.database;

  app.patch(
    '/tasks/:id',
    {
      preValidation: ownedFirst,
      schema: {
        tags: ['tasks'],
        summary:
          "Renames the conversation or switches its model (its next turn answers with it); the owner's other tabs see it at once",
        params: IdParams,
        body: ConversationPatch,
        response: {
          200: OneTaskResponse,
          ...errorResponses('NOT_FOUND', 'VALIDATION_ERROR', 'CONVERSATION_MODEL_UNUSABLE'),
        },
      },
    },
    async (request) => {
      const tasks = userTasksOf(services, request);
      const task = await tasks.get(request.params.id);
      await changeConversation(db, engine, services.liveEvents.recorder, task, changesOf(request.body));
      return { data: await taskData(services, tasks, task.id) };
    },
  );

  app.post(
    '/tasks/:id/branch',
    {
      preValidation: ownedFirst,
      schema: {
        tags: ['tasks'],
        summary:
          'Edits a user message of a settled conversation as a new conversation: the history before it is copied, the edited message is queued; the source stays as it was',
        params: IdParams,
        body: BranchBody,
        response: {
          201: OneTaskResponse,
          ...errorResponses('NOT_FOUND', 'INVALID_STATE', 'BRANCH_SEQUENCE_INVALID'),
        },
      },
    },
    async (request, reply) => {
      const { sequence, prompt } = request.body;
      return reply.code(201).send({ data: await branch(request, request.params.id, sequence, prompt) });
    },
  );

  app.post(
    '/tasks/:id/regenerate',
    {
      preValidation: ownedFirst,
      schema: {
        tags: ['tasks'],
        summary:
          "Asks again: a new conversation branched at the settled conversation's last user message, with that message's own text",
        params: IdParams,
        body: emptyBody,
        response: {
          201: OneTaskResponse,
          ...errorResponses('NOT_FOUND', 'INVALID_STATE', 'BRANCH_SEQUENCE_INVALID'),
        },
      },
    },
    async (request, reply) => {
      const sequence = await lastUserSequence(db, request.params.id);
      if (sequence === null) {
        throw new ApiError('BRANCH_SEQUENCE_INVALID', `Task ${request.params.id} has no user message.`);
      }
      return reply.code(201).send({ data: await branch(request, request.params.id, sequence, null) });
    },
  );

  async function branch(
    request: FastifyRequest,
    sourceTaskId: number,
    sequence: number,
    prompt: string | null,
  ) {
    const runnerUserId = principalOf(request).user.id;
    await ensureTaskAgentReaches(services, request, sourceTaskId);
    const created = await branchConversation(db, services.liveEvents.recorder, {
      sourceTaskId,
      sequence,
      prompt,
      runnerUserId,
    });
    await services.orchestrator.driveQueued([created.id]);
    return taskData(services, userTasksOf(services, request), created.id);
  }

  app.get(
    '/tasks/:id/export',
    {
      preValidation: decidableTaskFirst(services),
      schema: {
        tags: ['tasks'],
        summary:
          'Downloads the conversation as a Markdown transcript or as JSON (an attachment named after its title)',
        params: IdParams,
        querystring: Type.Object({
          format: Type.Optional(
            Type.Union([Type.Literal('markdown'), Type.Literal('json')], { default: 'markdown' }),
          ),
        }),
        response: {
          200: {
            description:
              'The conversation: `text/markdown` (`format=markdown`) or `application/json` (`format=json`)',
            content: {
              'text/markdown': { schema: MarkdownTranscript },
              'application/json': { schema: ConversationExportResource },
            },
          },
          ...errorResponses('NOT_FOUND'),
        },
      },
    },
    async (request, reply) => {
      const tasks = await decidableTasks(services, request, request.params.id);
      const detail = await tasks.detail(request.params.id);
      const agent = await db
        .selectFrom('agents')
        .select('name')
        .where('id', '=', detail.task.agent_id)
        .executeTakeFirst();
      const exported = exportConversation(detail, agent?.name ?? `Agent #${detail.task.agent_id}`);
      if (request.query.format === 'json') {
        return reply
          .type('application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="${exportFileName(exported, 'json')}"`)
          .send({ ...exported, messages: [...exported.messages] });
      }
      return reply
        .type('text/markdown; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(exported, 'md')}"`)
        .send(conversationMarkdown(exported));
    },
  );
}

function changesOf(body: {
  readonly title?: string | null;
  readonly llm_driver_config_id?: number | null;
}): ConversationChanges {
  const title = body.title === undefined || body.title === null ? body.title : body.title.trim();
  if (typeof title === 'string' && (title.length === 0 || title.length > titleMaxLength)) {
    throw new ApiError('VALIDATION_ERROR', `A title has 1 to ${titleMaxLength} characters.`, {
      in: 'body',
      fields: { title: `must have 1 to ${titleMaxLength} characters once trimmed` },
    });
  }
  return {
    ...(title === undefined ? {} : { title }),
    ...(body.llm_driver_config_id === undefined ? {} : { llm_driver_config_id: body.llm_driver_config_id }),
  };
}
