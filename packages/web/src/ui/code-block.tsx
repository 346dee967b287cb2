import { ActionIcon, Tooltip } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** A fenced code block with a copy button that copies exactly the code shown. */
export function CodeBlock({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const pre = useRef<HTMLPreElement>(null);
  const clipboard = useClipboard({ timeout: 1500 });
  const label = clipboard.copied ? t('codeBlock.copied') : t('codeBlock.copy');
  return (
    <div className="spora-code-block">
      <pre ref={pre}>{children}</pre>
      <Tooltip label={label} withArrow position="left">
        <ActionIcon
          className="spora-code-copy"
          variant="default"
          size="sm"
          aria-label={label}
          onClick={() => clipboard.copy(pre.current?.textContent ?? '')}
        >
          {clipboard.copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
        </ActionIcon>
      </Tooltip>
    </div>
  );
}
