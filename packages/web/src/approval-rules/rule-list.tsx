import { Badge, Button, Card, Code, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { useCurrentUser } from '../auth/session';
import { AnchorLink } from '../ui/links';
import { RelativeTime } from '../ui/relative-time';
import type { ApprovalRule } from './rule-queries';
import { outcomeColor, ruleTitle } from './rule-wording';

/**
 * Rules in the order they are tried, each with what it matches, what it decides and its version;
 * the person's own (and, for administrators, the global ones) can be edited and revoked.
 */
export function RuleList({
  rules,
  onEdit,
  onRevoke,
}: {
  rules: readonly ApprovalRule[];
  onEdit?: (rule: ApprovalRule) => void;
  onRevoke: (rule: ApprovalRule) => void;
}) {
  const { t } = useTranslation('approval-rules');
  const user = useCurrentUser();
  return (
    <Stack gap="xs">
      {rules.map((rule, index) => {
        const writable = rule.owner_user_id === user.id || (rule.scope === 'global' && user.role === 'admin');
        const title = ruleTitle(rule);
        return (
          <Card key={rule.id} withBorder padding="sm" radius="md" aria-label={title}>
            <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
              <Stack gap={4} style={{ minWidth: 0, flex: '1 1 260px' }}>
                <Group gap="xs" wrap="wrap">
                  <Text fz="sm" c="dimmed" w={22}>
                    {index + 1}.
                  </Text>
                  <Badge color={outcomeColor[rule.outcome]} variant="light">
                    {t(`list.outcome.${rule.outcome}`)}
                  </Badge>
                  <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                    {title}
                  </Text>
                  {rule.scope === 'global' && <Badge variant="outline">{t('list.global')}</Badge>}
                  {rule.task_id !== null && (
                    <AnchorLink to="/tasks/$taskId" params={{ taskId: rule.task_id }} fz="sm">
                      {t('list.onlyTask', { id: rule.task_id })}
                    </AnchorLink>
                  )}
                </Group>
                {rule.condition !== null && (
                  <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {rule.condition}
                  </Code>
                )}
                {rule.reason !== null && (
                  <Text fz="sm">
                    <Trans t={t} i18nKey="list.modelIsTold" components={{ em: <em>{rule.reason}</em> }} />
                  </Text>
                )}
                {rule.description !== null && (
                  <Text fz="sm" c="dimmed">
                    {rule.description}
                  </Text>
                )}
                <Text fz="xs" c="dimmed">
                  <Trans
                    t={t}
                    i18nKey="list.version"
                    values={{ id: rule.id, version: rule.version }}
                    components={{ time: <RelativeTime value={rule.updated_at} /> }}
                  />
                </Text>
              </Stack>
              {writable && (
                <Group gap="xs">
                  {onEdit !== undefined && (
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconPencil size={14} />}
                      onClick={() => onEdit(rule)}
                      aria-label={t('list.editLabel', { title })}
                    >
                      {t('list.edit')}
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="default"
                    color="red"
                    leftSection={<IconTrash size={14} />}
                    onClick={() => onRevoke(rule)}
                    aria-label={t('list.revokeLabel', { title })}
                  >
                    {t('list.revoke')}
                  </Button>
                </Group>
              )}
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
