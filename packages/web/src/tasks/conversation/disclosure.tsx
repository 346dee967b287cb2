import { Box, Collapse, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';

/** A labelled section that opens and closes, announced as such (a button with `aria-expanded`). */
export function Disclosure({
  label,
  hint,
  defaultOpen = false,
  children,
}: {
  label: string;
  hint?: ReactNode;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const regionId = useId();
  return (
    <Box>
      <UnstyledButton
        className="spora-disclosure"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((current) => !current)}
      >
        <Group gap={6} wrap="nowrap">
          <IconChevronRight
            size={14}
            aria-hidden="true"
            style={{ transform: open ? 'rotate(90deg)' : undefined, transition: 'transform 120ms ease' }}
          />
          <Text fz="sm" fw={500}>
            {label}
          </Text>
          {hint !== undefined && (
            <Text fz="xs" c="dimmed" truncate>
              {hint}
            </Text>
          )}
        </Group>
      </UnstyledButton>
      <Collapse expanded={open} id={regionId} transitionDuration={120} keepMounted={false}>
        <Box pt={6}>{children}</Box>
      </Collapse>
    </Box>
  );
}
