import { Alert, Button, Card, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconArrowLeft, IconFlask } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { llmConfigsQuery } from '../agents/settings/llm-queries';
import type { Agent, ToolDescriptor } from '../api/api-types';
import { Disclosure } from '../tasks/conversation/disclosure';
import { AnchorLink } from '../ui/links';
import { Page } from '../ui/page';
import { type ProposalDraft, proposalOf } from './proposal-draft';
import { proposedRulesOf, type RuleDraft } from './proposed-rules';
import { ProposedRulesSection } from './proposed-rules-section';
import { useStartRehearsal } from './rehearsal-queries';
import { type ScriptDraft, scriptedResultsOf } from './scripted-results';
import { ScriptedResultsSection } from './scripted-results-section';
import { initialSource, SourceSection, sourceOf } from './source-section';
import { ToolToggles } from './tool-toggles';
import './rehearsals.css';

function Section({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        <Text fz="sm" c="dimmed">
          {intro}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * What to rehearse (one prompt, the agent's last tasks, a saved set), with which changes (system
 * prompt, model, tools) and which scripted results; starting it opens its report.
 */
export function RehearsalForm({
  agent,
  tools,
  initial,
}: {
  agent: Agent;
  tools: readonly ToolDescriptor[];
  initial: ProposalDraft;
}) {
  const { t } = useTranslation('rehearsals');
  const navigate = useNavigate();
  const configs = useQuery(llmConfigsQuery);
  const start = useStartRehearsal(agent.id);
  const [source, setSource] = useState(initialSource);
  const [proposal, setProposal] = useState(initial);
  const [scripts, setScripts] = useState<ScriptDraft[]>([]);
  const [rules, setRules] = useState<RuleDraft[]>([]);
  const [scriptErrors, setScriptErrors] = useState<Readonly<Record<number, string>>>({});
  const chosenSource = sourceOf(source);
  const changedTools = proposalOf(proposal, initial).tools?.length ?? 0;

  const submit = () => {
    const scripted = scriptedResultsOf(scripts);
    setScriptErrors(scripted.ok ? {} : scripted.errors);
    if (!scripted.ok || chosenSource === null) return;
    start.mutate(
      {
        source: chosenSource,
        proposal: {
          ...proposalOf(proposal, initial),
          ...(rules.length > 0 && { approval_rules: proposedRulesOf(rules) }),
        },
        ...(scripted.value.length > 0 && { scripted_results: scripted.value }),
      },
      {
        onSuccess: (rehearsal) =>
          navigate({
            to: '/agents/$agentId/rehearsals/$rehearsalId',
            params: { agentId: agent.id, rehearsalId: rehearsal.id },
          }),
      },
    );
  };

  return (
    <Page
      width={880}
      title={t('form.title')}
      breadcrumb={
        <AnchorLink
          to="/agents/$agentId"
          params={{ agentId: agent.id }}
          search={{ tab: 'rehearsals' }}
          fz="sm"
          fw={500}
          c="dimmed"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}
        >
          <IconArrowLeft size={14} aria-hidden /> {agent.name}
        </AnchorLink>
      }
    >
      <Text c="dimmed">{t('form.intro')}</Text>
      <Section title={t('form.sourceTitle')} intro={t('form.sourceIntro')}>
        <SourceSection agentId={agent.id} draft={source} onChange={setSource} />
      </Section>
      <Section title={t('form.proposalTitle')} intro={t('form.proposalIntro')}>
        <Textarea
          label={t('form.systemPrompt')}
          description={
            proposal.systemPrompt === initial.systemPrompt
              ? t('form.systemPromptSame')
              : t('form.systemPromptChanged')
          }
          autosize
          minRows={4}
          maxRows={14}
          value={proposal.systemPrompt}
          onChange={(event) => setProposal({ ...proposal, systemPrompt: event.currentTarget.value })}
        />
        <Select
          label={t('form.model')}
          data={[
            {
              value: '',
              label: t('form.agentModel', { name: agent.llm.configuration?.name ?? t('form.noModel') }),
            },
            ...(configs.data ?? []).map((config) => ({ value: String(config.id), label: config.name })),
          ]}
          value={proposal.modelId === null ? '' : String(proposal.modelId)}
          allowDeselect={false}
          onChange={(value) => setProposal({ ...proposal, modelId: value ? Number(value) : null })}
        />
        <Disclosure
          label={t('form.tools')}
          hint={changedTools === 0 ? t('form.toolsSame') : t('form.toolsChanged', { count: changedTools })}
        >
          <ToolToggles
            tools={tools}
            value={proposal.tools}
            onChange={(toolClass, tool) =>
              setProposal({ ...proposal, tools: { ...proposal.tools, [toolClass]: tool } })
            }
          />
        </Disclosure>
        <Disclosure
          label={t('rules.title')}
          hint={rules.length === 0 ? t('rules.none') : t('rules.count', { count: rules.length })}
        >
          <Stack gap="xs">
            <Text fz="sm" c="dimmed">
              {t('rules.intro')}
            </Text>
            <ProposedRulesSection tools={tools} rules={rules} onChange={setRules} />
          </Stack>
        </Disclosure>
      </Section>
      <Section title={t('scripts.title')} intro={t('scripts.intro')}>
        <ScriptedResultsSection tools={tools} scripts={scripts} errors={scriptErrors} onChange={setScripts} />
      </Section>
      {start.error && (
        <Alert color="red" variant="light" title={t('form.notStarted')} role="alert">
          {start.error.message}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          size="md"
          leftSection={<IconFlask size={18} aria-hidden />}
          onClick={submit}
          loading={start.isPending}
          disabled={chosenSource === null}
        >
          {t('form.start')}
        </Button>
      </Group>
    </Page>
  );
}
