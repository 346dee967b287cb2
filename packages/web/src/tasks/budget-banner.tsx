import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconStairsUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agentQuery } from '../api/agents-query';
import type { TaskDetail } from '../api/api-types';
import { useCurrentUser } from '../auth/session';
import { budgetsQuery } from '../budgets/budget-queries';
import { type BudgetReached, budgetAmount, budgetInSentence, budgetPeriod } from '../budgets/budget-wording';
import { numberSeparators } from '../i18n/format';
import { ButtonLink } from '../ui/links';
import type { TaskActions } from './task-actions';

/** How many more steps the banner offers first: as many again, up to the API's limit of 100. */
function suggestedSteps(task: TaskDetail): number {
  return Math.min(100, Math.max(1, task.max_steps));
}

/** What the banner offers first past a budget: a tenth of its limit (at least 1 token or a cent). */
function suggestedAllowance(reached: BudgetReached): number {
  return reached.unit === 'tokens'
    ? Math.max(1, Math.round(reached.limit / 10))
    : Math.max(0.01, Math.round(reached.limit * 10) / 100);
}

/**
 * A task paused in AWAITING_BUDGET — at its step limit or at a budget in tokens or cost: says which
 * limit it reached and offers "allow N more" (it goes on from where it stopped; nothing is asked
 * again and nothing is lost), raising the budget on the Budgets page, or stopping it.
 */
export function BudgetBanner({ task, actions }: { task: TaskDetail; actions: TaskActions }) {
  return task.budget_reached ? (
    <BudgetReachedBanner task={task} reached={task.budget_reached} actions={actions} />
  ) : (
    <StepLimitBanner task={task} actions={actions} />
  );
}

function StepLimitBanner({ task, actions }: { task: TaskDetail; actions: TaskActions }) {
  const { t } = useTranslation('tasks');
  const [steps, setSteps] = useState<number>(suggestedSteps(task));
  const valid = Number.isInteger(steps) && steps >= 1 && steps <= 100;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconStairsUp size={18} aria-hidden="true" />}
      title={t('budget.stepLimitTitle', { count: task.max_steps })}
      data-testid="step-limit-banner"
    >
      <Stack gap="xs">
        <Text fz="sm">{t('budget.stepLimitText')}</Text>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <NumberInput
            label={t('budget.moreSteps')}
            size="xs"
            min={1}
            max={100}
            allowDecimal={false}
            w={110}
            value={steps}
            error={valid ? undefined : t('budget.stepsRange')}
            onChange={(value) => setSteps(typeof value === 'number' ? value : Number.NaN)}
          />
          <Button
            size="xs"
            color="orange"
            disabled={!valid}
            loading={actions.extend.isPending}
            onClick={() => actions.extend.mutate({ steps })}
          >
            {valid ? t('budget.allowSteps', { count: steps }) : t('budget.allowMoreSteps')}
          </Button>
          <StopButton actions={actions} />
        </Group>
      </Stack>
    </Alert>
  );
}

function BudgetReachedBanner({
  task,
  reached,
  actions,
}: {
  task: TaskDetail;
  reached: BudgetReached;
  actions: TaskActions;
}) {
  const { t } = useTranslation('tasks');
  const [amount, setAmount] = useState<number>(suggestedAllowance(reached));
  const tokens = reached.unit === 'tokens';
  const separators = numberSeparators();
  const valid = Number.isFinite(amount) && amount > 0 && (!tokens || Number.isInteger(amount));
  const user = useCurrentUser();
  // The task page has read its agent already: the budget is named after it from the cache.
  const agent = useQuery(agentQuery(task.agent_id));
  // Raising is offered only for a budget the viewer may change (not a global one for a member).
  const budgets = useQuery(budgetsQuery());
  const editable =
    budgets.data?.budgets.some((budget) => budget.id === reached.id && budget.editable) ?? false;
  const named = budgetInSentence(
    { ...reached, task_id: reached.scope === 'task' ? task.id : null },
    {
      userId: user.id,
      agentName: (agentId) => (agentId === task.agent_id ? agent.data?.name : undefined),
    },
  );
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconStairsUp size={18} aria-hidden="true" />}
      title={t('budget.pausedAt', { budget: named })}
      data-testid="budget-banner"
    >
      <Stack gap="xs">
        <Text fz="sm">
          {t('budget.spent', {
            spent: budgetAmount(reached.unit, reached.spent),
            limit: budgetAmount(reached.unit, reached.limit),
            period: budgetPeriod(reached, true),
          })}{' '}
          {t('budget.stopped')} {editable ? t('budget.offerWithRaise') : t('budget.offer')}
        </Text>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <NumberInput
            label={tokens ? t('budget.moreTokens') : t('budget.moreDollars')}
            size="xs"
            min={tokens ? 1 : 0.01}
            allowDecimal={!tokens}
            decimalScale={tokens ? 0 : 2}
            thousandSeparator={separators.thousand}
            decimalSeparator={separators.decimal}
            prefix={tokens ? undefined : '$'}
            w={150}
            value={amount}
            error={valid ? undefined : tokens ? t('budget.tokensRange') : t('budget.dollarsRange')}
            onChange={(value) => setAmount(typeof value === 'number' ? value : Number.NaN)}
          />
          <Button
            size="xs"
            color="orange"
            disabled={!valid}
            loading={actions.extend.isPending}
            onClick={() => actions.extend.mutate(tokens ? { tokens: amount } : { cost: amount })}
          >
            {valid
              ? t('budget.allowAmount', { amount: budgetAmount(reached.unit, amount) })
              : t('budget.allowMore')}
          </Button>
          {editable && (
            <ButtonLink size="xs" variant="default" to="/budgets" search={{ edit: reached.id }}>
              {t('budget.raise')}
            </ButtonLink>
          )}
          <StopButton actions={actions} />
        </Group>
        {!editable && budgets.isSuccess && (
          <Text fz="xs">
            {reached.scope === 'global' ? t('budget.globalOnlyAdmin') : t('budget.notYours')}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

function StopButton({ actions }: { actions: TaskActions }) {
  const { t } = useTranslation('tasks');
  return (
    <Button
      size="xs"
      variant="default"
      loading={actions.abort.isPending}
      onClick={() => actions.abort.mutate()}
    >
      {t('budget.stop')}
    </Button>
  );
}
