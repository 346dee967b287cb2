import { Button, Group, Paper, Popover, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconChecks, IconHandStop, IconX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agentsQuery } from '../../api/agents-query';
import type { TaskDetail } from '../../api/api-types';
import { api, unwrap } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { useSession } from '../../auth/session';
import { ApprovalCard } from './approval-card';
import {
  type ApprovalRequestDecision,
  approvalRequestOf,
  type CallDraft,
  pendingCallsOf,
  undecided,
} from './call-decisions';
import { taskApprovalsQuery } from './task-approvals-query';

/**
 * The decisions a task waits for, kept compact so the conversation stays in sight above it: a
 * heading line with what is decided so far and Send, then one line per pending call, decided one by
 * one or all at once, sent together; calls left undecided stay pending for later.
 */
export function ApprovalBar({ task }: { task: TaskDetail }) {
  const { t } = useTranslation('tasks');
  const queryClient = useQueryClient();
  // Grants are the agent owner's: the person's own agents are the ones they may make them for.
  const ownAgents = useQuery(agentsQuery());
  const ownsAgent = ownAgents.data?.some((agent) => agent.id === task.agent_id) ?? false;
  const pending = useMemo(() => pendingCallsOf(task.tool_calls), [task.tool_calls]);
  // Votes, who decides and deadlines: read beside the task, refreshed whenever the task is.
  const standings = useQuery(taskApprovalsQuery(task.id)).data;
  const userId = useSession()?.id ?? null;
  const hasVotedOn = (callId: number) =>
    standings?.get(callId)?.votes.some((vote) => vote.user_id === userId) ?? false;
  const [drafts, setDrafts] = useState<ReadonlyMap<number, CallDraft>>(new Map());
  const [rejectAllOpen, setRejectAllOpen] = useState(false);
  const phone = useMediaQuery('(max-width: 36em)') === true; // i18n-exempt: a CSS media query
  const [sharedReason, setSharedReason] = useState('');

  const draftOf = (id: number) => drafts.get(id) ?? undecided;
  const setDraft = (id: number, draft: CallDraft) => setDrafts((current) => new Map(current).set(id, draft));
  const decidedCount = pending.filter((call) => draftOf(call.id).choice !== 'undecided').length;
  const remaining = pending.length - decidedCount;
  const request = approvalRequestOf(pending, drafts);

  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.task(task.id) });
  const failed = (error: Error) =>
    notifications.show({ color: 'red', title: t('approvalBar.notSent'), message: error.message });

  const submit = useMutation({
    mutationFn: (decisions: ApprovalRequestDecision[]) =>
      unwrap(
        api.POST('/api/v1/tasks/{id}/approve', { params: { path: { id: task.id } }, body: { decisions } }),
      ),
    onSuccess: () => {
      // The answer may already be older than what live events brought meanwhile: read it again.
      refresh();
      setDrafts(new Map());
    },
    onError: (error) => {
      failed(error);
      refresh();
    },
  });

  const rejectAll = useMutation({
    mutationFn: (reason: string) =>
      unwrap(
        api.POST('/api/v1/tasks/{id}/reject', {
          params: { path: { id: task.id } },
          body: reason.trim() === '' ? {} : { reason: reason.trim() },
        }),
      ),
    onSuccess: () => {
      // The answer may already be older than what live events brought meanwhile: read it again.
      refresh();
      setDrafts(new Map());
      setRejectAllOpen(false);
    },
    onError: (error) => {
      failed(error);
      refresh();
    },
  });

  if (pending.length === 0) return null;
  const busy = submit.isPending || rejectAll.isPending;

  const approveNow = (callId: number) => {
    const approved = approvalRequestOf(
      pending,
      new Map([[callId, { ...draftOf(callId), choice: 'approve' as const }]]),
    );
    if (approved.ok && !busy) submit.mutate(approved.decisions);
  };

  const approveRemaining = () =>
    setDrafts((current) => {
      const next = new Map(current);
      for (const call of pending) {
        const draft = next.get(call.id) ?? undecided;
        if (draft.choice === 'undecided' && !hasVotedOn(call.id))
          next.set(call.id, { ...draft, choice: 'approve' });
      }
      return next;
    });

  const progress =
    decidedCount === 0
      ? pending.length === 1
        ? t('approvalBar.status.single')
        : t('approvalBar.status.none')
      : remaining === 0
        ? t('approvalBar.status.all', { count: pending.length })
        : t('approvalBar.status.some', {
            count: decidedCount,
            pending: t('approvalBar.status.stayPending', { count: remaining }),
          });
  const statusLine = request.ok ? progress : `${progress} ${t('approvalBar.status.fixFirst')}`;

  return (
    <Paper
      component="section"
      aria-labelledby="approval-heading"
      withBorder
      radius="lg"
      p="xs"
      style={{ borderColor: 'var(--mantine-color-orange-light-color)', borderWidth: 2 }}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="center" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 16rem' }}>
            <IconHandStop
              size={20}
              color="var(--mantine-color-orange-text)"
              aria-hidden
              style={{ flexShrink: 0 }}
            />
            <div style={{ minWidth: 0 }}>
              <Title order={2} fz="md" id="approval-heading">
                {t('approvalBar.heading', { count: pending.length })}
              </Title>
              {/* On a phone the Send button's count says it; the line stays for screen readers. */}
              <Text fz="xs" c="dimmed" role="status" className={phone ? 'visually-hidden' : undefined}>
                {statusLine}
              </Text>
            </div>
          </Group>
          <Group gap={6} wrap="wrap" justify="flex-end" ml="auto">
            {pending.length > 1 && (
              <>
                <Button
                  size="compact-sm"
                  variant="light"
                  color="teal"
                  leftSection={phone ? undefined : <IconChecks size={14} />}
                  disabled={remaining === 0 || busy}
                  onClick={approveRemaining}
                >
                  {t('approvalBar.approveRemaining')}
                </Button>
                <Popover
                  opened={rejectAllOpen}
                  onChange={setRejectAllOpen}
                  position="top-end"
                  width={320}
                  trapFocus
                  withinPortal
                >
                  <Popover.Target>
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="red"
                      leftSection={phone ? undefined : <IconX size={14} />}
                      disabled={busy}
                      onClick={() => setRejectAllOpen((open) => !open)}
                    >
                      {t('approvalBar.rejectAll')}
                    </Button>
                  </Popover.Target>
                  <Popover.Dropdown>
                    <Stack gap="xs">
                      <Textarea
                        label={t('approvalBar.sharedReason')}
                        description={t('approvalBar.sharedReasonDescription')}
                        autosize
                        minRows={2}
                        value={sharedReason}
                        onChange={(event) => setSharedReason(event.currentTarget.value)}
                      />
                      <Button
                        color="red"
                        loading={rejectAll.isPending}
                        onClick={() => rejectAll.mutate(sharedReason)}
                      >
                        {t('approvalBar.rejectCount', { count: pending.length })}
                      </Button>
                    </Stack>
                  </Popover.Dropdown>
                </Popover>
              </>
            )}
            {/* Send appears once something is decided (the only call's Approve sends at once). */}
            {decidedCount > 0 && (
              <Button
                size="compact-sm"
                disabled={!request.ok || rejectAll.isPending}
                loading={submit.isPending}
                onClick={() => request.ok && submit.mutate(request.decisions)}
              >
                {t('approvalBar.send', { count: decidedCount })}
              </Button>
            )}
          </Group>
        </Group>

        {pending.map((call) => (
          <ApprovalCard
            key={call.id}
            call={call}
            draft={draftOf(call.id)}
            onChange={(draft) => setDraft(call.id, draft)}
            mayRemember={ownsAgent}
            standing={standings?.get(call.id)}
            voted={hasVotedOn(call.id)}
            {...(pending.length === 1
              ? {
                  // The only call: one click approves it, there is nothing else to wait for.
                  onApproveNow: () => approveNow(call.id),
                  approving: submit.isPending && submit.variables?.[0]?.decision === 'approve',
                }
              : {})}
          />
        ))}
      </Stack>
    </Paper>
  );
}
