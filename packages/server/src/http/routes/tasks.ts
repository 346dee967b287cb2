import Type from 'typebox';
import { checkTaskBudget, insertTaskBudget } from '../../budgets/index.js';
import { maxStepsLimit } from '../../orchestrator/index.js';
import { conversationSummaryView, searchTextMaxLength } from '../../tasks/index.js';
import { agentInReach } from '../agent-access-scope.js';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { decidableTaskData, decidableTaskFirst } from '../approver-task-access.js';
import { AttachmentIds, attachmentErrorCodes, messageAttachments } from '../message-attachments.js';
import { principalOf } from '../route-access.js';
import { TaskBudgetBody } from '../schemas/budget-resource.js';
import {
  dataEnvelope,
  deletedResponse,
  errorResponses,
  Id,
  IdParams,
  PageQuery,
  Pagination,
  pageWindow,
  paginationOf,
  Timestamp,
} from '../schemas/index.js';
import { OneTaskResponse, TaskStatusSchema, TaskSummaryResource } from '../schemas/task-resource.js';
import { ownedTaskFirst, taskData, userTasksOf } from '../user-task-access.js';

/** Text with at least one character that is not white space. */
export const Prompt = Type.String({ minLength: 1, pattern: '\\S' });

/** `/tasks`: a user's conversations with their agents. */
export function registerTaskRoutes(app: ApiApp, services: ApiServices): void {
  app.get(
    '/tasks',
    {
      schema: {
        tags: ['tasks'],
        summary: 'Your tasks, most recently updated first; `since` returns only those updated after it',
        querystring: Type.Object({
          ...PageQuery.properties,
          agent_id: Type.Optional(Id),
          status: Type.Optional(TaskStatusSchema),
          since: Type.Optional(Timestamp),
          top_level: Type.Optional(
            Type.Boolean({ description: 'true: only tasks a person started; false: only sub-agent tasks' }),
          ),
          q: Type.Optional(
            Type.String({
              minLength: 1,
              maxLength: searchTextMaxLength,
              description:
                'Only conversations whose title, prompt or any user or assistant message contains this text (case-insensitive; `%` and `_` match themselves)',
            }),
          ),
          rehearsal: Type.Optional(
            Type.Enum(['exclude', 'include', 'only'], {
              description:
                'Tasks of rehearsals (side effects simulated): left out by default, `include` lists them too, `only` lists them alone',
            }),
          ),
        }),
        response: {
          200: dataEnvelope(
            Type.Object(
              {
                tasks: Type.Array(TaskSummaryResource),
                pagination: Pagination,
                server_time: Timestamp,
              },
              { additionalProperties: false },
            ),
          ),
          ...errorResponses(),
        },
      },
    },
    async (request) => {
      // Read before the query: a task updated while it runs has `updated_at` after this instant.
      const serverTime = new Date().toISOString();
      const { agent_id: agentId, status, since, top_level: topLevel, q: search, rehearsal } = request.query;
      const window = pageWindow(request.query);
      const page = await userTasksOf(services, request).list(
        {
          ...(agentId === undefined ? {} : { agentId }),
          ...(status === undefined ? {} : { status }),
          // Stored timestamps compare as text, so the bound is written in their exact format.
          ...(since === undefined ? {} : { updatedAfter: new Date(since).toISOString() }),
          ...(topLevel === undefined ? {} : { topLevel }),
          ...(search === undefined ? {} : { search }),
          ...(rehearsal === undefined ? {} : { rehearsal }),
        },
        window,
      );
      return {
        data: {
          tasks: page.tasks.map((task) => conversationSummaryView(task, page.facts.get(task.id))),
          pagination: paginationOf(window, page.total),
          server_time: serverTime,
        },
      };
    },
  );

  app.post(
    '/tasks',
    {
      schema: {
        tags: ['tasks'],
        summary:
          'Gives one of your agents, or one shared with a team of yours, a task; it is yours, and queued (or, in sync mode, run) at once',
        body: Type.Object(
          {
            agent_id: Id,
            prompt: Prompt,
            max_steps: Type.Optional(Type.Integer({ minimum: 1, maximum: maxStepsLimit })),
            parent_task_id: Type.Optional(Type.Union([Id, Type.Null()])),
            budget: Type.Optional(TaskBudgetBody),
            attachments: Type.Optional(AttachmentIds),
          },
          { additionalProperties: false },
        ),
        response: {
          201: OneTaskResponse,
          ...errorResponses(
            'NOT_FOUND',
            'BUDGET_INVALID',
            'BUDGET_UNIT_UNKNOWN',
            'BUDGET_CURRENCY_UNKNOWN',
            ...attachmentErrorCodes,
          ),
        },
      },
    },
    async (request, reply) => {
      const { agent_id: agentId, prompt, max_steps: maxSteps, parent_task_id: parentTaskId } = request.body;
      const budget = request.body.budget === undefined ? null : checkTaskBudget(request.body.budget);
      const principal = principalOf(request);
      const tasks = userTasksOf(services, request);
      const { agent } = await agentInReach(services, request, agentId, 'use');
      if (parentTaskId !== undefined && parentTaskId !== null) await tasks.get(parentTaskId);
      const attachments = await messageAttachments(
        services,
        principal.user.id,
        agent,
        null,
        request.body.attachments,
      );
      const task = await services.orchestrator.start(agent.id, prompt, {
        attachments,
        ...(maxSteps === undefined ? {} : { maxSteps }),
        parentTaskId: parentTaskId ?? null,
        runnerUserId: principal.user.id,
        ...(budget && {
          onCreated: (trx, created) => insertTaskBudget(trx, created, budget, principal.user.id),
        }),
      });
      return reply.code(201).send({ data: await taskData(services, tasks, task.id) });
    },
  );

  // The agent's approvers read the task they decide on (approver-task-access.ts); the rest is the owner's.
  app.get(
    '/tasks/:id',
    {
      preValidation: decidableTaskFirst(services),
      schema: {
        tags: ['tasks'],
        summary:
          'One task with its history (after `since_sequence`, when given), every tool call and token totals',
        params: IdParams,
        querystring: Type.Object({
          since_sequence: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
        }),
        response: { 200: OneTaskResponse, ...errorResponses('NOT_FOUND') },
      },
    },
    async (request) => ({
      data: await decidableTaskData(services, request, request.params.id, request.query.since_sequence),
    }),
  );

  app.delete(
    '/tasks/:id',
    {
      preValidation: ownedTaskFirst(services),
      schema: {
        tags: ['tasks'],
        summary: 'Deletes a task with its history, tool calls and sub-tasks; refused while any of them runs',
        params: IdParams,
        response: { 200: deletedResponse, ...errorResponses('NOT_FOUND', 'INVALID_STATE') },
      },
    },
    async (request) => {
      await services.orchestrator.deleteTask(request.params.id);
      return { data: { deleted: true as const } };
    },
  );
}
