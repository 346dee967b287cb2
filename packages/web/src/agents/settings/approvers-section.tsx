import {
  Alert,
  Button,
  Card,
  Group,
  MultiSelect,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import type { Agent } from '../../api/api-types';
import { type AgentOperation, agentOperationsQuery } from '../../tools/tool-queries';
import { LoadError } from '../../ui/load-error';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes-guard';
import {
  type ApproverDraft,
  type ApproverPolicy,
  approverErrors,
  bodyOf,
  draftOf,
  hasChanges,
  serverErrors,
} from './approver-draft';
import { approverCandidatesQuery, approverPolicyQuery, useSaveApproverPolicy } from './approver-queries';
import { DeadlineInput } from './deadline-input';
import { OperationApprovals } from './operation-approvals';

function SectionCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h4">
            {title}
          </Title>
          <Text fz="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * Who decides the agent's approvals (its owner, named people, administrators), how many distinct
 * people each operation needs, and what happens to a call that waits too long — saved together
 * with PUT /agents/{id}/approval-policy. The server's reasons show at the field they concern.
 */
export function ApproversSection({ agent }: { agent: Agent }) {
  const { t } = useTranslation('agents');
  const policy = useQuery(approverPolicyQuery(agent.id));
  const candidates = useQuery(approverCandidatesQuery(agent.id));
  const operations = useQuery(agentOperationsQuery(agent.id));
  const failed = policy.error ?? candidates.error ?? operations.error;
  if (failed)
    return (
      <LoadError
        what={t('approvers.what')}
        error={failed}
        onRetry={() => {
          policy.refetch();
          candidates.refetch();
          operations.refetch();
        }}
      />
    );
  if (policy.data === undefined || candidates.data === undefined || operations.data === undefined)
    return <Skeleton h={320} radius="lg" aria-label={t('approvers.loading')} />;
  return (
    <ApproversForm agent={agent} policy={policy.data} people={candidates.data} operations={operations.data} />
  );
}

function ApproversForm({
  agent,
  policy,
  people,
  operations,
}: {
  agent: Agent;
  policy: ApproverPolicy;
  people: readonly { user_id: number; name: string }[];
  operations: readonly AgentOperation[];
}) {
  const { t } = useTranslation('agents');
  const [base, setBase] = useState<ApproverDraft>(() => draftOf(policy));
  const [draft, setDraft] = useState<ApproverDraft>(base);
  const [checked, setChecked] = useState(false);
  const save = useSaveApproverPolicy(agent.id);
  const dirty = hasChanges(draft, base);

  // A policy saved elsewhere shows here unless the person is editing.
  useEffect(() => {
    const fresh = draftOf(policy);
    if (!hasChanges(fresh, base) || dirty) return;
    setBase(fresh);
    setDraft(fresh);
  }, [policy, base, dirty]);

  const nameOf = (userId: number) =>
    people.find((person) => person.user_id === userId)?.name ?? t('approvers.userFallback', { id: userId });
  const local = approverErrors(draft);
  const fromServer = isApiError(save.error, 'VALIDATION_ERROR')
    ? serverErrors(save.error.fields, nameOf)
    : {};
  const errorFor = (field: string) => (checked ? local[field] : undefined) ?? fromServer[field];
  const unplaced = save.isError && Object.keys(fromServer).length === 0;

  const change = (patch: Partial<ApproverDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    if (save.isError) save.reset();
  };
  const discard = () => {
    setDraft(base);
    setChecked(false);
    save.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(approverErrors(draft)).length > 0 || !dirty) return;
    save.mutate(bodyOf(draft), {
      onSuccess: (saved) => {
        const fresh = draftOf(saved);
        setBase(fresh);
        setDraft(fresh);
        setChecked(false);
        notifications.show({ color: 'teal', message: t('approvers.saved', { name: agent.name }) });
      },
    });
  };

  const options = people.map((person) => ({ value: String(person.user_id), label: person.name }));

  return (
    <form onSubmit={submit} noValidate aria-label={t('approvers.label')}>
      <UnsavedChangesGuard dirty={dirty} what={t('approvers.what')} />
      <Stack gap="lg">
        <SectionCard title={t('approvers.who.title')} description={t('approvers.who.description')}>
          <Switch
            label={t('approvers.who.owner')}
            description={t('approvers.who.ownerHint')}
            checked={draft.ownerDecides}
            onChange={(event) => change({ ownerDecides: event.currentTarget.checked })}
            error={errorFor('owner_decides')}
          />
          <MultiSelect
            label={t('approvers.who.named')}
            placeholder={draft.approverIds.length === 0 ? t('approvers.who.choosePeople') : undefined}
            searchable
            data={options}
            value={[...draft.approverIds]}
            onChange={(approverIds) => change({ approverIds })}
            error={errorFor('approver_user_ids')}
            maxValues={50}
            comboboxProps={{ withinPortal: true }}
          />
          <Switch
            label={t('approvers.who.administrators')}
            description={t('approvers.who.administratorsHint')}
            checked={draft.administratorsDecide}
            onChange={(event) => change({ administratorsDecide: event.currentTarget.checked })}
            error={errorFor('administrators_decide')}
          />
        </SectionCard>

        <SectionCard title={t('approvers.deadline.title')} description={t('approvers.deadline.description')}>
          <DeadlineInput
            label={t('approvers.deadline.label')}
            offLabel={t('approvers.deadline.off')}
            value={draft.deadline}
            error={errorFor('deadline')}
            onChange={(deadline) => change({ deadline })}
          />
          <MultiSelect
            label={t('approvers.deadline.escalation')}
            description={t('approvers.deadline.escalationHint')}
            placeholder={draft.escalationIds.length === 0 ? t('approvers.who.administrators') : undefined}
            searchable
            data={options}
            value={[...draft.escalationIds]}
            onChange={(escalationIds) => change({ escalationIds })}
            error={errorFor('escalation_user_ids')}
            maxValues={50}
            comboboxProps={{ withinPortal: true }}
          />
          <Textarea
            label={t('approvers.deadline.reason')}
            description={t('approvers.deadline.reasonHint')}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={2000}
            value={draft.deadlineReason}
            onChange={(event) => change({ deadlineReason: event.currentTarget.value })}
            error={errorFor('deadline_reason')}
          />
        </SectionCard>

        <SectionCard
          title={t('approvers.perOperation.title')}
          description={t('approvers.perOperation.description')}
        >
          <OperationApprovals
            operations={draft.operations}
            available={operations}
            errors={{ ...fromServer, ...(checked ? local : {}) }}
            onChange={(next) => change({ operations: next })}
          />
        </SectionCard>

        {unplaced && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={t('approvers.notSaved')}
            role="alert"
          >
            {save.error?.message}
          </Alert>
        )}
        <Group
          justify="flex-end"
          gap="sm"
          wrap="nowrap"
          className="spora-settings-save-bar"
          data-dirty={dirty || undefined}
        >
          <Text fz="sm" c="dimmed" mr="auto" role="status" visibleFrom="xs">
            {dirty ? t('general.unsaved') : ''}
          </Text>
          <Button variant="default" onClick={discard} disabled={!dirty || save.isPending}>
            {t('general.discard')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!dirty}>
            {t('approvers.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
