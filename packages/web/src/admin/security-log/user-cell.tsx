import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A user as the log names them: their address now (allowed to wrap before the `@`), their id once
 * the account is gone, or `absent` when there is none (a stranger, a server-wide change).
 */
export function UserCell({ id, email, absent }: { id: number | null; email: string | null; absent: string }) {
  const { t } = useTranslation('admin');
  if (id === null) {
    return (
      <Text fz="sm" c="dimmed">
        {absent}
      </Text>
    );
  }
  if (email === null) return <Text fz="sm">{t('securityLog.deletedUser', { id })}</Text>;
  const at = email.indexOf('@');
  return (
    <Text fz="sm">
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </Text>
  );
}
