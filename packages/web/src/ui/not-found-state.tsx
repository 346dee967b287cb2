import { IconMapOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { ButtonLink } from './links';

/**
 * Every "not found" in the app looks the same: a page, an agent, a task. It never says whether the
 * thing exists for someone else (the API answers 404 either way). `back` replaces the way home.
 */
export function NotFoundState({
  title = 'Nothing here',
  children = 'This page does not exist, or it belongs to someone else.',
  back,
}: {
  title?: string;
  children?: ReactNode;
  back?: ReactNode;
}) {
  return (
    <EmptyState
      icon={<IconMapOff size={28} />}
      title={title}
      headingOrder={1}
      action={back ?? <ButtonLink to="/">Go to your agents</ButtonLink>}
    >
      {children}
    </EmptyState>
  );
}
