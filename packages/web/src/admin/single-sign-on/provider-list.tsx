import { Badge, Button, Card, Code, Group, Stack, Text } from '@mantine/core';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../ui/confirm-modal';
import { CopyTextButton } from '../../ui/copy-text-button';
import { EditDeleteButtons } from '../../ui/edit-delete-buttons';
import { EmptyState } from '../../ui/empty-state';
import { FormModal } from '../../ui/form-modal';
import { ProviderForm } from './provider-form';
import { type SsoProvider, useDeleteSsoProvider } from './sso-queries';

/** The providers as cards, each with the callback URL to register at it; add, edit and delete. */
export function ProviderList({ providers }: { providers: readonly SsoProvider[] }) {
  const { t } = useTranslation('admin');
  const [editing, setEditing] = useState<SsoProvider | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SsoProvider | null>(null);
  const remove = useDeleteSsoProvider();
  const add = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
      {t('sso.add')}
    </Button>
  );
  return (
    <Stack gap="sm">
      {providers.length === 0 ? (
        <Card withBorder radius="md">
          <EmptyState icon={<IconKey size={28} />} title={t('sso.emptyTitle')} action={add}>
            {t('sso.empty')}
          </EmptyState>
        </Card>
      ) : (
        <>
          <Group justify="flex-end">{add}</Group>
          {providers.map((provider) => (
            <Card key={provider.id} withBorder radius="md" aria-label={provider.display_name}>
              <Stack gap={6}>
                <Group justify="space-between" align="flex-start" gap="xs">
                  <Group gap="xs">
                    <Text fw={600}>{provider.display_name}</Text>
                    <Badge variant="light" color={provider.enabled ? 'teal' : 'gray'}>
                      {provider.enabled ? t('sso.enabled') : t('sso.disabled')}
                    </Badge>
                    {provider.allow_account_creation && (
                      <Badge variant="light">{t('sso.createsAccounts')}</Badge>
                    )}
                  </Group>
                  <Group gap="xs" wrap="nowrap">
                    <EditDeleteButtons
                      name={provider.display_name}
                      onEdit={() => setEditing(provider)}
                      onDelete={() => setDeleting(provider)}
                    />
                  </Group>
                </Group>
                <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {provider.issuer_url}
                </Text>
                <Text fz="sm">{t('sso.callbackUrl')}</Text>
                <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {provider.callback_url}
                </Code>
                <Group>
                  <CopyTextButton
                    value={provider.callback_url}
                    label={t('sso.copyCallback')}
                    copiedLabel={t('sso.copied')}
                  />
                </Group>
              </Stack>
            </Card>
          ))}
        </>
      )}
      <FormModal
        title={editing === 'new' || editing === null ? t('sso.addTitle') : t('sso.editTitle')}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      >
        <ProviderForm provider={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      </FormModal>
      <ConfirmModal
        opened={deleting !== null}
        title={t('sso.deleteTitle', { name: deleting?.display_name ?? '' })}
        confirmLabel={t('sso.delete')}
        busy={remove.isPending}
        refusal={remove.isError ? { title: t('sso.form.failed'), message: remove.error.message } : null}
        onConfirm={() => {
          if (deleting !== null) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
      >
        {t('sso.deleteText')}
      </ConfirmModal>
    </Stack>
  );
}
