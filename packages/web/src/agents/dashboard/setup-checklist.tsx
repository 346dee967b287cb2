import { Badge, Button, Card, CloseButton, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { smtpSettingsQuery } from '../../admin/email/email-queries';
import { usersQuery } from '../../admin/users/user-queries';
import type { AgentListItem, CurrentUser } from '../../api/api-types';
import { llmConfigsQuery } from '../../settings/models/llm-config-queries';
import { AnchorLink } from '../../ui/links';
import { openCreateAgentDialog } from '../create/create-agent-dialog';

interface Step {
  readonly label: string;
  readonly done: boolean;
  readonly optional?: boolean;
  /** Where it is done; absent once done. */
  readonly action: ReactNode;
}

function StepItem({ step }: { step: Step }) {
  const { t } = useTranslation('agents');
  return (
    <List.Item
      icon={
        <ThemeIcon
          size={22}
          radius="xl"
          color={step.done ? 'teal' : 'gray'}
          variant={step.done ? 'filled' : 'light'}
        >
          {step.done ? <IconCheck size={14} aria-hidden /> : <IconCircleDashed size={14} aria-hidden />}
        </ThemeIcon>
      }
    >
      <Group gap="xs" wrap="wrap">
        <Text fz="sm" td={step.done ? 'line-through' : undefined} c={step.done ? 'dimmed' : undefined}>
          {step.label}
          <span className="visually-hidden">{step.done ? t('setup.done') : t('setup.toDo')}</span>
        </Text>
        {step.optional && (
          <Badge size="xs" variant="light" color="gray">
            {t('setup.optional')}
          </Badge>
        )}
        {!step.done && step.action}
      </Group>
    </List.Item>
  );
}

/**
 * The first steps on a fresh server, on the dashboard: a model, an agent, a first task, and for
 * administrators inviting people and e-mail. Each step ticks itself from what exists; closing the
 * list is remembered for this person in this browser.
 */
export function SetupChecklist({ user, agents }: { user: CurrentUser; agents: readonly AgentListItem[] }) {
  const { t } = useTranslation('agents');
  const [dismissed, setDismissed] = useLocalStorage({
    key: `spora.setup-checklist-dismissed.${user.id}`,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const configs = useQuery({ ...llmConfigsQuery, enabled: !dismissed });
  const users = useQuery({ ...usersQuery(1, ''), enabled: !dismissed && user.is_admin });
  const email = useQuery({ ...smtpSettingsQuery, enabled: !dismissed && user.is_admin });
  if (dismissed || configs.data === undefined) return null;

  const firstAgent = agents[0];
  const steps: Step[] = [
    {
      label: t('setup.addModel'),
      done: configs.data.length > 0,
      action: (
        <AnchorLink to="/settings/models" fz="sm" underline="always">
          {t('setup.goToModels')}
        </AnchorLink>
      ),
    },
    {
      label: t('setup.createAgent'),
      done: agents.length > 0,
      action: (
        <Button size="compact-sm" variant="light" onClick={() => openCreateAgentDialog('blank')}>
          {t('setup.createYourAgent')}
        </Button>
      ),
    },
    {
      label: t('setup.firstTask'),
      done: agents.some((agent) => agent.activity.last_activity_at !== null),
      action:
        firstAgent === undefined ? null : (
          <AnchorLink to="/agents/$agentId" params={{ agentId: firstAgent.id }} fz="sm" underline="always">
            {t('setup.giveTask', { name: firstAgent.name })}
          </AnchorLink>
        ),
    },
  ];
  if (user.is_admin) {
    steps.push(
      {
        label: t('setup.inviteUser'),
        optional: true,
        done: (users.data?.users.length ?? 0) > 1,
        action: (
          <AnchorLink to="/admin/users" fz="sm" underline="always">
            {t('setup.goToUsers')}
          </AnchorLink>
        ),
      },
      {
        label: t('setup.email'),
        optional: true,
        done: email.data !== undefined && email.data !== null,
        action: (
          <AnchorLink to="/admin/email" fz="sm" underline="always">
            {t('setup.goToEmail')}
          </AnchorLink>
        ),
      },
    );
  }

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="setup-checklist-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="md" id="setup-checklist-title">
            {t('setup.title')}
          </Title>
          <CloseButton aria-label={t('setup.hide')} onClick={() => setDismissed(true)} />
        </Group>
        <List spacing="sm" center>
          {steps.map((step) => (
            <StepItem key={step.label} step={step} />
          ))}
        </List>
      </Stack>
    </Card>
  );
}
