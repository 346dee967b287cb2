import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** One row of a list the rehearsal form edits (a rule, a scripted result): a bordered, named group. */
export function DraftRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm" m={0} miw={0} component="fieldset" aria-label={label}>
      <Stack gap="xs">{children}</Stack>
    </Paper>
  );
}
