import Type, { type Static, type TSchema } from 'typebox';
import type { GrantRequest } from '../../approvals/index.js';
import { type ApprovalDecision, type BudgetAllowance, maxStepsLimit } from '../../orchestrator/index.js';
import { ensureTaskAgentReaches } from '../agent-access-scope.js';
import type { ApiApp } from '../api-app.js';
import { ApiError } from '../api-error.js';
import type { ApiServices } from '../api-services.js';
import { decidableTaskData, decidableTaskFirst } from '../approver-task-access.js';
import { decisionChannelOf } from '../decision-channel.js';
import type { ApiErrorCode } from '../error-catalogue.js';
import { AttachmentIds, attachmentErrorCodes, messageAttachments } from '../message-attachments.js';
import { principalOf } from '../route-access.js';
import { emptyBody, errorResponses, IdParams } from '../schemas/index.js';
import { OneTaskResponse } from '../schemas/task-resource.js';
import { ownedTaskFirst, taskData, userTasksOf } from '../user-task-access.js';
import { Prompt } from './tasks.js';

const Reason = Type.String({ maxLength: 2000 });

const Decision = Type.Object(
  {
    provider_call_id: Type.String({ minLength: 1, maxLength: 200 }),
    decision: Type.Union([Type.Literal('approve'), Type.Literal('reject')]),
    // For `approve`: edited arguments, checked like the model's; the model's own when omitted.
    arguments: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    // For `reject`: what the model is told.
    reason: Type.Optional(Reason),
    remember: Type.Optional(
      Type.Object(
        {
          scope: Type.Union([Type.Literal('agent'), Type.Literal('task')]),
          condition: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
        },
        {
          additionalProperties: false,
          description:
            'For `approve`, by the agent’s owner: also allow this operation from now on without asking — for this agent (`agent`) or the rest of this task (`task`), optionally only when the arguments match a CEL `condition`. Creates a grant (`GET /approval-rules?kind=grant`) in the same transaction',
        },
      ),
    ),
  },
  { additionalProperties: false },
);

type DecisionBody = Static<typeof Decision>;

/** One of the three: how many more steps, tokens or USD the task may use. */
const ExtendBody = Type.Object(
  {
    steps: Type.Optional(
      Type.Integer({ minimum: 1, maximum: maxStepsLimit, description: 'How many more steps' }),
    ),
    tokens: Type.Optional(Type.Number({ description: 'How many more tokens (a whole number above 0)' })),
    cost: Type.Optional(Type.Number({ description: 'How many more US dollars (above 0)' })),
  },
  { additionalProperties: false },
);

function allowanceOf(body: Static<typeof ExtendBody>): BudgetAllowance {
  const given = (['steps', 'tokens', 'cost'] as const).filter((key) => body[key] !== undefined);
  const [key] = given;
  if (given.length !== 1 || key === undefined) {
    throw new ApiError('VALIDATION_ERROR', 'Send one of steps, tokens or cost.', {
      fields: { steps: 'send exactly one of steps, tokens, cost' },
    });
  }
  const amount = body[key] as number;
  if (key === 'tokens' && (!Number.isInteger(amount) || amount <= 0)) {
    throw new ApiError('BUDGET_INVALID', 'tokens must be a whole number above 0.', {
      fields: { tokens: 'must be a whole number above 0' },
    });
  }
  return key === 'steps' ? { steps: amount } : key === 'tokens' ? { tokens: amount } : { cost: amount };
}

function toApprovalDecision(decision: DecisionBody): ApprovalDecision {
  const { provider_call_id: providerCallId } = decision;
  if (decision.decision === 'reject') {
    return {
      provider_call_id: providerCallId,
      decision: 'reject',
      ...(decision.reason === undefined ? {} : { reason: decision.reason }),
    };
  }
  return {
    provider_call_id: providerCallId,
    decision: 'approve',
    ...(decision.arguments === undefined ? {} : { arguments: decision.arguments }),
  };
}

/** The grants asked for with "remember"; only an approval can be remembered. */
function grantsOf(decisions: readonly DecisionBody[]): GrantRequest[] {
  const remembered = decisions.filter((decision) => decision.remember !== undefined);
  const rejected = remembered.filter((decision) => decision.decision !== 'approve');
  if (rejected.length > 0) {
    throw new ApiError('VALIDATION_ERROR', 'Only an approval can be remembered.', {
      fields: rejected.map((decision) => ({
        field: 'remember',
        provider_call_id: decision.provider_call_id,
      })),
    });
  }
  return remembered.flatMap(({ provider_call_id: providerCallId, remember }) =>
    remember === undefined
      ? []
      : [
          {
            provider_call_id: providerCallId,
            scope: remember.scope,
            ...(remember.condition === undefined ? {} : { condition: remember.condition }),
          },
        ],
  );
}

/**
 * What a person does with one of their tasks: decide on tool calls, re-prompt, stop, retry, and
 * drive it a step at a time (client execution mode). Another user's task is a 404 before anything
 * else; each action answers with the task as it is afterwards.
 */
