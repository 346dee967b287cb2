import { Box, Collapse, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';

/**
 * A labelled section that opens and closes, announced as such (a button with `aria-expanded`).
 * The hint is a summary of what opens, so it shows only while closed: the content is never read
 * twice. The label never wraps; a long hint wraps within two lines instead of running off the card.
 */
export function Disclosure({
  label,
  hint,
  icon,
  tone,
  defaultOpen = false,
  children,
}: {
  label: string;
  hint?: ReactNode;
  /** Beside the hint, and kept while open (a result's success or failure). */
  icon?: ReactNode;
  /** `error`: the label reads in the error colour (a failed result). */
  tone?: 'error';
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
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconChevronRight
            size={14}
            aria-hidden="true"
            className="spora-disclosure-chevron"
            style={{ transform: open ? 'rotate(90deg)' : undefined, transition: 'transform 120ms ease' }}
          />
          <Text
            fz="sm"
            fw={500}
            className="spora-disclosure-label"
            c={tone === 'error' ? 'var(--mantine-color-red-text)' : undefined}
          >
            {label}
          </Text>
          {icon !== undefined && <span className="spora-disclosure-icon">{icon}</span>}
          {hint !== undefined && !open && (
            <Text fz="xs" c="dimmed" lineClamp={2} className="spora-disclosure-hint">
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
