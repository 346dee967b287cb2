import { Badge, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RehearsalStatus, RehearsalSummary } from './rehearsal-types';

const colors: Record<RehearsalStatus, string> = {
  running: 'blue',
  completed: 'teal',
  failed: 'red',
  cancelled: 'gray',
};

export function RehearsalStatusBadge({ status }: { status: RehearsalStatus }) {
  const { t } = useTranslation('rehearsals');
  return (
    <Badge
      color={colors[status]}
      variant="light"
      style={{ flexShrink: 0 }}
      leftSection={status === 'running' ? <Loader size={10} color={colors[status]} aria-hidden /> : undefined}
      data-testid="rehearsal-status"
    >
      {t(`status.${status}`)}
    </Badge>
  );
}

/** What was rehearsed, in words: "One prompt", "The last 3 tasks", "Prompt set “Billing”". */
export function useSourceText(): (source: RehearsalSummary['source']) => string {
  const { t } = useTranslation('rehearsals');
  return (source) => {
    switch (source.kind) {
      case 'prompt':
        return t('source.prompt');
      case 'past_tasks':
        return t('source.pastTasks', { count: source.count ?? 0 });
      case 'prompt_set':
        return source.prompt_set_name == null
          ? t('source.promptSetGone')
          : t('source.promptSet', { name: source.prompt_set_name });
    }
  };
}
