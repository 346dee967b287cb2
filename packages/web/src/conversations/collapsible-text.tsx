import { Button } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLongMessage } from './message-length';

/** A message's body, folded to ~20 lines when it is very long, with "Show all" to unfold it. */
export function CollapsibleText({ text, children }: { text: string; children: ReactNode }) {
  const { t } = useTranslation('conversations');
  const [open, setOpen] = useState(false);
  const long = isLongMessage(text);
  return (
    <>
      <div className="spora-message-body" data-collapsed={(long && !open) || undefined}>
        {children}
      </div>
      {long && (
        <Button
          variant="subtle"
          size="compact-xs"
          mt={4}
          leftSection={
            open ? (
              <IconChevronUp size={13} aria-hidden="true" />
            ) : (
              <IconChevronDown size={13} aria-hidden="true" />
            )
          }
          onClick={() => setOpen(!open)}
          aria-expanded={open}
        >
          {open ? t('collapsible.showLess') : t('collapsible.showAll')}
        </Button>
      )}
    </>
  );
}
