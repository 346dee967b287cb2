import Type from 'typebox';
import {
  decideInBulk,
  type HeldCall,
  listHeldCalls,
  listPendingApprovals,
  type PendingApproval,
} from '../../approvals/index.js';
import { listPausedTasks, type PausedTask } from '../../tasks/index.js';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { decisionChannelOf } from '../decision-channel.js';
import { principalOf } from '../route-access.js';
import { PendingApprovalResource, type PendingApprovalView } from '../schemas/approval-resource.js';
import { BulkDecisionBody, BulkDecisionResultResource } from '../schemas/bulk-decision-resource.js';
import { HeldCallResource, type HeldCallView } from '../schemas/held-call-resource.js';
import {
  dataEnvelope,
  errorResponses,
  Id,
  PageQuery,
  Pagination,
  pageWindow,
  paginationOf,
} from '../schemas/index.js';
import { PausedTaskResource, type PausedTaskView } from '../schemas/paused-task-resource.js';
import { type ToolCallPresenter, toolCallPresenterFor } from '../tool-call-presentation.js';

const promptExcerptLength = 200;

/** An age in seconds, as `older_than` and `newer_than` take it (up to a year). */
const AgeSeconds = Type.Integer({ minimum: 0, maximum: 31_536_000 });

/**
 * `/approvals`: every call awaiting a decision the signed-in user may make, across agents and
 * tasks, and one decision for several of them at once.
 */
export function registerApprovalRoutes(app: ApiApp, services: ApiServices): void {
  app.get(
    '/approvals',
    {
      schema: {
        tags: ['approvals'],
        summary:
          'Calls awaiting your decision on your tasks, sub-agent tasks included, oldest first, with how to decide each',
        querystring: Type.Object({
          ...PageQuery.properties,
          agent_id: Type.Optional(Id),
          tool: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'The tool name' })),
          older_than: Type.Optional({
            ...AgeSeconds,
            description: 'Only calls waiting longer than this many seconds',
          }),
          newer_than: Type.Optional({
            ...AgeSeconds,
            description: 'Only calls waiting less than this many seconds',
          }),
        }),
        response: {
          200: dataEnvelope(
            Type.Object(
              {
                approvals: Type.Array(PendingApprovalResource),
                pagination: Pagination,
                held_calls: Type.Array(HeldCallResource, {
                  description:
                    'Calls held after their worker died while they ran (tasks in NEEDS_RECONCILIATION) that you may answer for with POST /tasks/{id}/reconcile, oldest first, at most 100; not filtered or paged',
                }),
                paused_tasks: Type.Array(PausedTaskResource, {
                  description:
                    'Tasks of your agents paused at their step limit, a budget, a missing or refused credential, or an MCP account to connect, oldest first, at most 100; not filtered or paged',
                }),
              },
              { additionalProperties: false },
            ),
          ),
          ...errorResponses(),
        },
      },
    },
    async (request) => {
      const { agent_id: agentId, tool, older_than: olderThan, newer_than: newerThan } = request.query;
      const now = Date.now();
      const secondsAgo = (seconds: number) => new Date(now - seconds * 1000).toISOString();
      const window = pageWindow(request.query);
      const userId = principalOf(request).user.id;
      const [held, paused] = await Promise.all([
        listHeldCalls(services.database.db, userId),
        listPausedTasks(services.database.db, userId),
      ]);
      const page = await listPendingApprovals(
        services.database.db,
        userId,
        {
          ...(agentId === undefined ? {} : { agentId }),
          ...(tool === undefined ? {} : { toolName: tool }),
          ...(olderThan === undefined ? {} : { waitingBefore: secondsAgo(olderThan) }),
          ...(newerThan === undefined ? {} : { waitingAfter: secondsAgo(newerThan) }),
        },
        window,
      );
      const presenter = toolCallPresenterFor(services.tools);
      return {
        data: {
          approvals: page.items.map((item) => approvalView(item, presenter)),
          pagination: paginationOf(window, page.total),
          held_calls: held.map((item) => heldCallView(item, presenter)),
          paused_tasks: paused.map(pausedTaskView),
        },
      };
    },
  );

  app.post(
    '/approvals/decisions',
    {
      schema: {
        tags: ['approvals'],
        summary:
          'Approves or rejects several calls of your inbox with one decision and one reason; each call is decided once, through its task, and answered on its own',
        body: BulkDecisionBody,
        response: {
          200: dataEnvelope(
            Type.Object({ results: Type.Array(BulkDecisionResultResource) }, { additionalProperties: false }),
          ),
          ...errorResponses(),
        },
      },
    },
    async (request) => {
      const userId = principalOf(request).user.id;
      const channel = decisionChannelOf(request);
      const results = await decideInBulk(
        services.database.db,
        userId,
        request.body,
        async (taskId, decisions) =>
          (await services.orchestrator.resume(taskId, decisions, userId, channel)).status,
      );
      return { data: { results } };
    },
  );
}

function approvalView(item: PendingApproval, presenter: ToolCallPresenter): PendingApprovalView {
  const presentation = presenter.present(item);
  const path = `/api/v1/tasks/${item.task_id}/approve`;
  const decide = (decision: 'approve' | 'reject') => ({
    method: 'POST' as const,
    path,
    body: { decisions: [{ provider_call_id: item.provider_call_id, decision }] },
  });
  return {
    tool_call_id: item.call_id,
    provider_call_id: item.provider_call_id,
    agent: { id: item.agent_id, name: item.agent_name },
    task: {
      id: item.task_id,
      prompt_excerpt: excerptOf(item.user_prompt),
      parent_task_id: item.parent_task_id,
    },
    tool_name: item.tool_name,
    tool_display_name: presentation.tool_display_name,
    operation: item.operation,
    human_description: item.human_description,
    arguments: JSON.parse(item.proposed_arguments),
    parameter_schema: presentation.parameter_schema,
    waiting_since: item.waiting_since,
    approval: item.approval,
    decide_via: { approve: decide('approve'), reject: decide('reject') },
  };
}

function heldCallView(item: HeldCall, presenter: ToolCallPresenter): HeldCallView {
  return {
    tool_call_id: item.call_id,
    agent: { id: item.agent_id, name: item.agent_name },
    task: { id: item.task_id, prompt_excerpt: excerptOf(item.user_prompt) },
    tool_name: item.tool_name,
    tool_display_name: presenter.present(item).tool_display_name,
    operation: item.operation,
    human_description: item.human_description,
    arguments: JSON.parse(item.proposed_arguments),
    held_since: item.held_since,
  };
}

function pausedTaskView(item: PausedTask): PausedTaskView {
  return {
    task: { id: item.task_id, prompt_excerpt: excerptOf(item.user_prompt) },
    agent: { id: item.agent_id, name: item.agent_name },
    status: item.status,
    reason: item.reason,
    paused_since: item.paused_since,
  };
}

function excerptOf(prompt: string): string {
  return prompt.length <= promptExcerptLength ? prompt : `${prompt.slice(0, promptExcerptLength - 1)}…`;
}
