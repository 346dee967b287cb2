import { Card, Select, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('settings');
  const user = useCurrentUser();
  const tools = useQuery(toolsQuery);
  const [chosen, setChosen] = useState<string | null>(null);
  const [layer, setLayer] = useState<SettingsLayerName>('user');

  if (tools.isError) {
    return (
      <Page title={t('toolSettings.title')}>
        <LoadError
          what={t('toolSettings.loadWhat')}
          error={tools.error}
          onRetry={() => void tools.refetch()}
        />
      </Page>
    );
  }
  if (tools.isPending) {
    return (
      <Page title={t('toolSettings.title')}>
        <Skeleton height={240} radius="md" />
      </Page>
    );
  }
  const configurable = tools.data.filter((tool) => tool.settings_schema.length > 0);
  if (configurable.length === 0) {
    return (
      <Page title={t('toolSettings.title')}>
        <EmptyState icon={<IconTool size={28} />} title={t('toolSettings.emptyTitle')}>
          {t('toolSettings.emptyText')}
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
    <Page title={t('toolSettings.title')} width={880}>
      <Stack gap="md">
        <Text c="dimmed" fz="sm">
          {user.is_admin ? t('toolSettings.introAdmin') : t('toolSettings.intro')}
        </Text>
        <Select
          label={t('toolSettings.tool')}
          data={configurable.map((entry) => ({
            value: entry.tool_name,
            label: t('toolSettings.toolOption', {
              name: entry.display_name,
              count: entry.settings_schema.length,
            }),
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
                <Tabs.Tab value="user">{t('toolSettings.yourSettings')}</Tabs.Tab>
                <Tabs.Tab value="global">{t('toolSettings.globalDefaults')}</Tabs.Tab>
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
