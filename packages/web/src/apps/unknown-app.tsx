import { Group } from '@mantine/core';
import { IconPuzzleOff } from '@tabler/icons-react';
import { useCurrentUser } from '../auth/session';
import { EmptyState } from '../ui/empty-state';
import { ButtonLink } from '../ui/links';

/** A link to a panel no loaded plugin has (a mistyped slug or panel, or a plugin removed since). */
export function UnknownApp({ slug, panel }: { slug: string; panel: string }) {
  const user = useCurrentUser();
  return (
    <EmptyState
      icon={<IconPuzzleOff size={28} />}
      title="Unknown app"
      action={
        <Group gap="sm" justify="center">
          <ButtonLink to="/">Go to your agents</ButtonLink>
          {user.is_admin && (
            <ButtonLink to="/admin/plugins" variant="default">
              Open Plugins
            </ButtonLink>
          )}
        </Group>
      }
    >
      No plugin adds a panel “{panel}” under “{slug}”. The plugin may have been removed, or refused when the
      server started.
    </EmptyState>
  );
}
