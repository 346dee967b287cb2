import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ToolDescriptor } from '../api/api-types';
import { api, unwrap } from '../api/client';
import { queryKeys } from '../api/query-keys';
import { LoadError } from '../ui/load-error';
import { shownFromLayer } from './settings-form/setting-types';
import { SettingsForm } from './settings-form/settings-form';
import { type SettingsLayerName, toolLayerQuery } from './tool-queries';

/** The layer's own sentences, by catalogue key. */
const layerKeys = {
  user: { removed: 'layer.user.removed', remove: 'layer.user.remove' },
  global: { removed: 'layer.global.removed', remove: 'layer.global.remove' },
} as const satisfies Record<SettingsLayerName, unknown>;

/** One stored layer (yours, or the global one) of one tool's settings, with its form and reset. */
export function ToolLayerForm({ tool, layer }: { tool: ToolDescriptor; layer: SettingsLayerName }) {
  const { t } = useTranslation('tools');
  const queryClient = useQueryClient();
  const stored = useQuery(toolLayerQuery(layer, tool.tool_name));
  const path = { params: { path: { toolId: tool.tool_name } } };
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.toolLayer(layer, tool.tool_name) }),
      // Agents' effective settings and missing-settings warnings may change with this layer.
      queryClient.invalidateQueries({ queryKey: ['agent-tools'] }),
    ]);
  const save = (settings: Record<string, unknown>) =>
    unwrap(
      layer === 'global'
        ? api.PUT('/api/v1/tools/{toolId}/settings', { ...path, body: { settings } })
        : api.PUT('/api/v1/tools/{toolId}/user-settings', { ...path, body: { settings } }),
    ).finally(refresh);
  const clear = useMutation({
    mutationFn: () =>
      unwrap(
        layer === 'global'
          ? api.DELETE('/api/v1/tools/{toolId}/settings', path)
          : api.DELETE('/api/v1/tools/{toolId}/user-settings', path),
      ),
    onSuccess: () =>
      notifications.show({
        color: 'teal',
        message: t(layerKeys[layer].removed, { tool: tool.display_name }),
      }),
    onError: (error) =>
      notifications.show({ color: 'red', title: t('layer.removeFailed'), message: error.message }),
    onSettled: refresh,
  });

  if (stored.isPending) return <Skeleton height={160} />;
  if (stored.isError)
    return (
      <LoadError what={t('layer.loadWhat')} error={stored.error} onRetry={() => void stored.refetch()} />
    );
  const hasStored = Object.keys(stored.data).length > 0;
  return (
    <Stack gap="md">
      <SettingsForm
        idPrefix={`${layer}-${tool.tool_name.replace(/[^a-z0-9_-]/gi, '-')}`}
        declarations={tool.settings_schema}
        layer={layer}
        shown={shownFromLayer(tool.settings_schema, layer, stored.data)}
        save={save}
      />
      <Group justify="space-between" gap="sm">
        <Text fz="xs" c="dimmed">
          {layer === 'global' ? t('layer.global.unset') : t('layer.user.unset')}
        </Text>
        <Button
          color="red"
          variant="light"
          size="xs"
          disabled={!hasStored}
          loading={clear.isPending}
          onClick={() => clear.mutate()}
        >
          {t(layerKeys[layer].remove)}
        </Button>
      </Group>
    </Stack>
  );
}
