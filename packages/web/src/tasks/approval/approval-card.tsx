import { Alert, Badge, Button, Code, Collapse, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
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

/** One pending call: what the agent wants to do, its arguments (editable), and the person's decision. */
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
  const form = useMemo(() => argumentFormOf(call.parameter_schema), [call.parameter_schema]);
  const proposed = useMemo(() => proposedObject(call.proposed_arguments), [call.proposed_arguments]);
  const proposedInputs = useMemo(
    () =>
      Object.fromEntries(
        (form?.fields ?? []).map((field) => [field.name, inputFor(field, proposed[field.name])]),
      ),
    [form, proposed],
  );
  const [editing, setEditing] = useState(false);
  const edited = editedArgumentsOf(call, draft.inputs);
  const title = call.tool_display_name;
  const choose = (choice: CallDraft['choice']) =>
    onChange({ ...draft, choice: draft.choice === choice ? 'undecided' : choice });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={`Pending action: ${title}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            <ToolIcon iconKey={call.tool_icon} size={22} />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap={6}>
                <Text fw={600}>{title}</Text>
                {call.operation !== null && (
                  <Badge variant="light" color="gray" size="sm" tt="none">
                    {call.operation}
                  </Badge>
                )}
              </Group>
              <Text fz="sm">{call.human_description ?? `Call ${call.tool_name}`}</Text>
            </Stack>
          </Group>
          {draft.choice !== 'undecided' && (
            <Badge
              color={draft.choice === 'approve' ? 'teal' : 'red'}
              variant="filled"
              style={{ flexShrink: 0 }}
            >
              {draft.choice === 'reject'
                ? 'Reject'
                : edited.changes.length > 0
                  ? 'Approve, edited'
                  : 'Approve'}
            </Badge>
          )}
        </Group>

        {!editing && (
          <Code block fz="xs" style={{ maxHeight: 160, overflow: 'auto' }} aria-label="Arguments">
            {JSON.stringify(edited.arguments ?? proposed, null, 2)}
          </Code>
        )}
        {form !== null && (
          <Collapse expanded={editing}>
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
            label="Reason"
            description="Optional. The agent reads it and can change its plan."
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
        <Group justify="space-between" gap="xs">
          {form !== null && form.fields.length > 0 ? (
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPencil size={14} />}
              aria-expanded={editing}
              onClick={() => setEditing((open) => !open)}
            >
              {editing ? 'Done editing' : 'Edit arguments'}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button
              size="xs"
              color="red"
              variant={draft.choice === 'reject' ? 'filled' : 'light'}
              leftSection={<IconX size={14} />}
              aria-pressed={draft.choice === 'reject'}
              onClick={() => choose('reject')}
            >
              Reject
            </Button>
            {!voted && (
              <Button
                size="xs"
                color="teal"
                variant={draft.choice === 'approve' ? 'filled' : 'light'}
                leftSection={<IconCheck size={14} />}
                aria-pressed={onApproveNow === undefined ? draft.choice === 'approve' : undefined}
                loading={approving}
                disabled={onApproveNow !== undefined && hasProblems(edited)}
                onClick={() => (onApproveNow === undefined ? choose('approve') : onApproveNow())}
              >
                Approve
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
