import { IconMapOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
import { ButtonLink } from './links';

/**
 * Every "not found" in the app looks the same: a page, an agent, a task. It never says whether the
 * thing exists for someone else (the API answers 404 either way). `back` replaces the way home.
 */
export function NotFoundState({
  title,
  children,
  back,
}: {
  title?: string;
  children?: ReactNode;
  back?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <EmptyState
      icon={<IconMapOff size={28} />}
      title={title ?? t('notFound.title')}
      headingOrder={1}
      action={back ?? <ButtonLink to="/">{t('notFound.home')}</ButtonLink>}
    >
      {children ?? t('notFound.body')}
    </EmptyState>
  );
}