export function registerTaskActionRoutes(app: ApiApp, services: ApiServices): void {
  const { orchestrator } = services;
  const ownedFirst = ownedTaskFirst(services);
  const action = <Body extends TSchema>(summary: string, body: Body, ...codes: ApiErrorCode[]) => ({
    preValidation: ownedFirst,
    schema: {
      tags: ['tasks'],
      summary,
      params: IdParams,
      body,
      response: { 200: OneTaskResponse, ...errorResponses('NOT_FOUND', ...codes) },
    },
  });

  // Deciding is open to the agent's approvers as well as the owner (approvals/approver-policy.ts).
  const decidableFirst = decidableTaskFirst(services);
  const decision = <Body extends TSchema>(summary: string, body: Body) => ({
    ...action(summary, body, 'INVALID_STATE', 'FORBIDDEN'),
    preValidation: decidableFirst,
  });

  app.post(
    '/tasks/:id/approve',
    decision(
      'Decides on calls awaiting approval: each approved (optionally with edited arguments) or rejected with a reason; undecided ones stay pending',
      Type.Object(
        { decisions: Type.Array(Decision, { minItems: 1, maxItems: 100 }) },
        { additionalProperties: false },
      ),
    ),
    async (request) => {
      const decisions = request.body.decisions.map(toApprovalDecision);
      await orchestrator.decisions.decide(
        request.params.id,
        decisions,
        principalOf(request).user.id,
        decisionChannelOf(request),
        grantsOf(request.body.decisions),
      );
      return { data: await decidableTaskData(services, request, request.params.id) };
    },
  );

  app.post(
    '/tasks/:id/reject',
    decision(
      'Rejects every call awaiting approval with one reason, which the model reads',
      Type.Object({ reason: Type.Optional(Reason) }, { additionalProperties: false }),
    ),
    async (request) => {
      const reason = request.body.reason ?? '';
      await orchestrator.decisions.rejectPending(
        request.params.id,
        reason,
        principalOf(request).user.id,
        decisionChannelOf(request),
      );
      return { data: await decidableTaskData(services, request, request.params.id) };
    },
  );

  app.post(
    '/tasks/:id/continue',
    action(
      'Re-prompts a finished, failed, cancelled, aborted or running task; `additional_steps` replaces its step budget',
      Type.Object(
        {
          prompt: Prompt,
          additional_steps: Type.Optional(Type.Integer({ minimum: 1, maximum: maxStepsLimit })),
          attachments: Type.Optional(AttachmentIds),
        },
        { additionalProperties: false },
      ),
      'INVALID_STATE',
      ...attachmentErrorCodes,
    ),
    async (request) => {
      const { prompt, additional_steps: additionalSteps } = request.body;
      const task = await userTasksOf(services, request).get(request.params.id);
      await ensureTaskAgentReaches(services, request, task.id);
      const agent = await services.database.db
        .selectFrom('agents')
        .selectAll()
        .where('id', '=', task.agent_id)
        .executeTakeFirstOrThrow();
      const attachments = await messageAttachments(
        services,
        principalOf(request).user.id,
        agent,
        task.llm_driver_config_id,
        request.body.attachments,
      );
      await orchestrator.continue(request.params.id, prompt, additionalSteps, undefined, attachments);
      return { data: await taskData(services, userTasksOf(services, request), request.params.id) };
    },
  );

  app.post(
    '/tasks/:id/abort',
    action(
      'Stops the task: its model request and running tools are cancelled (idempotent on ABORTED)',
      emptyBody,
      'INVALID_STATE',
    ),
    async (request) => {
      await orchestrator.abort(request.params.id);
      return { data: await taskData(services, userTasksOf(services, request), request.params.id) };
    },
  );

  app.post(
    '/tasks/:id/abort-sub-agent',
    action(
      'Aborts a sub-agent task and every ancestor still waiting for sub-agents above it',
      emptyBody,
      'INVALID_STATE',
    ),
    async (request) => {
      await orchestrator.abortWithWaitingAncestors(request.params.id);
      return { data: await taskData(services, userTasksOf(services, request), request.params.id) };
    },
  );

  app.post(
    '/tasks/:id/extend',
    action(
      'Allows a task paused in AWAITING_BUDGET more of the limit that stopped it — `steps` (its step limit), or `tokens` or `cost` (USD; a budget in that unit) that the task itself may spend past that budget; it runs on from where it stopped',
      ExtendBody,
      'INVALID_STATE',
      'VALIDATION_ERROR',
      'BUDGET_INVALID',
      'BUDGET_UNIT_MISMATCH',
    ),
    async (request) => {
      await ensureTaskAgentReaches(services, request, request.params.id);
      await orchestrator.decisions.extend(request.params.id, allowanceOf(request.body));
      return { data: await taskData(services, userTasksOf(services, request), request.params.id) };
    },
  );

  app.post(
    '/tasks/:id/retry',
    action('Runs a failed task again from its history with a fresh step budget', emptyBody, 'INVALID_STATE'),
    async (request) => {
      await ensureTaskAgentReaches(services, request, request.params.id);
      await orchestrator.retry(request.params.id);
      return { data: await taskData(services, userTasksOf(services, request), request.params.id) };
    },
  );

  app.delete(
    '/tasks/:id/retry-chain',
    {
      preValidation: ownedFirst,
      schema: {
        tags: ['tasks'],
        summary: 'Cancels a scheduled automatic retry: the failed task becomes CANCELLED',
        params: IdParams,
        response: { 200: OneTaskResponse, ...errorResponses('NOT_FOUND', 'INVALID_STATE') },
      },
    },
    async (request) => {
      await orchestrator.cancelRetry(request.params.id);
      return { data: await taskData(services, userTasksOf(services, request), request.params.id) };
    },
  );

  app.post(
    '/tasks/:id/tick',
    action(
      'Client execution mode: runs one model turn of a queued task (and its tool calls) under a lease; the task is queued again unless it settled',
      emptyBody,
      'INVALID_STATE',
    ),
    async (request) => {
      await orchestrator.step(request.params.id);
      return { data: await taskData(services, userTasksOf(services, request), request.params.id) };
    },
  );
}
