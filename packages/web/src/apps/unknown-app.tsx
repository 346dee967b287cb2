import { Group } from '@mantine/core';
import { IconPuzzleOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../auth/session';
import { EmptyState } from '../ui/empty-state';
import { ButtonLink } from '../ui/links';

/** A link to a panel no loaded plugin has (a mistyped slug or panel, or a plugin removed since). */
export function UnknownApp({ slug, panel }: { slug: string; panel: string }) {
  const { t } = useTranslation('apps');
  const user = useCurrentUser();
  return (
    <EmptyState
      icon={<IconPuzzleOff size={28} />}
      title={t('unknown.title')}
      action={
        <Group gap="sm" justify="center">
          <ButtonLink to="/">{t('unknown.goToAgents')}</ButtonLink>
          {user.is_admin && (
            <ButtonLink to="/admin/plugins" variant="default">
              {t('unknown.openPlugins')}
            </ButtonLink>
          )}
        </Group>
      }
    >
      {t('unknown.body', { panel, slug })}
    </EmptyState>
  );
}
