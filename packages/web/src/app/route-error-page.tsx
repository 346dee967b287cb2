import { Button, Code, Stack } from '@mantine/core';
import { IconBug } from '@tabler/icons-react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { EmptyState } from '../ui/empty-state';

/** Shown when a page fails to load or render; the page can be tried again without a reload. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  return (
    <EmptyState
      icon={<IconBug size={28} />}
      title="This page could not be shown"
      action={
        <Stack align="center" gap="xs">
          <Code>{error instanceof Error ? error.message : String(error)}</Code>
          <Button onClick={reset}>Try again</Button>
        </Stack>
      }
    >
      Something went wrong while loading it. Your work is saved on the server.
    </EmptyState>
  );
}
