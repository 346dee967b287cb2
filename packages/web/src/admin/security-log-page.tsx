import { Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconShieldLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../ui/empty-state';
import { LoadError } from '../ui/load-error';
import { Page } from '../ui/page';
import { SecurityEventTable } from './security-log/security-event-table';
import { SecurityLogFilters } from './security-log/security-log-filters';
import {
  noSearch,
  type SecurityLogSearch,
  securityLogQuery,
  securityPolicyQuery,
} from './security-log/security-log-queries';
import { SecurityPolicyCard } from './security-log/security-policy-card';

/**
 * Administration → Security: the policy (who must use two factors, how long events are kept), and
 * the security log, filtered, a page at a time, with its exports.
 */
export function SecurityLogPage() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState<SecurityLogSearch>(noSearch);
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const policy = useQuery(securityPolicyQuery);
  const events = useQuery(securityLogQuery(debouncedSearch, page));

  let log: ReactNode;
  if (events.isPending) {
    log = (
      <Stack gap="xs" aria-busy="true" aria-label={t('securityLog.loading')}>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={40} radius="sm" />
        ))}
      </Stack>
    );
  } else if (events.isError) {
    log = (
      <LoadError
        what={t('securityLog.loadWhat')}
        error={events.error}
        onRetry={() => void events.refetch()}
      />
    );
  } else if (events.data.events.length === 0) {
    log = (
      <EmptyState icon={<IconShieldLock size={28} />} title={t('securityLog.empty.title')}>
        {t('securityLog.empty.description')}
      </EmptyState>
    );
  } else {
    const { pagination } = events.data;
    log = (
      <Stack gap="md">
        <SecurityEventTable events={events.data.events} />
        <Group justify="space-between" gap="sm">
          <Text fz="sm" c="dimmed">
            {t('securityLog.count', { count: pagination.total })}
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
    <Page title={t('securityLog.title')}>
      {policy.isError ? (
        <LoadError
          what={t('securityLog.policy.loadWhat')}
          error={policy.error}
          onRetry={() => void policy.refetch()}
        />
      ) : policy.data === undefined ? (
        <Skeleton height={220} aria-busy="true" aria-label={t('securityLog.policy.loading')} />
      ) : (
        <SecurityPolicyCard policy={policy.data} />
      )}
      <Stack gap="sm" component="section" aria-labelledby="security-log-heading">
        <Text component="h2" fz="h4" fw={700} id="security-log-heading" m={0}>
          {t('securityLog.logHeading')}
        </Text>
        <Text fz="sm" c="dimmed">
          {t('securityLog.description')}
        </Text>
        <SecurityLogFilters
          search={search}
          onChange={(next) => {
            setSearch(next);
            setPage(1);
          }}
        />
        {log}
      </Stack>
    </Page>
  );
}
