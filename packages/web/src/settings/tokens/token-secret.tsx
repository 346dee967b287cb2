import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import type { CreatedToken } from './token-queries';

/**
 * A new token's secret, shown this once: the API never returns it again, so the person copies it
 * now, and the box says so plainly.
 */
export function TokenSecret({ created, onDismiss }: { created: CreatedToken; onDismiss: () => void }) {
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconKey size={18} />}
      title={`Token “${created.api_token.name}” created — copy it now`}
      role="status"
    >
      <Stack gap="sm">
        <Text fz="sm">
          <strong>You will not see it again.</strong> Store it where your script keeps its secrets.
        </Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code
            block
            aria-label="The new token"
            data-testid="new-token-secret"
            style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
          >
            {created.token}
          </Code>
          <CopyButton value={created.token}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'filled' : 'default'}
                color={copied ? 'teal' : undefined}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
              >
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group>
          <Button variant="subtle" size="xs" onClick={onDismiss}>
            I have stored it
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
