import { Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatDateTime, formatRelative } from '../i18n/format';

/** "5 minutes ago", kept current, with the exact time on hover. */
export function RelativeTime({ value }: { value: string }) {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), 30_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Tooltip label={formatDateTime(value)} openDelay={400}>
      <time dateTime={value}>{formatRelative(value)}</time>
    </Tooltip>
  );
}
