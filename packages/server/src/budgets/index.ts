export { readApplicableBudgets } from './applicable-budgets.js';
export {
  type Budget,
  type BudgetPeriod,
  type BudgetReached,
  type BudgetScope,
  type BudgetUnit,
  budgetCurrencies,
  budgetPeriods,
  budgetScopes,
  budgetUnits,
  parseBudgetAllowances,
  parseBudgetReached,
} from './budget.js';
export { budgetName, spentOf } from './budget-description.js';
export { BudgetError, type BudgetErrorCode } from './budget-error.js';
export { firstReachedBudget } from './budget-gate.js';
export { type BudgetChange, type BudgetInput, checkLimit, checkTaskBudget } from './budget-input.js';
export { readSpending } from './budget-spending.js';
export { type BudgetChangeHook, BudgetStore, type BudgetViewer } from './budget-store.js';
export { insertTaskBudget } from './task-budget.js';
export { unpricedModels } from './unpriced-models.js';
