import Type from 'typebox';
import { Id, Nullable, Timestamp } from './common.js';
import { named } from './named.js';

/** A budget as the API shows it, with what its scope spent in the current period. */
export const BudgetResource = Type.Object(
  {
    id: Type.Integer(),
    scope: Type.Union(
      [Type.Literal('global'), Type.Literal('user'), Type.Literal('agent'), Type.Literal('task')],
      {
        description:
          '`global` (every task), `user` (tasks of `user_id`), `agent` (tasks of `agent_id`), `task` (one task, `task_id`; or each task of `agent_id` by default)',
      },
    ),
    user_id: Nullable(Type.Integer()),
    agent_id: Nullable(Type.Integer()),
    task_id: Nullable(Type.Integer()),
    unit: Type.Union([Type.Literal('tokens'), Type.Literal('cost')]),
    currency: Nullable(Type.Literal('USD')),
    limit: Type.Number({ description: 'Tokens, or `currency` for cost' }),
    period: Nullable(
      Type.Union([Type.Literal('day'), Type.Literal('month')], { description: 'null for task budgets' }),
    ),
    time_zone: Nullable(Type.String({ description: "IANA zone of the period's boundaries" })),
    spent: Nullable(
      Type.Number({
        description:
          "What its scope spent in the current period (a task budget: the task's life); null for an agent's default per-task budget",
      }),
    ),
    editable: Type.Boolean({ description: 'Whether you may change or delete it' }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { additionalProperties: false, ...named('Budget') },
);

/** A warning when a budget is set: `PRICE_UNKNOWN` names the models whose turns it cannot price. */
export const BudgetWarning = Type.Object(
  {
    code: Type.Literal('PRICE_UNKNOWN'),
    message: Type.String(),
    models: Type.Array(Type.String()),
  },
  { additionalProperties: false, ...named('BudgetWarning') },
);

// Strings, not enums: each wrong value is refused with its own code (BUDGET_UNIT_UNKNOWN, …).
const limit = Type.Number({ description: 'Above 0; tokens are a whole number' });
const period = Type.String({ description: '`day` or `month`; not for `task` budgets' });
const timeZone = Type.String({ maxLength: 64, description: 'IANA time zone, default UTC' });

export const BudgetBody = Type.Object(
  {
    scope: Type.String({
      description:
        '`global` (administrators), `user`, `agent` or `task` (an agent’s default per-task budget)',
    }),
    unit: Type.String({ description: '`tokens` or `cost`' }),
    limit,
    currency: Type.Optional(
      Type.String({ maxLength: 8, description: 'For cost: `USD` (the default and only one)' }),
    ),
    period: Type.Optional(period),
    time_zone: Type.Optional(timeZone),
    user_id: Type.Optional(Id),
    agent_id: Type.Optional(Id),
  },
  { additionalProperties: false },
);

export const BudgetChangeBody = Type.Object(
  { limit: Type.Optional(limit), period: Type.Optional(period), time_zone: Type.Optional(timeZone) },
  { additionalProperties: false },
);

/** A per-task budget given when a task starts. */
export const TaskBudgetBody = Type.Object(
  {
    unit: Type.String({ description: '`tokens` or `cost`' }),
    limit,
    currency: Type.Optional(Type.String({ maxLength: 8, description: 'For cost: `USD`' })),
  },
  {
    additionalProperties: false,
    description: "This task's own budget for its whole life; replaces its agent's default in that unit",
  },
);
