import { Alert, Badge, Button, Card, Checkbox, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { type Ref, useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { PendingApproval } from '../api/api-types';
import { useSession } from '../auth/session';
import { ArgumentChanges } from '../tasks/approval/argument-changes';
import { argumentFormOf } from '../tasks/approval/argument-fields';
import { ArgumentForm } from '../tasks/approval/argument-form';
import { type FieldInput, inputFor, proposedObject } from '../tasks/approval/argument-values';
import { type EditedArguments, hasProblems } from '../tasks/approval/call-decisions';
import { AnchorLink } from '../ui/links';
import { RelativeTime } from '../ui/relative-time';
import { actionLabel } from './approval-inbox';
import { hasVoted } from './approval-standing';
import { ApprovalStandingLine } from './approval-standing-line';

/** What an item shows below its arguments: nothing more, the reason form, or the editor. */
export type ItemMode = 'idle' | 'rejecting' | 'editing';

interface InboxItemProps {
  readonly ref?: Ref<HTMLDivElement>;
  readonly approval: PendingApproval;
  readonly focused: boolean;
  readonly selected: boolean;
  readonly mode: ItemMode;
  readonly inputs: Readonly<Record<string, FieldInput>>;
  readonly edited: EditedArguments;
  readonly sending: 'approve' | 'reject' | null;
  readonly error: string | null;
  readonly onFocus: () => void;
  readonly onSelect: (selected: boolean) => void;
  readonly onModeChange: (mode: ItemMode) => void;
  readonly onInput: (name: string, value: FieldInput) => void;
  readonly onApprove: () => void;
  readonly onReject: (reason: string) => void;
}

/**
 * One call awaiting the person's decision: who asks, in which task, to do what, with which
 * arguments, for how long; approved in one click, rejected with an optional reason, or edited.
 * The list moves a roving focus between items (j/k); the focused one carries a visible ring.
 */
export function InboxItem(props: InboxItemProps) {
  const { t } = useTranslation('approvals');
  const { ref, approval, focused, selected, mode, inputs, edited, sending, error } = props;
  const label = actionLabel(approval);
  const form = useMemo(() => argumentFormOf(approval.parameter_schema), [approval.parameter_schema]);
  const proposed = useMemo(() => proposedObject(approval.arguments), [approval.arguments]);
  const proposedInputs = useMemo(
    () =>
      Object.fromEntries(
        (form?.fields ?? []).map((field) => [field.name, inputFor(field, proposed[field.name])]),
      ),
    [form, proposed],
  );
  const [reason, setReason] = useState('');
  // Under a quorum the person's approval is one vote; a second one of theirs would not count.
  const voted = hasVoted(approval.approval, useSession()?.id ?? null);
  const busy = sending !== null;
  const editable = form !== null && form.fields.length > 0;
  const invalidEdit = hasProblems(edited);
  const shownArguments = edited.arguments ?? approval.arguments;

  return (
    <Card
      ref={ref}
      withBorder
      padding="md"
      role="listitem"
      tabIndex={focused ? 0 : -1}
      aria-label={`${approval.agent.name}: ${label}`}
      aria-current={focused ? 'true' : undefined}
      data-focused={focused || undefined}
      className="spora-inbox-item"
      onFocus={(event) => {
        if (event.target === event.currentTarget || !focused) props.onFocus();
      }}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
            <Checkbox
              mt={2}
              checked={selected}
              aria-label={t('item.selectLabel', { label })}
              onChange={(event) => props.onSelect(event.currentTarget.checked)}
            />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap={6} wrap="wrap">
                <Text fw={600}>{approval.agent.name}</Text>
                {approval.task.parent_task_id !== null && (
                  <Badge variant="light" size="sm">
                    {t('item.subAgent')}
                  </Badge>
                )}
                <AnchorLink to="/tasks/$taskId" params={{ taskId: approval.task.id }} fz="sm">
                  {t('item.task', { id: approval.task.id })}
                </AnchorLink>
              </Group>
              <Text fz="sm" c="dimmed" lineClamp={1}>
                {approval.task.prompt_excerpt}
              </Text>
            </Stack>
          </Group>
          <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
            <Trans
              t={t}
              i18nKey="item.waitingSince"
              components={{ time: <RelativeTime value={approval.waiting_since} /> }}
            />
          </Text>
        </Group>

        <Group gap={6} wrap="wrap">
          <Text fw={500}>{label}</Text>
          <Badge variant="light" color="gray" size="sm" tt="none">
            {approval.tool_display_name}
            {approval.operation === null ? '' : ` · ${approval.operation}`}
          </Badge>
          {edited.changes.length > 0 && (
            <Badge color="orange" variant="light" size="sm">
              {t('item.edited')}
            </Badge>
          )}
        </Group>
        <Code block fz="xs" style={{ maxHeight: 140, overflow: 'auto' }} aria-label={t('item.arguments')}>
          {JSON.stringify(shownArguments, null, 2)}
        </Code>
        <ApprovalStandingLine approval={approval} />

        {mode === 'editing' && form !== null && (
          <Stack gap="xs">
            <ArgumentForm
              callId={approval.tool_call_id}
              fields={form.fields}
              inputs={inputs}
              proposedInputs={proposedInputs}
              errors={edited.fieldErrors}
              onChange={props.onInput}
            />
            {edited.generalErrors.length > 0 && (
              <Alert color="red" variant="light" p="xs" role="alert">
                {edited.generalErrors.join(' ')}
              </Alert>
            )}
            <ArgumentChanges changes={edited.changes} />
          </Stack>
        )}

        {mode === 'rejecting' && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              props.onReject(reason);
            }}
          >
            <Group gap="xs" align="flex-end" wrap="wrap">
              <TextInput
                data-autofocus
                autoFocus
                style={{ flex: 1, minWidth: 200 }}
                label={t('item.reasonLabel')}
                description={t('item.reasonDescription')}
                value={reason}
                maxLength={2000}
                onChange={(event) => setReason(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') props.onModeChange('idle');
                }}
              />
              <Button type="submit" color="red" loading={sending === 'reject'} disabled={busy}>
                {t('item.reject')}
              </Button>
              <Button variant="default" onClick={() => props.onModeChange('idle')}>
                {t('item.cancel')}
              </Button>
            </Group>
          </form>
        )}

        {error !== null && (
          <Text fz="sm" c="red" role="alert">
            {error}
          </Text>
        )}

        {mode !== 'rejecting' && (
          <Group justify="space-between" gap="xs">
            {editable ? (
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconPencil size={14} />}
                aria-expanded={mode === 'editing'}
                aria-keyshortcuts="e"
                onClick={() => props.onModeChange(mode === 'editing' ? 'idle' : 'editing')}
              >
                {mode === 'editing' ? t('item.closeEditor') : t('item.editArguments')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconX size={14} />}
                aria-label={t('item.rejectLabel', { label })}
                aria-keyshortcuts="r"
                disabled={busy}
                onClick={() => props.onModeChange('rejecting')}
              >
                {t('item.reject')}
              </Button>
              <Button
                size="xs"
                color="teal"
                leftSection={<IconCheck size={14} />}
                aria-label={
                  edited.changes.length > 0
                    ? t('item.approveWithChangesLabel', { label })
                    : t('item.approveLabel', { label })
                }
                aria-keyshortcuts="a"
                loading={sending === 'approve'}
                disabled={busy || invalidEdit || voted}
                onClick={props.onApprove}
              >
                {voted
                  ? t('item.youApproved')
                  : edited.changes.length > 0
                    ? t('item.approveWithChanges')
                    : t('item.approve')}
              </Button>
            </Group>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
