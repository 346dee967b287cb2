import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconPlus, IconScale } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('approval-rules');
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
      title={t('page.title')}
      width={960}
      breadcrumb={
        <AnchorLink to="/approvals" fz="sm">
          <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('page.back')}
        </AnchorLink>
      }
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {t('page.newRule')}
        </Button>
      }
    >
      <Text c="dimmed" fz="sm">
        {t('page.intro')}
      </Text>
      {rules.isError ? (
        <LoadError what={t('page.loadWhat')} error={rules.error} onRetry={() => rules.refetch()} />
      ) : rules.data === undefined ? (
        <Stack gap="xs" aria-busy="true" aria-label={t('page.loading')}>
          <Skeleton height={60} />
          <Skeleton height={60} />
        </Stack>
      ) : (
        <>
          <Stack gap="xs">
            <Title order={2} fz="h4">
              {t('page.rules')}
            </Title>
            {written.length === 0 ? (
              <EmptyState icon={<IconScale size={28} />} title={t('page.noRules')}>
                {t('page.noRulesHint')}
              </EmptyState>
            ) : (
              <RuleList rules={written} onEdit={setEditing} onRevoke={setRevoking} />
            )}
          </Stack>
          <Stack gap="xs">
            <Title order={2} fz="h4">
              {t('page.grants')}
            </Title>
            {grants.length === 0 ? (
              <Text c="dimmed" fz="sm">
                {t('page.noGrants')}
              </Text>
            ) : (
              <RuleList rules={grants} onRevoke={setRevoking} />
            )}
          </Stack>
        </>
      )}
      <FormModal
        title={
          editing === 'new' || editing === null
            ? t('page.newRuleTitle')
            : t('page.editRuleTitle', { id: editing.id })
        }
        opened={editing !== null}
        onClose={() => setEditing(null)}
      >
        <RuleEditor rule={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      </FormModal>
      <ConfirmModal
        opened={revoking !== null}
        title={t('revoke.title', { title: revoking === null ? '' : ruleTitle(revoking) })}
        confirmLabel={t('revoke.confirm')}
        busy={revocation.isPending}
        refusal={
          revocation.error === null ? null : { title: t('revoke.refused'), message: revocation.error.message }
        }
        onClose={closeRevocation}
        onConfirm={() => {
          if (revoking === null) return;
          revocation.mutate(revoking.id, {
            onSuccess: () => {
              notifications.show({
                color: 'teal',
                message: t('revoke.done'),
              });
              closeRevocation();
            },
          });
        }}
      >
        {t('revoke.body')}
      </ConfirmModal>
    </Page>
  );
}
