import { Button, Code, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { agentsQuery } from '../../api/agents-query';
import { RelativeTime } from '../../ui/relative-time';
import type { ApiToken } from './token-queries';

/** The agents a token is limited to, by name; an agent deleted since shows as its number. */
function TokenAgents({ agentIds }: { agentIds: readonly number[] | null }) {
  const { t } = useTranslation('settings');
  const agents = useQuery(agentsQuery());
  if (agentIds === null)
    return (
      <Text fz="xs" c="dimmed">
        {t('tokens.table.allAgents')}
      </Text>
    );
  const names = new Map((agents.data ?? []).map((agent) => [agent.id, agent.name]));
  return (
    <Text fz="xs" c="dimmed">
      {t('tokens.table.onlyAgents', { names: agentIds.map((id) => names.get(id) ?? `#${id}`).join(', ') })}
    </Text>
  );
}

function Expiry({ value }: { value: string | null }) {
  const { t } = useTranslation('settings');
  if (value === null) return <Text fz="sm">{t('tokens.table.never')}</Text>;
  if (new Date(value).getTime() <= Date.now())
    return (
      <Text fz="sm" c="red">
        <Trans t={t} i18nKey="tokens.table.expired" components={{ time: <RelativeTime value={value} /> }} />
      </Text>
    );
  return <RelativeTime value={value} />;
}

/**
 * The person's tokens: which is which (name, first characters), what each may do (scope, agents),
 * when each was last used and expires, revoke.
 * Below the `sm` breakpoint each row stacks into a card (settings.css), so Revoke stays in view.
 */
export function TokenTable({
  tokens,
  onRevoke,
}: {
  tokens: readonly ApiToken[];
  onRevoke: (token: ApiToken) => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <Table
      verticalSpacing="sm"
      highlightOnHover={false}
      aria-label={t('tokens.table.label')}
      className="token-table"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('tokens.table.name')}</Table.Th>
          <Table.Th>{t('tokens.table.token')}</Table.Th>
          <Table.Th>{t('tokens.table.scope')}</Table.Th>
          <Table.Th>{t('tokens.table.created')}</Table.Th>
          <Table.Th>{t('tokens.table.lastUsed')}</Table.Th>
          <Table.Th>{t('tokens.table.expires')}</Table.Th>
          <Table.Th>
            <span className="visually-hidden">{t('tokens.table.actions')}</span>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tokens.map((token) => (
          <Table.Tr key={token.id}>
            <Table.Td data-label={t('tokens.table.name')} style={{ overflowWrap: 'anywhere' }}>
              {token.name}
            </Table.Td>
            <Table.Td data-label={t('tokens.table.token')}>
              <Code style={{ whiteSpace: 'nowrap' }}>{token.token_prefix}…</Code>
            </Table.Td>
            {/* Scope and agents share a column: the table stays within the page at desktop width. */}
            <Table.Td data-label={t('tokens.table.scope')}>
              <Text fz="sm" fw={token.scope === 'admin' ? 600 : undefined} style={{ whiteSpace: 'nowrap' }}>
                {t(`tokens.scopes.${token.scope}`)}
              </Text>
              <TokenAgents agentIds={token.agent_ids} />
            </Table.Td>
            <Table.Td data-label={t('tokens.table.created')}>
              <RelativeTime value={token.created_at} />
            </Table.Td>
            <Table.Td data-label={t('tokens.table.lastUsed')}>
              {token.last_used_at === null ? (
                <Text fz="sm" c="dimmed">
                  {t('tokens.table.never')}
                </Text>
              ) : (
                <RelativeTime value={token.last_used_at} />
              )}
            </Table.Td>
            <Table.Td data-label={t('tokens.table.expires')}>
              <Expiry value={token.expires_at} />
            </Table.Td>
            <Table.Td className="token-table-actions" ta="right">
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={16} />}
                onClick={() => onRevoke(token)}
                aria-label={t('tokens.table.revokeLabel', { name: token.name })}
              >
                {t('tokens.table.revoke')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
