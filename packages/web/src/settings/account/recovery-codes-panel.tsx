import { Alert, Button, Checkbox, Code, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyTextButton } from '../../ui/copy-text-button';

/** Offers the codes as a text file, so they can be kept in a password manager or printed. */
function download(codes: readonly string[]): void {
  const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'spora-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Fresh recovery codes, shown this once (the server keeps only their hashes): the person copies
 * or downloads them and confirms they are saved before the box goes away.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation('settings');
  const [saved, setSaved] = useState(false);
  const text = codes.join('\n');
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconKey size={18} />}
      title={t('twoFactor.codes.title')}
      role="status"
    >
      <Stack gap="sm">
        <Text fz="sm">{t('twoFactor.codes.warning')}</Text>
        <Code block aria-label={t('twoFactor.codes.label')} data-testid="recovery-codes">
          {text}
        </Code>
        <Group gap="xs">
          <CopyTextButton
            value={text}
            label={t('twoFactor.codes.copy')}
            copiedLabel={t('twoFactor.codes.copied')}
          />
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => download(codes)}>
            {t('twoFactor.codes.download')}
          </Button>
        </Group>
        <Checkbox
          label={t('twoFactor.codes.saved')}
          checked={saved}
          onChange={(event) => setSaved(event.currentTarget.checked)}
        />
        <Group>
          <Button disabled={!saved} onClick={onDone}>
            {t('twoFactor.codes.done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
