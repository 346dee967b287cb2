import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { CopyTextButton } from '../../ui/copy-text-button';
import type { CreatedToken } from './token-queries';

/**
 * A new token's secret, shown this once: the API never returns it again, so the person copies it
 * now, and the box says so plainly.
 */
export function TokenSecret({ created, onDismiss }: { created: CreatedToken; onDismiss: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconKey size={18} />}
      title={t('tokens.secret.title', { name: created.api_token.name })}
      role="status"
    >
      <Stack gap="sm">
        <Text fz="sm">
          <Trans t={t} i18nKey="tokens.secret.warning" components={{ strong: <strong /> }} />
        </Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code
            block
            aria-label={t('tokens.secret.label')}
            data-testid="new-token-secret"
            style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
          >
            {created.token}
          </Code>
          <CopyTextButton
            value={created.token}
            label={t('tokens.secret.copy')}
            copiedLabel={t('tokens.secret.copied')}
          />
        </Group>
        <Group>
          <Button variant="subtle" size="xs" onClick={onDismiss}>
            {t('tokens.secret.dismiss')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
