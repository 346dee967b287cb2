import { Badge, Tooltip } from '@mantine/core';
import { useLiveMode } from '../live/live-mode';

/** Says so when live updates are down and the page is refreshing itself by polling instead. */
export function ConnectionIndicator() {
  const mode = useLiveMode();
  if (mode !== 'polling') return null;
  return (
    <Tooltip label="Live updates are unavailable; this page refreshes every few seconds until they are back.">
      <Badge color="yellow" variant="light" role="status">
        Reconnecting…
      </Badge>
    </Tooltip>
  );
}
