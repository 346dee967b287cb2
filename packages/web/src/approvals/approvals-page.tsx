import { Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { PendingApproval } from '../api/api-types';
import { EmptyState } from '../ui/empty-state';
import { AnchorLink } from '../ui/links';
import { LoadError } from '../ui/load-error';
import { Page } from '../ui/page';
import { RelativeTime } from '../ui/relative-time';
import { actionLabel, groupedByTask } from './approval-inbox';
import { approvalsQuery, useDecideApproval } from './approval-queries';

/** Every call awaiting the user's decision, oldest first, each approved or rejected in place. */
export function ApprovalsPage() {
  const approvals = useQuery(approvalsQuery);
  return (
    <Page title="Approvals">
      {approvals.isPending ? (
        <Loader aria-label="Loading approvals" />
      ) : approvals.isError ? (
        <LoadError what="approvals" error={approvals.error} onRetry={() => approvals.refetch()} />
      ) : approvals.data.length === 0 ? (
        <EmptyState icon={<IconChecklist size={28} />} title="Nothing waits for you">
          Calls your agents need you to approve appear here, oldest first.
        </EmptyState>
      ) : (
        <Stack gap="md">
          {groupedByTask(approvals.data).map((calls) => (
            <TaskApprovals key={calls[0]?.task.id} calls={calls} />
          ))}
        </Stack>
      )}
    </Page>
  );
}

function TaskApprovals({ calls }: { calls: readonly PendingApproval[] }) {
  const [first] = calls;
  if (first === undefined) return null;
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>{first.agent.name}</Text>
          {first.task.parent_task_id !== null && <Badge variant="light">Sub-agent</Badge>}
          <AnchorLink to="/tasks/$taskId" params={{ taskId: first.task.id }} fz="sm">
            Task #{first.task.id}
          </AnchorLink>
        </Group>
        <Text fz="sm" c="dimmed" lineClamp={2}>
          {first.task.prompt_excerpt}
        </Text>
        {calls.map((call) => (
          <ApprovalRow key={call.tool_call_id} approval={call} />
        ))}
      </Stack>
    </Card>
  );
}

function ApprovalRow({ approval }: { approval: PendingApproval }) {
  const decide = useDecideApproval();
  const label = actionLabel(approval);
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text>{label}</Text>
        <Text fz="xs" c="dimmed">
          Waiting since <RelativeTime value={approval.waiting_since} />
        </Text>
        {decide.isError && (
          <Text fz="xs" c="red" role="alert">
            {decide.error.message}
          </Text>
        )}
      </Stack>
      <Group gap="xs">
        <Button
          size="xs"
          aria-label={`Approve ${label}`}
          loading={decide.isPending && decide.variables?.decision === 'approve'}
          disabled={decide.isPending}
          onClick={() => decide.mutate({ approval, decision: 'approve' })}
        >
          Approve
        </Button>
        <Button
          size="xs"
          variant="light"
          color="red"
          aria-label={`Reject ${label}`}
          loading={decide.isPending && decide.variables?.decision === 'reject'}
          disabled={decide.isPending}
          onClick={() => decide.mutate({ approval, decision: 'reject' })}
        >
          Reject
        </Button>
      </Group>
    </Group>
  );
}
