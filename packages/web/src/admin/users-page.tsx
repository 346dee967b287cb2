import { Alert, Button, Group, Pagination, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconSearch, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../auth/session';
import { i18n } from '../i18n/i18n';
import { EmptyState } from '../ui/empty-state';
import { LoadError } from '../ui/load-error';
import { Page } from '../ui/page';
import { CreateUserModal } from './users/create-user-modal';
import { DeleteUserModal } from './users/delete-user-modal';
import { ResetTwoFactorModal } from './users/reset-two-factor-modal';
import { type AdministeredUser, type UserChanges, usersQuery, useUpdateUser } from './users/user-queries';
import { type Refusal, userRefusalOf } from './users/user-refusal';
import { UsersTable } from './users/users-table';

function changedMessage(user: AdministeredUser, changes: UserChanges): string {
  const email = user.email;
  if (changes.role === 'admin') return i18n.t('admin:users.changed.madeAdministrator', { email });
  if (changes.role === 'member') return i18n.t('admin:users.changed.revokedAdministrator', { email });
  if (changes.status === 'suspended') return i18n.t('admin:users.changed.suspended', { email });
  return i18n.t('admin:users.changed.reactivated', { email });
}

/**
 * Administration of accounts: find, create, change role and status, delete. The API refuses what
 * would lock everyone out (the last administrator) or change one's own account; the page shows its
 * reason above the list rather than hiding the action.
 */
export function UsersPage() {
  const { t } = useTranslation('admin');
  const me = useCurrentUser();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 250);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<AdministeredUser | null>(null);
  const [resetting, setResetting] = useState<AdministeredUser | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const users = useQuery(usersQuery(page, debouncedSearch));
  const update = useUpdateUser();

  const change = (user: AdministeredUser, changes: UserChanges) => {
    setRefusal(null);
    update.mutate(
      { id: user.id, changes },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: changedMessage(user, changes) }),
        onError: (error) => setRefusal(userRefusalOf(error)),
      },
    );
  };

  let body: ReactNode;
  if (users.isPending) {
    body = (
      <Stack gap="xs" aria-busy="true" aria-label={t('users.loading')}>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={44} radius="sm" />
        ))}
      </Stack>
    );
  } else if (users.isError) {
    body = <LoadError what={t('users.loadWhat')} error={users.error} onRetry={() => void users.refetch()} />;
  } else if (users.data.users.length === 0) {
    body = (
      <EmptyState icon={<IconUsers size={28} />} title={t('users.noMatch.title')}>
        {t('users.noMatch.description', { search: debouncedSearch })}
      </EmptyState>
    );
  } else {
    const { pagination } = users.data;
    body = (
      <Stack gap="md">
        <UsersTable
          users={users.data.users}
          currentUserId={me.id}
          busyUserId={update.isPending ? (update.variables?.id ?? null) : null}
          onChange={change}
          onResetTwoFactor={setResetting}
          onDelete={setDeleting}
        />
        <Group justify="space-between" gap="sm">
          <Text fz="sm" c="dimmed">
            {t('users.accounts', { count: pagination.total })}
          </Text>
          {pagination.last_page > 1 && (
            <Pagination
              total={pagination.last_page}
              value={pagination.page}
              onChange={setPage}
              size="sm"
              getControlProps={(control) => ({ 'aria-label': t(`users.pagination.${control}`) })}
            />
          )}
        </Group>
      </Stack>
    );
  }

  return (
    <Page
      title={t('users.title')}
      actions={
        <Button leftSection={<IconUserPlus size={16} />} onClick={() => setCreating(true)}>
          {t('users.create')}
        </Button>
      }
    >
      <TextInput
        label={t('users.search')}
        placeholder={t('users.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={420}
      />
      {refusal !== null && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={refusal.title}
          role="alert"
          withCloseButton
          closeButtonLabel={t('users.dismiss')}
          onClose={() => setRefusal(null)}
        >
          {refusal.message}
        </Alert>
      )}
      {body}
      <CreateUserModal opened={creating} onClose={() => setCreating(false)} />
      <DeleteUserModal user={deleting} onClose={() => setDeleting(null)} />
      <ResetTwoFactorModal user={resetting} onClose={() => setResetting(null)} />
    </Page>
  );
}
