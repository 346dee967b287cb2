import { Card, Select, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentUser } from '../auth/session';
import { ToolLayerForm } from '../tools/tool-layer-form';
import type { SettingsLayerName } from '../tools/tool-queries';
import { toolsQuery } from '../tools/tool-queries';
import { EmptyState } from '../ui/empty-state';
import { LoadError } from '../ui/load-error';
import { Page } from '../ui/page';

/**
 * Tool settings above any one agent: your own (for all your agents) and, for administrators, the
 * global defaults every user inherits. The same generated forms as an agent's, one layer each.
 */
export function ToolSettingsPage() {
  const user = useCurrentUser();
  const tools = useQuery(toolsQuery);
  const [chosen, setChosen] = useState<string | null>(null);
  const [layer, setLayer] = useState<SettingsLayerName>('user');

  if (tools.isError) {
    return (
      <Page title="Tool settings">
        <LoadError what="the tools" error={tools.error} onRetry={() => void tools.refetch()} />
      </Page>
    );
  }
  if (tools.isPending) {
    return (
      <Page title="Tool settings">
        <Skeleton height={240} radius="md" />
      </Page>
    );
  }
  const configurable = tools.data.filter((tool) => tool.settings_schema.length > 0);
  if (configurable.length === 0) {
    return (
      <Page title="Tool settings">
        <EmptyState icon={<IconTool size={28} />} title="No configurable tools">
          None of the installed tools has settings.
        </EmptyState>
      </Page>
    );
  }
  const tool = configurable.find((entry) => entry.tool_name === chosen) ?? configurable[0];
  if (tool === undefined) return null;
  const form = (name: SettingsLayerName) => (
    <ToolLayerForm key={`${name}-${tool.tool_name}`} tool={tool} layer={name} />
  );

  return (
    <Page title="Tool settings" width={880}>
      <Stack gap="md">
        <Text c="dimmed" fz="sm">
          Your settings apply to all your agents unless an agent overrides them in its own settings.
          {user.is_admin && ' Global defaults apply to everyone who has not set a value.'}
        </Text>
        <Select
          label="Tool"
          data={configurable.map((entry) => ({
            value: entry.tool_name,
            label: `${entry.display_name} (${entry.settings_schema.length} ${entry.settings_schema.length === 1 ? 'setting' : 'settings'})`,
          }))}
          value={tool.tool_name}
          onChange={(value) => setChosen(value)}
          allowDeselect={false}
          searchable
          maw={420}
        />
        <Card withBorder radius="lg" padding="lg">
          {user.is_admin ? (
            <Tabs value={layer} onChange={(value) => setLayer(value === 'global' ? 'global' : 'user')}>
              <Tabs.List mb="md">
                <Tabs.Tab value="user">Your settings</Tabs.Tab>
                <Tabs.Tab value="global">Global defaults</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="user">{layer === 'user' && form('user')}</Tabs.Panel>
              <Tabs.Panel value="global">{layer === 'global' && form('global')}</Tabs.Panel>
            </Tabs>
          ) : (
            form('user')
          )}
        </Card>
      </Stack>
    </Page>
  );
}
