import Type from 'typebox';
import { approvalStatesOf } from '../../approvals/index.js';
import { hasOpenStatus } from '../../db/index.js';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { decidableTasks } from '../approver-task-access.js';
import { ApprovalStateResource } from '../schemas/approval-resource.js';
import { dataEnvelope, errorResponses, IdParams } from '../schemas/index.js';

/**
 * `/tasks/{id}/approvals`: where each call the task waits on stands with its approvers — who may
 * decide, the votes so far against the quorum, the deadline and whether it escalated — for the
 * task page. Its owner and the agent's approvers read it; to anyone else the task does not exist.
 */
export function registerTaskApprovalRoutes(app: ApiApp, services: ApiServices): void {
  app.get(
    '/tasks/:id/approvals',
    {
      schema: {
        tags: ['approvals'],
        summary:
          'The approval state of each call the task waits on: who may decide, votes against the quorum, deadline and escalation',
        params: IdParams,
        response: {
          200: dataEnvelope(
            Type.Object(
              {
                calls: Type.Array(
                  Type.Object(
                    {
                      tool_call_id: Type.Integer(),
                      provider_call_id: Type.String(),
                      approval: ApprovalStateResource,
                    },
                    { additionalProperties: false },
                  ),
                ),
              },
              { additionalProperties: false },
            ),
          ),
          ...errorResponses('NOT_FOUND'),
        },
      },
    },
    async (request) => {
      const tasks = await decidableTasks(services, request, request.params.id);
      const task = await tasks.get(request.params.id);
      const calls = await services.database.db
        .selectFrom('tool_calls')
        .select(['id', 'provider_call_id', 'tool_class', 'operation', 'created_at'])
        .where('task_id', '=', task.id)
        .where(hasOpenStatus('status', ['PENDING_APPROVAL']))
        .orderBy('call_index')
        .execute();
      const states = await approvalStatesOf(
        services.database.db,
        calls.map((call) => ({
          call_id: call.id,
          agent_id: task.agent_id,
          task_user_id: task.user_id,
          tool_class: call.tool_class,
          operation: call.operation,
          waiting_since: call.created_at,
        })),
      );
      return {
        data: {
          calls: calls.flatMap((call) => {
            const approval = states.get(call.id);
            return approval
              ? [{ tool_call_id: call.id, provider_call_id: call.provider_call_id, approval }]
              : [];
          }),
        },
      };
    },
  );
}
