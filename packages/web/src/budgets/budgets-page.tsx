import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { agentsQuery } from '../api/agents-query';
import { useCurrentUser } from '../auth/session';
import { LoadError } from '../ui/load-error';
import { Page } from '../ui/page';
import { BudgetForm, type BudgetFormValues, budgetBody } from './budget-form';
import { budgetsQuery, useBudgetMutations } from './budget-queries';
import { type Budget, budgetAmount, budgetLabel } from './budget-wording';

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

  return (
    <Page title="Budgets">
      <Stack gap="md">
        <Text c="dimmed" fz="sm">
          A task that reaches a budget pauses before it asks the model again; its page offers to allow it
          more. Raising or deleting a budget lets every task waiting on it carry on at once.
        </Text>
        {warnings.map((warning) => (
          <Alert key={warning} color="yellow" variant="light" title="Some turns cannot be priced">
            {warning}
          </Alert>
        ))}
        {budgets.isError && (
          <LoadError what="the budgets" error={budgets.error} onRetry={() => budgets.refetch()} />
        )}
        {budgets.isPending ? (
          <Skeleton h={120} />
        ) : (
          <Paper withBorder p={0}>
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="sm" data-testid="budgets-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Budget</Table.Th>
                    <Table.Th>Spent</Table.Th>
                    <Table.Th>Limit</Table.Th>
                    <Table.Th>Period</Table.Th>
                    <Table.Th>
                      <span className="visually-hidden">Actions</span>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(budgets.data?.budgets ?? []).length === 0 && (
                    <Table.Tr>
                      <Table.Td colSpan={5}>
                        <Text c="dimmed" fz="sm">
                          No budgets yet.
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  )}
                  {(budgets.data?.budgets ?? []).map((budget) =>
                    editing === budget.id ? (
                      <Table.Tr key={budget.id}>
                        <Table.Td colSpan={5}>
                          <Text fw={600} mb="xs">
                            {budgetLabel(budget)}
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
                      <Table.Tr key={budget.id}>
                        <Table.Td>
                          <Group gap="xs">
                            <Text fz="sm">{budgetLabel(budget)}</Text>
                            {budget.spent !== null && budget.spent >= budget.limit && (
                              <Badge color="orange" variant="light">
                                Reached
                              </Badge>
                            )}
                          </Group>
                        </Table.Td>
                        <Table.Td>
                          {budget.spent === null ? '—' : budgetAmount(budget.unit, budget.spent)}
                        </Table.Td>
                        <Table.Td>{budgetAmount(budget.unit, budget.limit)}</Table.Td>
                        <Table.Td>
                          {budget.period
                            ? `per ${budget.period} (${budget.time_zone ?? 'UTC'})`
                            : 'whole task'}
                        </Table.Td>
                        <Table.Td>
                          {budget.editable && (
                            <Group gap="xs" justify="flex-end" wrap="nowrap">
                              <Button size="xs" variant="default" onClick={() => setEditing(budget.id)}>
                                Change
                              </Button>
                              <Button
                                size="xs"
                                variant="subtle"
                                color="red"
                                loading={remove.isPending && remove.variables === budget.id}
                                onClick={() => remove.mutate(budget.id)}
                              >
                                Delete
                              </Button>
                            </Group>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ),
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
        <Paper withBorder p="md">
          <Text fw={600} mb="sm">
            New budget
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
