import { Box, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's frame: its heading with actions beside it, then its content, at a readable width. */
export function Page({
  title,
  actions,
  children,
  width = 1100,
}: {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  width?: number;
}) {
  return (
    <Box px={{ base: 'sm', sm: 'lg' }} py="lg" maw={width} mx="auto">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }} style={{ minWidth: 0 }}>
            {title}
          </Title>
          {actions !== undefined && <Group gap="xs">{actions}</Group>}
        </Group>
        {children}
      </Stack>
    </Box>
  );
}
