import Type from 'typebox';
import { isAdministrator } from '../../accounts/index.js';
import {
  type Budget,
  type BudgetChangeHook,
  BudgetStore,
  type BudgetViewer,
  readSpending,
  unpricedModels,
} from '../../budgets/index.js';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { principalOf } from '../route-access.js';
import { BudgetBody, BudgetChangeBody, BudgetResource, BudgetWarning } from '../schemas/budget-resource.js';
import { dataEnvelope, deletedResponse, errorResponses, IdParams } from '../schemas/index.js';

const OneBudget = dataEnvelope(
  Type.Object(
    {
      budget: BudgetResource,
      warnings: Type.Array(BudgetWarning, {
        description: 'Said when a budget is set: a cost budget covering models without a known price',
      }),
    },
    { additionalProperties: false },
  ),
);

const inputErrors = [
  'VALIDATION_ERROR',
  'BUDGET_INVALID',
  'BUDGET_SCOPE_UNKNOWN',
  'BUDGET_UNIT_UNKNOWN',
  'BUDGET_PERIOD_UNKNOWN',
  'BUDGET_CURRENCY_UNKNOWN',
  'TIME_ZONE_UNKNOWN',
] as const;

/**
 * `/budgets`: limits on tokens or cost, global (administrators), per user or agent per day or
 * month, and per task (an agent's default). A member manages their own and their agents'; others'
 * are NOT_FOUND. Changing a limit or deleting a budget queues, in the same transaction, every task
 * waiting on it that is now under it.
 */
export function registerBudgetRoutes(app: ApiApp, services: ApiServices): void {
  const db = services.database.db;
  const store = new BudgetStore(db);
  const viewerOf = (request: Parameters<typeof principalOf>[0]): BudgetViewer => {
    const principal = principalOf(request);
    return { userId: principal.user.id, admin: isAdministrator(principal) };
  };
  const present = async (viewer: BudgetViewer, budget: Budget) => {
    const [reading] = (await readSpending(db, [budget], budget.task_id)).budgets;
    const agentDefault = budget.scope === 'task' && budget.task_id === null;
    return {
      id: budget.id,
      scope: budget.scope,
      user_id: budget.user_id,
      agent_id: budget.agent_id,
      task_id: budget.task_id,
      unit: budget.unit,
      currency: budget.currency,
      limit: budget.amount,
      period: budget.period,
      time_zone: budget.time_zone,
      spent: agentDefault ? null : (reading?.spent ?? 0),
      editable: await store.editable(viewer, budget),
      created_at: budget.created_at,
      updated_at: budget.updated_at,
    };
  };
  const warningsOf = async (budget: Budget) => {
    const models = await unpricedModels(db, budget);
    return models.length === 0
      ? []
      : [
          {
            code: 'PRICE_UNKNOWN' as const,
            message: `No price is known for ${models.join(', ')}: their turns do not count toward this cost budget. Set a price on the Model prices page.`,
            models,
          },
        ];
  };
  const oneBudget = async (viewer: BudgetViewer, budget: Budget) => ({
    data: { budget: await present(viewer, budget), warnings: await warningsOf(budget) },
  });
  const requeue = async <Result>(change: (hook: BudgetChangeHook) => Promise<Result>): Promise<Result> => {
    let queued: number[] = [];
    const result = await change(async (trx, budget, deleted) => {
      queued = await services.orchestrator.requeueUnderBudget(trx, budget, deleted);
    });
    await services.orchestrator.driveQueued(queued);
    return result;
  };

  app.get(
    '/budgets',
    {
      schema: {
        tags: ['usage'],
        summary: 'The budgets you may see, with what each spent in its current period',
        response: {
          200: dataEnvelope(
            Type.Object({ budgets: Type.Array(BudgetResource) }, { additionalProperties: false }),
          ),
          ...errorResponses(),
        },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const budgets = await store.list(viewer);
      return { data: { budgets: await Promise.all(budgets.map((budget) => present(viewer, budget))) } };
    },
  );

  app.get(
    '/budgets/:id',
    {
      schema: {
        tags: ['usage'],
        summary: 'One budget',
        params: IdParams,
        response: { 200: OneBudget, ...errorResponses('NOT_FOUND') },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      return oneBudget(viewer, await store.get(viewer, request.params.id));
    },
  );

  app.post(
    '/budgets',
    {
      schema: {
        tags: ['usage'],
        summary: 'Sets a budget; a cost budget over models without a price says so in `warnings`',
        body: BudgetBody,
        response: { 201: OneBudget, ...errorResponses('FORBIDDEN', 'NOT_FOUND', ...inputErrors) },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      return reply.code(201).send(await oneBudget(viewer, await store.create(viewer, request.body)));
    },
  );

  app.patch(
    '/budgets/:id',
    {
      schema: {
        tags: ['usage'],
        summary:
          'Changes a budget’s limit, period or time zone; tasks waiting on it that are now under it run on at once',
        params: IdParams,
        body: BudgetChangeBody,
        response: { 200: OneBudget, ...errorResponses('FORBIDDEN', 'NOT_FOUND', ...inputErrors) },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const budget = await requeue((hook) => store.update(viewer, request.params.id, request.body, hook));
      return oneBudget(viewer, budget);
    },
  );

  app.delete(
    '/budgets/:id',
    {
      schema: {
        tags: ['usage'],
        summary: 'Deletes a budget; tasks waiting on it run on at once',
        params: IdParams,
        response: { 200: deletedResponse, ...errorResponses('FORBIDDEN', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      await requeue((hook) => store.delete(viewer, request.params.id, hook));
      return { data: { deleted: true as const } };
    },
  );
}
