import type { Kysely, Transaction } from 'kysely';
import { type Database, nowIso } from '../db/index.js';
import { checkTimeZone } from '../usage/zoned-days.js';
import type { Budget } from './budget.js';
import { BudgetError, invalidField } from './budget-error.js';
import {
  type BudgetChange,
  type BudgetInput,
  checkBudgetInput,
  checkLimit,
  checkPeriod,
} from './budget-input.js';

/** Who asks: administrators manage every budget; members their own and their agents'. */
export interface BudgetViewer {
  readonly userId: number;
  readonly admin: boolean;
}

/** Runs with a budget's change, in its transaction (the tasks waiting on it are queued there). */
export type BudgetChangeHook = (
  trx: Transaction<Database>,
  budget: Budget,
  deleted: boolean,
) => Promise<void>;

const notFound = (id: number) => new BudgetError('NOT_FOUND', `Budget ${id} does not exist.`, { id });

/**
 * Budgets as people manage them. A member reads the global budgets (they limit their tasks too)
 * and their own: their user budgets and those of their agents and tasks; anyone else's is
 * NOT_FOUND. Only administrators set global budgets or budgets of other people.
 */
export class BudgetStore {
  constructor(private readonly db: Kysely<Database>) {}

  async list(viewer: BudgetViewer): Promise<Budget[]> {
    let query = this.db.selectFrom('budgets').selectAll('budgets').orderBy('budgets.id');
    if (!viewer.admin) {
      query = query.where((eb) =>
        eb.or([
          eb('budgets.scope', '=', 'global'),
          eb('budgets.user_id', '=', viewer.userId),
          eb.exists(
            eb
              .selectFrom('agents')
              .select('agents.id')
              .whereRef('agents.id', '=', 'budgets.agent_id')
              .where('agents.user_id', '=', viewer.userId),
          ),
          eb.exists(
            eb
              .selectFrom('tasks')
              .select('tasks.id')
              .whereRef('tasks.id', '=', 'budgets.task_id')
              .where('tasks.user_id', '=', viewer.userId),
          ),
        ]),
      );
    }
    return query.execute();
  }

  /** A budget the viewer may read; NOT_FOUND otherwise. */
  async get(viewer: BudgetViewer, id: number): Promise<Budget> {
    const budget = (await this.list(viewer)).find((each) => each.id === id);
    if (!budget) throw notFound(id);
    return budget;
  }

  /** Whether the viewer may change this budget (a member reads global budgets but does not change them). */
  async editable(viewer: BudgetViewer, budget: Budget): Promise<boolean> {
    if (viewer.admin) return true;
    if (budget.scope === 'global') return false;
    return (await this.ownerOf(budget)) === viewer.userId;
  }

  async create(viewer: BudgetViewer, input: BudgetInput): Promise<Budget> {
    const checked = checkBudgetInput(input);
    if (checked.scope === 'global' && !viewer.admin) {
      throw new BudgetError('FORBIDDEN', 'Only administrators set global budgets.');
    }
    const userId = checked.scope === 'user' ? (input.user_id ?? viewer.userId) : null;
    const agentId = checked.scope === 'agent' || checked.scope === 'task' ? input.agent_id : undefined;
    if ((checked.scope === 'agent' || checked.scope === 'task') && agentId === undefined) {
      throw new BudgetError('BUDGET_INVALID', `A ${checked.scope} budget names its agent.`, {
        fields: { agent_id: 'is required for this scope' },
      });
    }
    if (agentId !== undefined) await this.checkAgent(viewer, agentId);
    if (userId !== null && userId !== viewer.userId) await this.checkUser(viewer, userId);
    const now = nowIso();
    return this.db
      .insertInto('budgets')
      .values({
        ...checked,
        user_id: userId,
        agent_id: agentId ?? null,
        task_id: null,
        created_by: viewer.userId,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async update(
    viewer: BudgetViewer,
    id: number,
    change: BudgetChange,
    hook: BudgetChangeHook,
  ): Promise<Budget> {
    const budget = await this.editableBudget(viewer, id);
    if (budget.scope === 'task' && change.period !== undefined) {
      throw new BudgetError('BUDGET_INVALID', 'period is not used by a per-task budget.', {
        fields: { period: 'is not used by a per-task budget (it counts the whole task)' },
      });
    }
    const amount = change.limit === undefined ? undefined : checkLimit(change.limit);
    if (amount !== undefined && budget.unit === 'tokens' && !Number.isInteger(amount)) {
      throw invalidField('BUDGET_INVALID', 'limit', 'must be a whole number of tokens');
    }
    const values = {
      ...(amount === undefined ? {} : { amount }),
      ...(change.period === undefined ? {} : { period: checkPeriod(change.period) }),
      ...(change.time_zone === undefined || budget.scope === 'task'
        ? {}
        : { time_zone: checkTimeZone(change.time_zone) }),
      updated_at: nowIso(),
    };
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('budgets')
        .set(values)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      if (!updated) throw notFound(id);
      await hook(trx, updated, false);
      return updated;
    });
  }

  async delete(viewer: BudgetViewer, id: number, hook: BudgetChangeHook): Promise<void> {
    const budget = await this.editableBudget(viewer, id);
    await this.db.transaction().execute(async (trx) => {
      const deleted = await trx.deleteFrom('budgets').where('id', '=', id).executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw notFound(id);
      await hook(trx, budget, true);
    });
  }

  private async editableBudget(viewer: BudgetViewer, id: number): Promise<Budget> {
    const budget = await this.get(viewer, id);
    if (!(await this.editable(viewer, budget))) {
      throw new BudgetError('FORBIDDEN', 'Only administrators change global budgets.');
    }
    return budget;
  }

  /** Who a budget belongs to: its user, or its agent's or task's owner; null for a global one. */
  private async ownerOf(budget: Budget): Promise<number | null> {
    if (budget.user_id !== null) return budget.user_id;
    if (budget.agent_id !== null) {
      const agent = await this.db
        .selectFrom('agents')
        .select('user_id')
        .where('id', '=', budget.agent_id)
        .executeTakeFirst();
      return agent?.user_id ?? null;
    }
    if (budget.task_id !== null) {
      const task = await this.db
        .selectFrom('tasks')
        .select('user_id')
        .where('id', '=', budget.task_id)
        .executeTakeFirst();
      return task?.user_id ?? null;
    }
    return null;
  }

  private async checkAgent(viewer: BudgetViewer, agentId: number): Promise<void> {
    const agent = await this.db
      .selectFrom('agents')
      .select('user_id')
      .where('id', '=', agentId)
      .executeTakeFirst();
    if (!agent || (!viewer.admin && agent.user_id !== viewer.userId)) {
      throw new BudgetError('NOT_FOUND', `Agent ${agentId} does not exist.`, {
        fields: { agent_id: 'no such agent' },
      });
    }
  }

  private async checkUser(viewer: BudgetViewer, userId: number): Promise<void> {
    const user = viewer.admin
      ? await this.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()
      : undefined;
    if (!user)
      throw new BudgetError('NOT_FOUND', `User ${userId} does not exist.`, {
        fields: { user_id: 'no such user' },
      });
  }
}
