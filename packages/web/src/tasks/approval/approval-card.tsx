import { Alert, Badge, Button, Code, Collapse, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconChevronDown, IconChevronUp, IconPencil, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { ToolCall } from '../../api/api-types';
import { ToolIcon } from '../../ui/tool-icon';
import { ApprovalStandingNote } from './approval-standing-note';
import type { ApprovalState } from './approval-standing-text';
import { ArgumentChanges } from './argument-changes';
import { argumentFormOf } from './argument-fields';
import { ArgumentForm } from './argument-form';
import { inputFor, proposedObject } from './argument-values';
import { type CallDraft, editedArgumentsOf, hasProblems } from './call-decisions';
import { RememberChoice, rememberedOnce } from './remember-choice';

interface ApprovalCardProps {
  readonly call: ToolCall;
  readonly draft: CallDraft;
  readonly onChange: (draft: CallDraft) => void;
  /**
   * Set when approving needs no further step (the task's only pending call): Approve then sends
   * the decision at once, with the person's edits.
   */
  readonly onApproveNow?: () => void;
  readonly approving?: boolean;
  /** Whether the person may make a grant here (only the agent's owner may). */
  readonly mayRemember?: boolean;
  /** Where the call stands with its approvers (votes, who decides, deadline), once read. */
  readonly standing?: ApprovalState;
  /** The person's approval is already counted toward the quorum: Approve is not offered again. */
  readonly voted?: boolean;
}

type OpenPart = 'none' | 'arguments' | 'editing';

/**
 * One pending call in one line: the tool, what the agent wants to do, and Arguments, Edit, Reject
 * and Approve. The arguments (read-only, or a form checked against the tool's schema) open below
 * the line; what needs saying only once chosen (a reason, the changes, how far an approval reaches)
 * appears under it.
 */
export function ApprovalCard({
  call,
  draft,
  onChange,
  onApproveNow,
  approving = false,
  mayRemember = false,
  standing,
  voted = false,
}: ApprovalCardProps) {
  const { t } = useTranslation('tasks');
  const form = useMemo(() => argumentFormOf(call.parameter_schema), [call.parameter_schema]);
  const proposed = useMemo(() => proposedObject(call.proposed_arguments), [call.proposed_arguments]);
  const proposedInputs = useMemo(
    () =>
      Object.fromEntries(
        (form?.fields ?? []).map((field) => [field.name, inputFor(field, proposed[field.name])]),
      ),
    [form, proposed],
  );
  const [open, setOpen] = useState<OpenPart>('none');
  const phone = useMediaQuery('(max-width: 36em)') === true; // i18n-exempt: a CSS media query
  const toggle = (part: OpenPart) => setOpen((current) => (current === part ? 'none' : part));
  const edited = editedArgumentsOf(call, draft.inputs);
  const title = call.tool_display_name;
  const description = call.human_description ?? t('approvalCard.callTool', { tool: call.tool_name });
  const choose = (choice: CallDraft['choice']) =>
    onChange({ ...draft, choice: draft.choice === choice ? 'undecided' : choice });
  const editable = form !== null && form.fields.length > 0;

  return (
    <Paper
      withBorder
      radius="md"
      px="sm"
      py={6}
      component="section"
      aria-label={t('approvalCard.label', { title })}
      className="spora-approval-card"
    >
      <Stack gap={6}>
        {/*
          On a phone the tool and its operation take the first line (two, if they need them) and the
          controls the next; its sentence opens with the arguments.
        */}
        <Group justify="space-between" gap="xs" wrap={phone ? 'wrap' : 'nowrap'}>
          <Group gap={8} wrap="nowrap" style={{ minWidth: 0, flex: phone ? '1 1 100%' : '1 1 auto' }}>
            <ToolIcon iconKey={call.tool_icon} size={18} />
            <Text
              fw={600}
              fz="sm"
              lineClamp={phone ? 2 : undefined}
              className="spora-approval-tool"
              style={{ flexShrink: phone ? 1 : 0 }}
              data-testid="approval-tool-name"
            >
              {title}
              {phone && call.operation !== null && (
                <Text span fz="xs" fw={400} c="dimmed">
                  {' '}
                  · {call.operation}
                </Text>
              )}
            </Text>
            {!phone && (
              <Text fz="sm" c="dimmed" truncate title={description}>
                {description}
              </Text>
            )}
          </Group>
          <Group gap={4} wrap="nowrap" ml="auto" style={{ flexShrink: 0 }}>
            {draft.choice !== 'undecided' && !phone && (
              <Badge
                color={draft.choice === 'approve' ? 'teal' : 'red'}
                variant="filled"
                style={{ flexShrink: 0 }}
              >
                {draft.choice === 'reject'
                  ? t('approvalCard.reject')
                  : edited.changes.length > 0
                    ? t('approvalCard.approveEdited')
                    : t('approvalCard.approve')}
              </Badge>
            )}
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              px={phone ? 4 : undefined}
              rightSection={
                open === 'arguments' ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />
              }
              aria-expanded={open === 'arguments'}
              onClick={() => toggle('arguments')}
            >
              {/* On a phone the chevron alone shows, so the four controls fit one row. */}
              <span className={phone ? 'visually-hidden' : undefined}>{t('approvalCard.arguments')}</span>
            </Button>
            {editable && (
              <Button
                variant={open === 'editing' ? 'light' : 'subtle'}
                size="compact-sm"
                px={phone ? 4 : undefined}
                leftSection={<IconPencil size={14} />}
                aria-expanded={open === 'editing'}
                onClick={() => toggle('editing')}
              >
                {/* Named by its text, not a label, so "Arguments" still names only the arguments. */}
                <Trans
                  t={t}
                  i18nKey="approvalCard.editArguments"
                  components={{
                    shown: <span className={phone ? 'visually-hidden' : undefined} />,
                    hidden: <span className="visually-hidden" />,
                  }}
                />
              </Button>
            )}
            <Button
              size="compact-sm"
              color="red"
              variant={draft.choice === 'reject' ? 'filled' : 'light'}
              leftSection={phone ? undefined : <IconX size={14} />}
              aria-pressed={draft.choice === 'reject'}
              onClick={() => choose('reject')}
            >
              {t('approvalCard.reject')}
            </Button>
            {!voted && (
              <Button
                size="compact-sm"
                color="teal"
                variant={draft.choice === 'approve' ? 'filled' : 'light'}
                leftSection={phone ? undefined : <IconCheck size={14} />}
                aria-pressed={onApproveNow === undefined ? draft.choice === 'approve' : undefined}
                loading={approving}
                disabled={onApproveNow !== undefined && hasProblems(edited)}
                onClick={() => (onApproveNow === undefined ? choose('approve') : onApproveNow())}
              >
                {t('approvalCard.approve')}
              </Button>
            )}
          </Group>
        </Group>

        <Collapse expanded={open === 'arguments'}>
          {phone && (
            <Text fz="sm" mb={4}>
              {description}
            </Text>
          )}
          {call.operation !== null && (
            <Text fz="xs" c="dimmed" mb={4}>
              <Trans
                t={t}
                i18nKey="approvalCard.operation"
                values={{ operation: call.operation }}
                components={{ code: <Code fz="xs" /> }}
              />
            </Text>
          )}
          <Code
            block
            fz="xs"
            style={{ maxHeight: 160, overflow: 'auto' }}
            aria-label={t('approvalCard.arguments')}
          >
            {JSON.stringify(edited.arguments ?? proposed, null, 2)}
          </Code>
        </Collapse>
        {form !== null && (
          <Collapse expanded={open === 'editing'}>
            <ArgumentForm
              callId={call.id}
              fields={form.fields}
              inputs={draft.inputs}
              proposedInputs={proposedInputs}
              errors={edited.fieldErrors}
              onChange={(name, value) => onChange({ ...draft, inputs: { ...draft.inputs, [name]: value } })}
            />
          </Collapse>
        )}
        {edited.generalErrors.length > 0 && (
          <Alert color="red" variant="light" p="xs" role="alert">
            {edited.generalErrors.join(' ')}
          </Alert>
        )}
        <ArgumentChanges changes={edited.changes} />

        {standing !== undefined && <ApprovalStandingNote state={standing} />}

        {draft.choice === 'reject' && (
          <Textarea
            size="xs"
            label={t('approvalCard.reason')}
            description={t('approvalCard.reasonDescription')}
            autosize
            minRows={1}
            maxRows={4}
            value={draft.reason}
            onChange={(event) => onChange({ ...draft, reason: event.currentTarget.value })}
          />
        )}

        {mayRemember && !voted && (onApproveNow !== undefined || draft.choice === 'approve') && (
          <RememberChoice
            value={draft.remember ?? rememberedOnce}
            proposed={edited.arguments ?? proposed}
            onChange={(remember) => onChange({ ...draft, remember })}
          />
        )}
      </Stack>
    </Paper>
  );
}
