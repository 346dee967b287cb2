import { Badge } from '@mantine/core';

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
  return (
    <>
      {rejected > 0 && (
        <Badge color="red" variant="light" size={size} data-testid="rejected-calls">
          {rejected} rejected
        </Badge>
      )}
      {failed > 0 && (
        <Badge color="red" variant="light" size={size} data-testid="failed-calls">
          {failed} failed
        </Badge>
      )}
    </>
  );
}
