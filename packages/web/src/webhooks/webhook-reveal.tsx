import { Alert, Code, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyTextButton } from '../ui/copy-text-button';
import { curlExample } from './webhook-queries';

// Wrapped rather than scrolled: a long token or command stays readable, and no region needs keyboard scrolling.
const wrapped = { whiteSpace: 'pre-wrap', wordBreak: 'break-all' } as const;

/** What is shown once: the URL, the signing secret, and a curl command that sends a signed test delivery. */
export function WebhookReveal({ url, secret }: { url: string | null; secret: string | null }) {
  const { t } = useTranslation('webhooks');
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light">
        {t('reveal.once')}
      </Alert>
      {url !== null && (
        <Stack gap={4}>
          <Text fz="sm" fw={500}>
            {t('reveal.url')}
          </Text>
          <Code block data-testid="webhook-url" style={wrapped}>
            {url}
          </Code>
          <Group>
            <CopyTextButton value={url} label={t('reveal.copyUrl')} copiedLabel={t('reveal.copied')} />
          </Group>
        </Stack>
      )}
      {secret !== null && (
        <Stack gap={4}>
          <Text fz="sm" fw={500}>
            {t('reveal.secret')}
          </Text>
          <Code block data-testid="webhook-secret" style={wrapped}>
            {secret}
          </Code>
          <Group>
            <CopyTextButton value={secret} label={t('reveal.copySecret')} copiedLabel={t('reveal.copied')} />
          </Group>
        </Stack>
      )}
      {url !== null && (
        <Stack gap={4}>
          <Text fz="sm" fw={500}>
            {t('reveal.curl')}
          </Text>
          <Code block style={wrapped}>
            {curlExample(url, secret)}
          </Code>
          <Group>
            <CopyTextButton
              value={curlExample(url, secret)}
              label={t('reveal.copyCurl')}
              copiedLabel={t('reveal.copied')}
            />
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
