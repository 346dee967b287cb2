import { Box, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's frame: its heading with actions beside it, then its content, at a readable width. */
export function Page({
  title,
  breadcrumb,
  actions,
  children,
  width = 1100,
}: {
  title: ReactNode;
  /** A link up to the page this one belongs to, shown above the heading. */
  breadcrumb?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  width?: number;
}) {
  return (
    <Box px={{ base: 'sm', sm: 'lg' }} py="lg" maw={width} mx="auto">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            {breadcrumb}
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
              {title}
            </Title>
          </Stack>
          {actions !== undefined && <Group gap="xs">{actions}</Group>}
        </Group>
        {children}
      </Stack>
    </Box>
  );
}
