import { Button, Code, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { RelativeTime } from '../../ui/relative-time';
import type { ApiToken } from './token-queries';

function Expiry({ value }: { value: string | null }) {
  if (value === null) return <Text fz="sm">Never</Text>;
  if (new Date(value).getTime() <= Date.now())
    return (
      <Text fz="sm" c="red">
        Expired <RelativeTime value={value} />
      </Text>
    );
  return <RelativeTime value={value} />;
}

/**
 * The person's tokens: which is which (name, first characters), when each was last used, revoke.
 * Below the `sm` breakpoint each row stacks into a card (settings.css), so Revoke stays in view.
 */
export function TokenTable({
  tokens,
  onRevoke,
}: {
  tokens: readonly ApiToken[];
  onRevoke: (token: ApiToken) => void;
}) {
  return (
    <Table verticalSpacing="sm" highlightOnHover={false} aria-label="Your API tokens" className="token-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Token</Table.Th>
          <Table.Th>Created</Table.Th>
          <Table.Th>Last used</Table.Th>
          <Table.Th>Expires</Table.Th>
          <Table.Th>
            <span className="visually-hidden">Actions</span>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tokens.map((token) => (
          <Table.Tr key={token.id}>
            <Table.Td data-label="Name" style={{ overflowWrap: 'anywhere' }}>
              {token.name}
            </Table.Td>
            <Table.Td data-label="Token">
              <Code style={{ whiteSpace: 'nowrap' }}>{token.token_prefix}…</Code>
            </Table.Td>
            <Table.Td data-label="Created">
              <RelativeTime value={token.created_at} />
            </Table.Td>
            <Table.Td data-label="Last used">
              {token.last_used_at === null ? (
                <Text fz="sm" c="dimmed">
                  Never
                </Text>
              ) : (
                <RelativeTime value={token.last_used_at} />
              )}
            </Table.Td>
            <Table.Td data-label="Expires">
              <Expiry value={token.expires_at} />
            </Table.Td>
            <Table.Td className="token-table-actions" ta="right">
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={16} />}
                onClick={() => onRevoke(token)}
                aria-label={`Revoke ${token.name}`}
              >
                Revoke
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
