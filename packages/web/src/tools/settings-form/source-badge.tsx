import { Badge } from '@mantine/core';
import { type SettingSource, sourceLabels } from './setting-types';

const colours: Record<SettingSource, string> = {
  default: 'gray',
  global: 'grape',
  user: 'blue',
  agent: 'teal',
};

/** Which layer a value comes from, named for screen readers too. */
export function SourceBadge({ source }: { source: SettingSource }) {
  return (
    <Badge
      size="sm"
      variant="light"
      color={colours[source]}
      aria-label={`Value from: ${sourceLabels[source]}`}
      data-testid="setting-source"
    >
      {sourceLabels[source]}
    </Badge>
  );
}
