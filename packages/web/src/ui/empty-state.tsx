import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a screen shows when there is nothing yet: what this place is for, and the first step. */
export function EmptyState({
  icon,
  title,
  children,
  action,
  headingOrder = 2,
}: {
  icon: ReactNode;
  title: string;
  /** 1 where the empty state is the whole page (nothing else names it). */
  headingOrder?: 1 | 2;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Stack align="center" gap="sm" py={48} px="md" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light">
        {icon}
      </ThemeIcon>
      <Title order={headingOrder} fz="h4">
        {title}
      </Title>
      {children !== undefined && (
        <Text c="dimmed" maw={460}>
          {children}
        </Text>
      )}
      {action}
    </Stack>
  );
}
