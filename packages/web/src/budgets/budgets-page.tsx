import { Alert, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agentsQuery } from '../api/agents-query';
import { useCurrentUser } from '../auth/session';
import { LoadError } from '../ui/load-error';
import { Page } from '../ui/page';
import { BudgetForm, type BudgetFormValues, budgetBody } from './budget-form';
import { budgetsQuery, useBudgetMutations } from './budget-queries';
import { BudgetRow } from './budget-row';
import { type Budget, type BudgetNames, budgetLabel } from './budget-wording';

const route = getRouteApi('/signed-in/budgets');

const newBudget = (timeZone: string): BudgetFormValues => ({
  scope: 'user',
  agentId: null,
  unit: 'tokens',
  limit: 100_000,
  period: 'day',
  timeZone,
});

const valuesOf = (budget: Budget): BudgetFormValues => ({
  scope: budget.scope,
  agentId: budget.agent_id === null ? null : String(budget.agent_id),
  unit: budget.unit,
  limit: budget.limit,
  period: budget.period ?? 'day',
  timeZone: budget.time_zone ?? 'UTC',
});

/**
 * Budgets: limits on tokens or cost, per day or month, for all of your tasks, an agent's tasks or
 * each task of an agent (administrators also set global ones). Reaching one pauses a task before
 * its next model request; raising or deleting it here lets the tasks waiting on it run on at once.
 */
export function BudgetsPage() {
  const { t } = useTranslation('budgets');
  const user = useCurrentUser();
  const admin = user.role === 'admin';
  const { edit } = route.useSearch();
  const budgets = useQuery(budgetsQuery());
  const agents = useQuery(agentsQuery());
  const { create, change, remove } = useBudgetMutations();
  const [editing, setEditing] = useState<number | null>(edit ?? null);
  const [warnings, setWarnings] = useState<string[]>([]);
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  // The agents list answers the viewer's own agents.
  const agentList = agents.data ?? [];
  const names: BudgetNames = {
    userId: user.id,
    agentName: (agentId) => agentList.find((agent) => agent.id === agentId)?.name,
  };

  return (
    <Page title={t('page.title')}>
      <Stack gap="md">
        <Text c="dimmed" fz="sm">
          {t('page.intro')}
        </Text>
        {warnings.map((warning) => (
          <Alert key={warning} color="yellow" variant="light" title={t('page.unpricedTitle')}>
            {warning}
          </Alert>
        ))}
        {budgets.isError && (
          <LoadError what={t('page.loadWhat')} error={budgets.error} onRetry={() => budgets.refetch()} />
        )}
        {budgets.isPending ? (
          <Skeleton h={120} />
        ) : (
          <Paper withBorder p={0}>
            <Table.ScrollContainer minWidth={340}>
              <Table verticalSpacing="sm" data-testid="budgets-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('page.budget')}</Table.Th>
                    <Table.Th>{t('page.spent')}</Table.Th>
                    <Table.Th>
                      <span className="visually-hidden">{t('page.actions')}</span>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(budgets.data?.budgets ?? []).length === 0 && (
                    <Table.Tr>
                      <Table.Td colSpan={3}>
                        <Text c="dimmed" fz="sm">
                          {t('page.empty')}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  )}
                  {(budgets.data?.budgets ?? []).map((budget) =>
                    editing === budget.id ? (
                      <Table.Tr key={budget.id}>
                        <Table.Td colSpan={3}>
                          <Text fw={600} mb="xs">
                            {budgetLabel(budget, names)}
                          </Text>
                          <BudgetForm
                            initial={valuesOf(budget)}
                            editing={budget}
                            agents={agentList}
                            admin={admin}
                            pending={change.isPending}
                            error={change.error}
                            onCancel={() => setEditing(null)}
                            onSubmit={(values) =>
                              change.mutate(
                                {
                                  id: budget.id,
                                  body: {
                                    limit: values.limit,
                                    ...(budget.scope === 'task'
                                      ? {}
                                      : { period: values.period, time_zone: values.timeZone }),
                                  },
                                },
                                { onSuccess: () => setEditing(null) },
                              )
                            }
                          />
                        </Table.Td>
                      </Table.Tr>
                    ) : (
                      <BudgetRow
                        key={budget.id}
                        budget={budget}
                        names={names}
                        deleting={remove.isPending && remove.variables === budget.id}
                        onChange={() => setEditing(budget.id)}
                        onDelete={() => remove.mutate(budget.id)}
                      />
                    ),
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
        <Paper withBorder p="md">
          <Text fw={600} mb="sm">
            {t('page.newBudget')}
          </Text>
          <BudgetForm
            key={create.isSuccess ? `made-${create.data?.budget.id}` : 'new'}
            initial={newBudget(timeZone)}
            editing={null}
            agents={agentList}
            admin={admin}
            pending={create.isPending}
            error={create.error}
            onSubmit={(values) =>
              create.mutate(budgetBody(values), {
                onSuccess: (made) => setWarnings(made.warnings.map((warning) => warning.message)),
              })
            }
          />
        </Paper>
      </Stack>
    </Page>
  );
}
