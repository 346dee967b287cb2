import Type from 'typebox';
import {
  type ApproverPolicy,
  type ApproverPolicyInput,
  loadApproverPolicy,
  saveApproverPolicy,
} from '../../approvals/index.js';
import type { ApiApp } from '../api-app.js';
import { ApiError } from '../api-error.js';
import type { ApiServices } from '../api-services.js';
import { principalOf } from '../route-access.js';
import {
  ApproverPerson,
  ApproverPolicyBody,
  ApproverPolicyResource,
  type ApproverPolicyView,
} from '../schemas/approval-policy-resource.js';
import { dataEnvelope, errorResponses, IdParams } from '../schemas/index.js';

const PolicyResponse = dataEnvelope(
  Type.Object({ policy: ApproverPolicyResource }, { additionalProperties: false }),
);

/**
 * `/agents/{id}/approval-policy`: who decides the agent's approvals (its owner, named people,
 * administrators), the quorum per operation, and the deadlines. Its owner and administrators read
 * and set it; to anyone else the agent does not exist.
 */
export function registerAgentApprovalPolicyRoutes(app: ApiApp, services: ApiServices): void {
  const { db } = services.database;
  const governedAgent = async (request: Parameters<typeof principalOf>[0], agentId: number) => {
    const { user } = principalOf(request);
    const agent = await db
      .selectFrom('agents')
      .select(['id', 'user_id'])
      .where('id', '=', agentId)
      .executeTakeFirst();
    if (!agent || (agent.user_id !== user.id && user.role !== 'admin'))
      throw ApiError.notFound(`Agent #${agentId}`);
    return agent;
  };

  app.get(
    '/agents/:id/approval-policy',
    {
      schema: {
        tags: ['approvals'],
        summary:
          "Who decides the agent's approvals, how many approvers each operation needs, and its deadlines",
        params: IdParams,
        response: { 200: PolicyResponse, ...errorResponses('NOT_FOUND') },
      },
    },
    async (request) => {
      const agent = await governedAgent(request, request.params.id);
      return { data: { policy: await policyView(services, await loadApproverPolicy(db, agent.id)) } };
    },
  );

  app.put(
    '/agents/:id/approval-policy',
    {
      schema: {
        tags: ['approvals'],
        summary:
          "Sets who decides the agent's approvals, the quorum per operation and the deadlines; calls already waiting follow the new policy",
        params: IdParams,
        body: ApproverPolicyBody,
        response: { 200: PolicyResponse, ...errorResponses('NOT_FOUND', 'VALIDATION_ERROR') },
      },
    },
    async (request) => {
      const agent = await governedAgent(request, request.params.id);
      const input: ApproverPolicyInput = request.body;
      const saved = await saveApproverPolicy(db, agent, input, (toolClass, operation) =>
        (services.tools.get(toolClass)?.metadata.operations ?? []).some(
          (declared) => declared.name === operation,
        ),
      );
      return { data: { policy: await policyView(services, saved) } };
    },
  );

  app.get(
    '/agents/:id/approver-candidates',
    {
      schema: {
        tags: ['approvals'],
        summary: 'The active accounts that can be named approvers of the agent',
        params: IdParams,
        response: {
          200: dataEnvelope(
            Type.Object({ people: Type.Array(ApproverPerson) }, { additionalProperties: false }),
          ),
          ...errorResponses('NOT_FOUND'),
        },
      },
    },
    async (request) => {
      await governedAgent(request, request.params.id);
      const users = await db
        .selectFrom('users')
        .select(['id', 'display_name', 'email'])
        .where('status', '=', 'active')
        .orderBy('id')
        .limit(1000)
        .execute();
      return {
        data: { people: users.map((user) => ({ user_id: user.id, name: user.display_name ?? user.email })) },
      };
    },
  );
}

async function policyView(services: ApiServices, policy: ApproverPolicy): Promise<ApproverPolicyView> {
  const ids = [...new Set([...policy.approverUserIds, ...policy.escalationUserIds])];
  const users =
    ids.length === 0
      ? []
      : await services.database.db
          .selectFrom('users')
          .select(['id', 'display_name', 'email'])
          .where('id', 'in', ids)
          .execute();
  const nameOf = new Map(users.map((user) => [user.id, user.display_name ?? user.email]));
  const people = (userIds: readonly number[]) =>
    userIds.map((userId) => ({ user_id: userId, name: nameOf.get(userId) ?? `user #${userId}` }));
  const deadline = (value: ApproverPolicy['deadline']) =>
    value === null ? null : { seconds: value.seconds, action: value.action };
  return {
    agent_id: policy.agentId,
    owner_decides: policy.ownerDecides,
    administrators_decide: policy.administratorsDecide,
    approver_user_ids: [...policy.approverUserIds],
    escalation_user_ids: [...policy.escalationUserIds],
    deadline: deadline(policy.deadline),
    deadline_reason: policy.deadlineReason,
    operations: policy.operations.map((operation) => ({
      tool_class: operation.toolClass,
      operation: operation.operation,
      quorum: operation.quorum,
      deadline: deadline(operation.deadline),
    })),
    approvers: people(policy.approverUserIds),
    escalation_approvers: people(policy.escalationUserIds),
  };
}
