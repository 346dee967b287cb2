import { Button, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** Copies the text to the clipboard and says so on the button until the copy is a moment old. */
export function CopyTextButton({
  value,
  label,
  copiedLabel,
}: {
  value: string;
  label: string;
  copiedLabel: string;
}) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          variant={copied ? 'filled' : 'default'}
          color={copied ? 'teal' : undefined}
          leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          onClick={copy}
        >
          {copied ? copiedLabel : label}
        </Button>
      )}
    </CopyButton>
  );
}
