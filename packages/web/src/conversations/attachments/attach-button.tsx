import { ActionIcon, FileButton, Tooltip } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './attachments.css';

/** Opens the file picker; the picked files go to `add`. */
export function AttachButton({
  add,
  disabled,
}: {
  add: (files: readonly File[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('conversations');
  // Cleared after each pick, so that picking the same file again (after removing it) is noticed.
  const reset = useRef<() => void>(null);
  return (
    <FileButton
      onChange={(files) => {
        add(files);
        reset.current?.();
      }}
      resetRef={reset}
      multiple
      disabled={disabled}
    >
      {(props) => (
        <Tooltip label={t('attachments.attach')}>
          <ActionIcon
            {...props}
            variant="subtle"
            color="gray"
            radius="xl"
            size="md"
            aria-label={t('attachments.attach')}
            disabled={disabled}
            data-testid="attach-files"
          >
            <IconPaperclip size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      )}
    </FileButton>
  );
}
