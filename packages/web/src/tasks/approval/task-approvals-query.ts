import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import type { ApprovalState } from './approval-standing-text';

/**
 * Where each call the task waits on stands with its approvers, by tool call id. Under the task's
 * key, so whatever marks the task stale (a decision sent, a live event) reads it again too.
 */
export const taskApprovalsQuery = (taskId: number) =>
  queryOptions({
    queryKey: queryKeys.taskApprovals(taskId),
    queryFn: async (): Promise<ReadonlyMap<number, ApprovalState>> => {
      const { calls } = await unwrap(
        api.GET('/api/v1/tasks/{id}/approvals', { params: { path: { id: taskId } } }),
      );
      return new Map(calls.map((call) => [call.tool_call_id, call.approval]));
    },
  });
