import { Alert, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError } from '../api/api-error';
import { AnchorLink } from '../ui/links';

/** What each refusal of an approval link means to the person who followed it. */
const refusals: Readonly<Record<string, { readonly title: string; readonly text: string }>> = {
  APPROVAL_LINK_USED: {
    title: 'This link was used already',
    text: 'Each link in an approval e-mail decides once. Nothing more was decided now.',
  },
  APPROVAL_LINK_EXPIRED: {
    title: 'This link has expired',
    text: 'Approval links work for a limited time. Decide on the task in Spora instead.',
  },
  APPROVAL_NOT_PENDING: {
    title: 'Nothing to decide any more',
    text: 'This action no longer waits for a decision: someone decided it already, or its task stopped.',
  },
  APPROVAL_ARGUMENTS_CHANGED: {
    title: 'The action changed',
    text: 'Its arguments are no longer the ones the e-mail showed, so the link cannot decide it. Look at it in Spora.',
  },
  APPROVAL_NOT_ALLOWED: {
    title: 'You may no longer decide this',
    text: 'Your account can no longer approve or reject this action.',
  },
  TOO_MANY_REQUESTS: {
    title: 'Too many attempts',
    text: 'Wait a few minutes, then open the link again.',
  },
};

const notWorking = {
  title: 'This link does not work',
  text: 'It is incomplete or was changed. Open the approval e-mail again, or decide in Spora.',
};

/** The task a refusal names, for a link to decide there instead. */
function taskIdOf(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  const taskId = (error.details as { task_id?: unknown } | undefined)?.task_id;
  return typeof taskId === 'number' ? taskId : null;
}

/** Why an approval link decides nothing, and where to go instead. */
export function ApprovalLinkRefusal({ error }: { error: unknown }) {
  const known = error instanceof ApiError ? refusals[error.code] : undefined;
  const shown =
    known ??
    (error instanceof ApiError && error.code !== 'APPROVAL_LINK_INVALID' && error.code !== 'VALIDATION_ERROR'
      ? { title: 'Nothing was decided', text: error.message }
      : notWorking);
  const taskId = taskIdOf(error);
  return (
    <Stack gap="sm">
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title={shown.title}>
        {shown.text}
      </Alert>
      {taskId === null ? (
        <AnchorLink to="/">Open Spora</AnchorLink>
      ) : (
        <AnchorLink to="/tasks/$taskId" params={{ taskId }}>
          Open task #{taskId} in Spora
        </AnchorLink>
      )}
    </Stack>
  );
}
