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
import { useTranslation } from 'react-i18next';
import type { Agent, AgentLlmReadiness } from '../../api/api-types';
import { AnchorLink } from '../../ui/links';
import { LoadError } from '../../ui/load-error';
import { llmSourceKeyEnding } from '../llm-source-wording';
import { choiceOf, configIdFor, type LlmChoice, labelOf, resolutionOf } from './llm-choice';
import { llmConfigsQuery, llmPreferenceQuery } from './llm-queries';
import { useUpdateAgent } from './update-agent';

/** What the agent's tasks use right now, as the server resolved it, and whether it works. */
function InUse({ llm }: { llm: AgentLlmReadiness }) {
  const { t } = useTranslation('agents');
  const ready = llm.status === 'ready';
  const inUseKey = `modelChoice.inUse${llmSourceKeyEnding(llm.source)}` as const;
  const driver = llm.configuration?.driver_display_name;
  return (
    <Alert
      variant="light"
      color={ready ? 'teal' : 'orange'}
      icon={ready ? <IconCircleCheck size={18} /> : <IconPlugConnectedX size={18} />}
      title={
        llm.configuration === null ? t('modelChoice.noModel') : t(inUseKey, { name: llm.configuration.name })
      }
    >
      <Text fz="sm">
        {ready
          ? driver
            ? t('modelChoice.readyWith', { driver })
            : t('modelChoice.ready')
          : (llm.problem?.message ?? t('modelChoice.chooseBelow'))}
        {(llm.problem?.missing_settings.length ?? 0) > 0 &&
          ` ${t('readiness.missing', { settings: llm.problem?.missing_settings.join(', ') })}`}
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
  const { t } = useTranslation('agents');
  const configs = useQuery(llmConfigsQuery);
  const preference = useQuery(llmPreferenceQuery);
  const update = useUpdateAgent(agent.id);
  // "Own" chosen but no configuration picked yet: nothing to save until one is.
  const [pickingOwn, setPickingOwn] = useState(false);

  if (configs.isError || preference.isError)
    return (
      <LoadError
        what={t('modelChoice.loadWhat')}
        error={configs.error ?? preference.error}
        onRetry={() => {
          configs.refetch();
          preference.refetch();
        }}
      />
    );
  if (configs.isPending || preference.isPending)
    return <Skeleton h={280} radius="lg" aria-label={t('modelChoice.loading')} />;

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
                ? t('modelChoice.savedNone', { name: changed.name })
                : t('modelChoice.saved', { name: changed.name, config: changed.llm.configuration.name }),
          });
        },
        onError: (error) =>
          notifications.show({ color: 'red', title: t('modelChoice.notChanged'), message: error.message }),
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
            {t('modelChoice.title')}
          </Title>
          <AnchorLink to="/settings/models" fz="sm">
            {t('modelChoice.manage')}
          </AnchorLink>
        </Group>
        <Text fz="sm" c="dimmed">
          {t('modelChoice.order')}
        </Text>
        <InUse llm={agent.llm} />
        <Radio.Group
          value={choice}
          onChange={chooseOption}
          label={t('modelChoice.label')}
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
                        {t(`modelChoice.titles.${option}`)}
                      </Text>
                      {option === saved && (
                        <Badge size="xs" variant="light" color="teal">
                          {t('modelChoice.savedBadge')}
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
            label={t('modelChoice.own')}
            placeholder={options.length === 0 ? t('modelChoice.noConfigs') : t('readiness.choosePlaceholder')}
            data={options}
            value={ownId === null ? null : String(ownId)}
            onChange={(value) => value !== null && save('own', Number(value))}
            disabled={options.length === 0 || update.isPending}
            maw={480}
            comboboxProps={{ withinPortal: true }}
            description={options.length === 0 ? t('modelChoice.addFirst') : t('modelChoice.savedOnChoose')}
          />
        )}
      </Stack>
    </Card>
  );
}
