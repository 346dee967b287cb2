import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Agent, AgentLlmReadiness } from '../../api/api-types';
import { api, unwrap } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { useCurrentUser } from '../../auth/session';
import { AnchorLink } from '../../ui/links';

const sourceLabels: Record<NonNullable<AgentLlmReadiness['source']>, string> = {
  agent: 'the agent’s own configuration',
  user_preference: 'your preferred configuration',
  global_default: 'the global default',
};

/** Lets the person point the agent at one of the configurations they may use, right here. */
function ChooseConfiguration({ agent }: { agent: Agent }) {
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
      notifications.show({ color: 'teal', message: `“${agent.name}” now uses the configuration you chose.` });
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: 'The configuration was not changed',
        message: error.message,
      }),
  });
  const broken = agent.llm.configuration?.id;
  const options = (configs.data ?? [])
    .filter((config) => config.id !== broken)
    .map((config) => ({
      value: String(config.id),
      label: `${config.name}${config.is_global ? ' (shared)' : ''}${config.driver_display_name ? ` · ${config.driver_display_name}` : ''}`,
    }));
  if (options.length === 0) return null;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="Use a configuration for this agent"
        placeholder="Choose a configuration"
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
        Use it
      </Button>
    </Group>
  );
}

/**
 * Shown when the agent's tasks could not reach a model: which configuration it resolves to (the
 * agent's own → the owner's preference → the global default), what is wrong, and how to fix it.
 */
export function LlmReadinessBanner({ agent }: { agent: Agent }) {
  const user = useCurrentUser();
  const { llm } = agent;
  if (llm.status === 'ready') return null;
  const title =
    llm.status === 'not_configured'
      ? 'This agent has no model to work with'
      : 'This agent’s model configuration cannot be used';
  const missing = llm.problem?.missing_settings ?? [];
  return (
    <Alert color="orange" variant="light" icon={<IconPlugConnectedX size={20} />} title={title}>
      <Stack gap="sm">
        {llm.status === 'not_configured' ? (
          <Text fz="sm">
            Spora looks for an LLM configuration in this order: the agent’s own, then your preferred
            configuration, then the global default. None is set, so a task would fail at once.
          </Text>
        ) : (
          <Text fz="sm">
            It uses <strong>{llm.configuration?.name ?? 'a configuration'}</strong>
            {llm.source === null ? '' : `, ${sourceLabels[llm.source]}`}: {llm.problem?.message}
            {missing.length > 0 && <> Missing settings: {missing.join(', ')}.</>}
          </Text>
        )}
        <ChooseConfiguration agent={agent} />
        <Text fz="sm">
          {user.role === 'admin'
            ? 'As an administrator you can add a configuration with an API key and make it the global default, '
            : 'Ask an administrator to set up a global default configuration, or add your own with an API key '}
          in{' '}
          <AnchorLink to="/settings/models" fz="sm" underline="always" fw={600} c="inherit">
            Settings → Models
          </AnchorLink>
          .
        </Text>
      </Stack>
    </Alert>
  );
}
