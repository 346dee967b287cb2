import { Text } from '@mantine/core';
import type { PendingApproval } from '../api/api-types';

/**
 * Who else may decide the call. The approval resource does not say yet (approver roles and quorum
 * add it); until it does, the owner of a task is the only one who may decide its calls, which is
 * what this line says. When the resource gains the field, this is the one place that renders it.
 */
export function OtherDeciders(_props: { approval: PendingApproval }) {
  return (
    <Text fz="xs" c="dimmed">
      Only you can decide this call.
    </Text>
  );
}
