import { IconMapOff } from '@tabler/icons-react';
import { EmptyState } from '../ui/empty-state';
import { ButtonLink } from '../ui/links';

export function NotFoundPage() {
  return (
    <EmptyState
      icon={<IconMapOff size={28} />}
      title="Nothing here"
      action={<ButtonLink to="/">Go to your agents</ButtonLink>}
    >
      This page does not exist, or it belongs to someone else.
    </EmptyState>
  );
}
