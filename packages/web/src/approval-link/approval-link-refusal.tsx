import { Alert, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { AnchorLink } from '../ui/links';

/** What each refusal of an approval link means to the person who followed it (catalogue keys). */
const refusals = {
  APPROVAL_LINK_USED: { title: 'refusal.used.title', text: 'refusal.used.text' },
  APPROVAL_LINK_EXPIRED: { title: 'refusal.expired.title', text: 'refusal.expired.text' },
  APPROVAL_NOT_PENDING: { title: 'refusal.notPending.title', text: 'refusal.notPending.text' },
  APPROVAL_ARGUMENTS_CHANGED: {
    title: 'refusal.argumentsChanged.title',
    text: 'refusal.argumentsChanged.text',
  },
  APPROVAL_NOT_ALLOWED: { title: 'refusal.notAllowed.title', text: 'refusal.notAllowed.text' },
  TOO_MANY_REQUESTS: { title: 'refusal.tooMany.title', text: 'refusal.tooMany.text' },
} as const;

const notWorking = { title: 'refusal.notWorking.title', text: 'refusal.notWorking.text' } as const;

function isRefusalCode(code: string): code is keyof typeof refusals {
  return Object.hasOwn(refusals, code);
}

/** The task a refusal names, for a link to decide there instead. */
function taskIdOf(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  const taskId = (error.details as { task_id?: unknown } | undefined)?.task_id;
  return typeof taskId === 'number' ? taskId : null;
}

/** Why an approval link decides nothing, and where to go instead. */
export function ApprovalLinkRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation('approval-link');
  const known = error instanceof ApiError && isRefusalCode(error.code) ? refusals[error.code] : undefined;
  const shown =
    known !== undefined
      ? { title: t(known.title), text: t(known.text) }
      : error instanceof ApiError &&
          error.code !== 'APPROVAL_LINK_INVALID' &&
          error.code !== 'VALIDATION_ERROR'
        ? { title: t('refusal.nothingDecided'), text: error.message }
        : { title: t(notWorking.title), text: t(notWorking.text) };
  const taskId = taskIdOf(error);
  return (
    <Stack gap="sm">
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title={shown.title}>
        {shown.text}
      </Alert>
      {taskId === null ? (
        <AnchorLink to="/">{t('refusal.openSpora')}</AnchorLink>
      ) : (
        <AnchorLink to="/tasks/$taskId" params={{ taskId }}>
          {t('refusal.openTask', { id: taskId })}
        </AnchorLink>
      )}
    </Stack>
  );
}
