import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLiveMode } from '../live/live-mode';

/** Says so when live updates are down and the page is refreshing itself by polling instead. */
export function ConnectionIndicator() {
  const { t } = useTranslation('common');
  const mode = useLiveMode();
  if (mode !== 'polling') return null;
  return (
    <Tooltip label={t('connection.polling')}>
      <Badge color="yellow" variant="light" role="status">
        {t('connection.reconnecting')}
      </Badge>
    </Tooltip>
  );
}
