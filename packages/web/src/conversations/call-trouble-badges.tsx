import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Calls a person rejected or that failed, next to the status: a COMPLETED conversation whose call
 * was refused is not a plain success.
 */
export function CallTroubleBadges({
  rejected,
  failed,
  size = 'sm',
}: {
  rejected: number;
  failed: number;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation('conversations');
  return (
    <>
      {rejected > 0 && (
        <Badge color="red" variant="light" size={size} data-testid="rejected-calls">
          {t('callTrouble.rejected', { count: rejected })}
        </Badge>
      )}
      {failed > 0 && (
        <Badge color="red" variant="light" size={size} data-testid="failed-calls">
          {t('callTrouble.failed', { count: failed })}
        </Badge>
      )}
    </>
  );
}
