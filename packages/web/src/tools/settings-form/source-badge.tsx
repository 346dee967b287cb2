import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type SettingSource, sourceLabelKeys } from './setting-types';

const colours: Record<SettingSource, string> = {
  default: 'gray',
  global: 'grape',
  user: 'blue',
  agent: 'teal',
};

/** Which layer a value comes from, named for screen readers too. */
export function SourceBadge({ source }: { source: SettingSource }) {
  const { t } = useTranslation('tools');
  const label = t(sourceLabelKeys[source]);
  return (
    <Badge
      size="sm"
      variant="light"
      color={colours[source]}
      aria-label={t('source.valueFrom', { source: label })}
      data-testid="setting-source"
    >
      {label}
    </Badge>
  );
}
