import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconPlus, IconScale } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../ui/confirm-modal';
import { EmptyState } from '../ui/empty-state';
import { FormModal } from '../ui/form-modal';
import { AnchorLink } from '../ui/links';
import { LoadError } from '../ui/load-error';
import { Page } from '../ui/page';
import { RuleEditor } from './rule-editor';
import { RuleList } from './rule-list';
import { type ApprovalRule, approvalRulesQuery, useRevokeRule } from './rule-queries';
import { ruleTitle } from './rule-wording';

/**
 * Approvals → Rules: the rules tried before anyone is asked, in order, and the grants made with
 * "remember" on an approval. A new or changed rule shows what it would have done to recent
 * decisions before it is saved; revoking asks first.
 */
export function ApprovalRulesPage() {
  const rules = useQuery(approvalRulesQuery);
  const revocation = useRevokeRule();
  const [editing, setEditing] = useState<ApprovalRule | 'new' | null>(null);
  const [revoking, setRevoking] = useState<ApprovalRule | null>(null);
  const closeRevocation = () => {
    revocation.reset();
    setRevoking(null);
  };
  const written = rules.data?.filter((rule) => rule.kind === 'rule') ?? [];
  const grants = rules.data?.filter((rule) => rule.kind === 'grant') ?? [];

  return (
    <Page
      title="Approval rules"
      width={960}
      breadcrumb={
        <AnchorLink to="/approvals" fz="sm">
          <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> Approvals
        </AnchorLink>
      }
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          New rule
        </Button>
      }
    >
      <Text c="dimmed" fz="sm">
        Before a call waits for a person, these rules are tried in order — global ones first — and the first
        that matches decides: allow it, deny it (the model is told why) or ask a person. A rule never runs an
        operation you disabled, and a change applies from each task’s next step.
      </Text>
      {rules.isError ? (
        <LoadError what="approval rules" error={rules.error} onRetry={() => rules.refetch()} />
      ) : rules.data === undefined ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading approval rules">
          <Skeleton height={60} />
          <Skeleton height={60} />
        </Stack>
      ) : (
        <>
          <Stack gap="xs">
            <Title order={2} fz="h4">
              Rules
            </Title>
            {written.length === 0 ? (
              <EmptyState icon={<IconScale size={28} />} title="No rules yet">
                Without rules, each operation’s own setting decides whether a person approves it.
              </EmptyState>
            ) : (
              <RuleList rules={written} onEdit={setEditing} onRevoke={setRevoking} />
            )}
          </Stack>
          <Stack gap="xs">
            <Title order={2} fz="h4">
              Remembered grants
            </Title>
            {grants.length === 0 ? (
              <Text c="dimmed" fz="sm">
                When you approve a call, “Remember” allows the same operation without asking — for the agent,
                for the rest of the task, or when the arguments match. Grants appear here.
              </Text>
            ) : (
              <RuleList rules={grants} onRevoke={setRevoking} />
            )}
          </Stack>
        </>
      )}
      <FormModal
        title={editing === 'new' || editing === null ? 'New approval rule' : `Edit rule #${editing.id}`}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      >
        <RuleEditor rule={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      </FormModal>
      <ConfirmModal
        opened={revoking !== null}
        title={`Revoke “${revoking === null ? '' : ruleTitle(revoking)}”?`}
        confirmLabel="Revoke"
        busy={revocation.isPending}
        refusal={
          revocation.error === null ? null : { title: 'Not revoked', message: revocation.error.message }
        }
        onClose={closeRevocation}
        onConfirm={() => {
          if (revoking === null) return;
          revocation.mutate(revoking.id, {
            onSuccess: () => {
              notifications.show({
                color: 'teal',
                message: 'Revoked. It decides nothing from the next run on.',
              });
              closeRevocation();
            },
          });
        }}
      >
        It stays on record, with every version, so the calls it decided can still be explained.
      </ConfirmModal>
    </Page>
  );
}
