import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Agent } from '../../api/api-types';
import { api, unwrap } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { useCurrentUser } from '../../auth/session';
import { AnchorLink } from '../../ui/links';
import { llmSourceKeyEnding } from '../llm-source-wording';

/** Lets the person point the agent at one of the configurations they may use, right here. */
function ChooseConfiguration({ agent }: { agent: Agent }) {
  const { t } = useTranslation('agents');
  const queryClient = useQueryClient();
  const configs = useQuery({
    queryKey: queryKeys.llmConfigs,
    queryFn: async () => (await unwrap(api.GET('/api/v1/llm-configs'))).configs,
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const choose = useMutation({
    mutationFn: (configId: number) =>
      unwrap(
        api.PATCH('/api/v1/agents/{id}', {
          params: { path: { id: agent.id } },
          body: { llm_driver_config_id: configId },
        }),
      ),
    onSuccess: ({ agent: changed }) => {
      queryClient.setQueryData(queryKeys.agent(agent.id), changed);
      queryClient.invalidateQueries({ queryKey: queryKeys.agents });
      notifications.show({ color: 'teal', message: t('readiness.chosen', { name: agent.name }) });
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('readiness.notChanged'),
        message: error.message,
      }),
  });
  const broken = agent.llm.configuration?.id;
  const options = (configs.data ?? [])
    .filter((config) => config.id !== broken)
    .map((config) => {
      const name = config.is_global ? t('readiness.sharedName', { name: config.name }) : config.name;
      return {
        value: String(config.id),
        label: `${name}${config.driver_display_name ? ` · ${config.driver_display_name}` : ''}`,
      };
    });
  if (options.length === 0) return null;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('readiness.chooseLabel')}
        placeholder={t('readiness.choosePlaceholder')}
        data={options}
        value={chosen}
        onChange={setChosen}
        w={{ base: '100%', xs: 320 }}
        comboboxProps={{ withinPortal: true }}
      />
      <Button
        disabled={chosen === null}
        loading={choose.isPending}
        onClick={() => chosen !== null && choose.mutate(Number(chosen))}
      >
        {t('readiness.useIt')}
      </Button>
    </Group>
  );
}

/**
 * Shown when the agent's tasks could not reach a model: which configuration it resolves to (the
 * agent's own → the owner's preference → the global default), what is wrong, and how to fix it.
 */
export function LlmReadinessBanner({ agent }: { agent: Agent }) {
  const { t } = useTranslation('agents');
  const user = useCurrentUser();
  const { llm } = agent;
  if (llm.status === 'ready') return null;
  const title = llm.status === 'not_configured' ? t('readiness.noModelTitle') : t('readiness.unusableTitle');
  const usesKey = `readiness.uses${llmSourceKeyEnding(llm.source)}` as const;
  const missing = llm.problem?.missing_settings ?? [];
  return (
    <Alert color="orange" variant="light" icon={<IconPlugConnectedX size={20} />} title={title}>
      <Stack gap="sm">
        {llm.status === 'not_configured' ? (
          <Text fz="sm">{t('readiness.notConfigured')}</Text>
        ) : (
          <Text fz="sm">
            <Trans
              t={t}
              i18nKey={usesKey}
              values={{
                name: llm.configuration?.name ?? t('readiness.aConfiguration'),
                message: llm.problem?.message ?? '',
              }}
              components={{ strong: <strong /> }}
            />
            {missing.length > 0 && <> {t('readiness.missing', { settings: missing.join(', ') })}</>}
          </Text>
        )}
        {agent.shared === null ? (
          <>
            <ChooseConfiguration agent={agent} />
            <Text fz="sm">
              <Trans
                t={t}
                i18nKey={user.role === 'admin' ? 'readiness.fixAdmin' : 'readiness.fixMember'}
                components={{
                  anchor: (
                    <AnchorLink to="/settings/models" fz="sm" underline="always" fw={600} c="inherit" />
                  ),
                }}
              />
            </Text>
          </>
        ) : (
          // Its model is its owner's to choose.
          <Text fz="sm">{t('readiness.fixShared', { owner: agent.shared.owner.name })}</Text>
        )}
      </Stack>
    </Alert>
  );
}
