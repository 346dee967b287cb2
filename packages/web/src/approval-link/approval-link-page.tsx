import { Alert, Button, Code, Group, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Schema } from '../api/api-types';
import { api, unwrap } from '../api/client';
import { takeLinkToken } from '../auth/email-link-token';
import { formatDateTime } from '../i18n/format';
import { AnchorLink } from '../ui/links';
import { SporaMark } from '../ui/spora-mark';
import { ApprovalLinkRefusal } from './approval-link-refusal';

type ApprovalLink = Schema<'ApprovalLink'>;

/**
 * The page an approval e-mail's Approve or Reject link opens, signed in or not: it shows what the
 * link would decide (reading decides nothing) and decides only when the button is pressed.
 */
export function ApprovalLinkPage() {
  const { t } = useTranslation('approval-link');
  // An object, so that opening the same link again reads it again.
  const [opened, setOpened] = useState(() => ({ token: takeLinkToken() }));
  const { token } = opened;
  const [reason, setReason] = useState('');
  const inspect = useMutation({
    mutationFn: (value: string) =>
      unwrap(api.POST('/api/v1/approval-links/inspect', { body: { token: value } })),
  });
  const decide = useMutation({
    mutationFn: (body: { token: string; reason?: string }) =>
      unwrap(api.POST('/api/v1/approval-links/decide', { body })),
  });
  const { mutate } = inspect;
  const { reset } = decide;
  useEffect(() => {
    if (opened.token !== null) mutate(opened.token);
  }, [opened, mutate]);
  // Another link opened in this tab changes only the fragment, which reloads nothing.
  useEffect(() => {
    const follow = () => {
      const next = takeLinkToken();
      if (next === null) return;
      reset();
      setReason('');
      setOpened({ token: next });
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [reset]);
  const link = inspect.data;

  return (
    <Stack mih="100dvh" p="md" align="center" justify="center" bg="var(--mantine-color-body)">
      <Stack w="100%" maw={640} gap="lg">
        <Group gap="xs" justify="center">
          <SporaMark size={32} />
          <Text fw={700} fz="xl">
            {'Spora' /* i18n-exempt: the product's name */}
          </Text>
        </Group>
        <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="lg">
          <Stack gap="md">
            <Title order={1} fz="h3">
              {link === undefined
                ? t('page.title')
                : link.decision === 'approve'
                  ? t('page.approveTitle')
                  : t('page.rejectTitle')}
            </Title>
            {token === null && <ApprovalLinkRefusal error={null} />}
            {inspect.isPending && (
              <Text fz="sm" c="dimmed">
                <Loader size="xs" mr="xs" />
                {t('page.reading')}
              </Text>
            )}
            {inspect.isError && <ApprovalLinkRefusal error={inspect.error} />}
            {link !== undefined && decide.isSuccess && <Decided link={link} />}
            {link !== undefined && decide.isError && <ApprovalLinkRefusal error={decide.error} />}
            {link !== undefined && !decide.isSuccess && !decide.isError && (
              <>
                <CallSummary link={link} />
                {link.decision === 'reject' && (
                  <Textarea
                    label={t('page.reasonLabel')}
                    description={t('page.reasonDescription')}
                    autosize
                    minRows={2}
                    maxLength={2000}
                    value={reason}
                    onChange={(event) => setReason(event.currentTarget.value)}
                  />
                )}
                <Group justify="space-between" wrap="wrap-reverse" gap="sm">
                  <AnchorLink to="/tasks/$taskId" params={{ taskId: link.task.id }} fz="sm">
                    {t('page.openTaskInstead')}
                  </AnchorLink>
                  <Button
                    color={link.decision === 'approve' ? 'teal' : 'red'}
                    loading={decide.isPending}
                    onClick={() =>
                      token !== null &&
                      decide.mutate({
                        token,
                        ...(link.decision === 'reject' && reason.trim() !== '' ? { reason } : {}),
                      })
                    }
                  >
                    {link.decision === 'approve' ? t('page.approve') : t('page.reject')}
                  </Button>
                </Group>
                <Text fz="xs" c="dimmed">
                  {t('page.expires', { until: formatDateTime(link.expires_at) })}
                </Text>
              </>
            )}
          </Stack>
        </Paper>
      </Stack>
    </Stack>
  );
}

/** Who asks to do what, with which arguments: everything the decision is about. */
function CallSummary({ link }: { link: ApprovalLink }) {
  const { t } = useTranslation('approval-link');
  const { call, agent, task } = link;
  return (
    <Stack gap="xs">
      <Text>
        <Trans
          t={t}
          i18nKey="summary.wantsTo"
          components={{
            agent: (
              <Text span fw={600}>
                {agent.name}
              </Text>
            ),
            action: (
              <Text span fw={600}>
                {call.human_description ?? call.tool_name}
              </Text>
            ),
          }}
        />
      </Text>
      <Text fz="sm" c="dimmed">
        {t('summary.call', {
          call: call.operation === null ? call.tool_name : `${call.tool_name} · ${call.operation}`,
          id: task.id,
          prompt: task.user_prompt.length > 160 ? `${task.user_prompt.slice(0, 159)}…` : task.user_prompt,
        })}
      </Text>
      <Code block aria-label={t('summary.arguments')}>
        {JSON.stringify(call.arguments, null, 2)}
      </Code>
    </Stack>
  );
}

function Decided({ link }: { link: ApprovalLink }) {
  const { t } = useTranslation('approval-link');
  const approved = link.decision === 'approve';
  return (
    <Stack gap="sm">
      <Alert
        color="teal"
        icon={<IconCircleCheck size={18} />}
        role="status"
        title={approved ? t('decided.approved') : t('decided.rejected')}
      >
        {approved
          ? t('decided.goesOn', { agent: link.agent.name })
          : t('decided.toldRejected', { agent: link.agent.name })}
      </Alert>
      <AnchorLink to="/tasks/$taskId" params={{ taskId: link.task.id }}>
        {t('decided.openTask', { id: link.task.id })}
      </AnchorLink>
    </Stack>
  );
}
