import {
  Alert,
  Badge,
  Card,
  Group,
  Loader,
  Radio,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconPlugConnectedX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Agent, AgentLlmReadiness } from '../../api/api-types';
import { AnchorLink } from '../../ui/links';
import { LoadError } from '../../ui/load-error';
import { choiceOf, configIdFor, type LlmChoice, labelOf, resolutionOf } from './llm-choice';
import { llmConfigsQuery, llmPreferenceQuery } from './llm-queries';
import { useUpdateAgent } from './update-agent';

const choiceTitles: Record<LlmChoice, string> = {
  preferred: 'Your preferred configuration',
  global_default: 'The global default',
  own: 'A configuration of its own',
};

const sourceLabels: Record<NonNullable<AgentLlmReadiness['source']>, string> = {
  agent: 'set on this agent',
  user_preference: 'your preference',
  global_default: 'the global default',
};

/** What the agent's tasks use right now, as the server resolved it, and whether it works. */
function InUse({ llm }: { llm: AgentLlmReadiness }) {
  const ready = llm.status === 'ready';
  return (
    <Alert
      variant="light"
      color={ready ? 'teal' : 'orange'}
      icon={ready ? <IconCircleCheck size={18} /> : <IconPlugConnectedX size={18} />}
      title={
        llm.configuration === null
          ? 'Tasks have no model to use'
          : `Tasks use “${llm.configuration.name}”${llm.source === null ? '' : `, ${sourceLabels[llm.source]}`}`
      }
    >
      <Text fz="sm">
        {ready
          ? `It is ready${llm.configuration?.driver_display_name ? ` (${llm.configuration.driver_display_name})` : ''}.`
          : (llm.problem?.message ?? 'Choose a configuration below.')}
        {(llm.problem?.missing_settings.length ?? 0) > 0 &&
          ` Missing settings: ${llm.problem?.missing_settings.join(', ')}.`}
      </Text>
    </Alert>
  );
}

/**
 * Which LLM configuration the agent uses: the person's preference (then the global default), the
 * global default, or one of its own — each option saying what it resolves to. A choice is saved
 * as soon as it is made (PATCH /agents/{id} llm_driver_config_id).
 */
export function LlmChoiceSection({ agent }: { agent: Agent }) {
  const configs = useQuery(llmConfigsQuery);
  const preference = useQuery(llmPreferenceQuery);
  const update = useUpdateAgent(agent.id);
  // "Own" chosen but no configuration picked yet: nothing to save until one is.
  const [pickingOwn, setPickingOwn] = useState(false);

  if (configs.isError || preference.isError)
    return (
      <LoadError
        what="the model configurations"
        error={configs.error ?? preference.error}
        onRetry={() => {
          configs.refetch();
          preference.refetch();
        }}
      />
    );
  if (configs.isPending || preference.isPending)
    return <Skeleton h={280} radius="lg" aria-label="Loading the model configurations" />;

  const context = { configs: configs.data, preference: preference.data };
  const saved = choiceOf(agent.llm_driver_config_id, configs.data);
  const choice: LlmChoice = pickingOwn ? 'own' : saved;
  const ownId = saved === 'own' ? agent.llm_driver_config_id : null;

  const save = (next: LlmChoice, configId: number | null) => {
    const value = configIdFor(next, configId, configs.data);
    if (value === undefined) return;
    update.mutate(
      { llm_driver_config_id: value },
      {
        onSuccess: (changed) => {
          setPickingOwn(false);
          notifications.show({
            color: 'teal',
            message:
              changed.llm.configuration === null
                ? `“${changed.name}” has no model to use now.`
                : `“${changed.name}” now uses “${changed.llm.configuration.name}”.`,
          });
        },
        onError: (error) =>
          notifications.show({ color: 'red', title: 'The model was not changed', message: error.message }),
      },
    );
  };
  const chooseOption = (value: string) => {
    const next = value as LlmChoice;
    if (next === 'own') {
      setPickingOwn(true);
      return;
    }
    setPickingOwn(false);
    if (next !== saved) save(next, null);
  };

  const options = configs.data.map((config) => ({ value: String(config.id), label: labelOf(config) }));
  const noGlobalDefault = resolutionOf('global_default', null, context).config === null;

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="h4">
            Model
          </Title>
          <AnchorLink to="/settings/models" fz="sm">
            Manage model configurations
          </AnchorLink>
        </Group>
        <Text fz="sm" c="dimmed">
          Spora looks for a configuration in this order: the agent’s own, then your preferred configuration,
          then the global default.
        </Text>
        <InUse llm={agent.llm} />
        <Radio.Group
          value={choice}
          onChange={chooseOption}
          label="Configuration for this agent"
          aria-busy={update.isPending}
        >
          <Stack gap="sm" mt="xs">
            {(['preferred', 'global_default', 'own'] as const).map((option) => (
              <Radio.Card
                key={option}
                value={option}
                radius="md"
                p="md"
                disabled={update.isPending || (option === 'global_default' && noGlobalDefault)}
                className="spora-llm-choice"
              >
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator mt={2} />
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Group gap="xs">
                      <Text fw={600} fz="sm">
                        {choiceTitles[option]}
                      </Text>
                      {option === saved && (
                        <Badge size="xs" variant="light" color="teal">
                          Saved
                        </Badge>
                      )}
                      {update.isPending && option === choice && <Loader size={12} />}
                    </Group>
                    <Text fz="sm" c="dimmed">
                      {resolutionOf(option, ownId, context).explanation}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
        {choice === 'own' && (
          <Select
            label="Its own configuration"
            placeholder={options.length === 0 ? 'No configurations yet' : 'Choose a configuration'}
            data={options}
            value={ownId === null ? null : String(ownId)}
            onChange={(value) => value !== null && save('own', Number(value))}
            disabled={options.length === 0 || update.isPending}
            maw={480}
            comboboxProps={{ withinPortal: true }}
            description={
              options.length === 0
                ? 'Add a configuration under Settings → Models first.'
                : 'Saved as soon as you choose.'
            }
          />
        )}
      </Stack>
    </Card>
  );
}
