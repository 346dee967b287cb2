import { Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../ui/load-error';
import { Page } from '../ui/page';
import { ArchiveTable } from './decision-record/archive-table';
import { RetentionForm } from './decision-record/retention-form';
import { retentionQuery } from './decision-record/retention-queries';

/** Administration → Decision record: the retention period, and what the retention job archived. */
export function DecisionRecordPage() {
  const { t } = useTranslation('admin');
  const retention = useQuery(retentionQuery);
  return (
    <Page title={t('decisionRecord.title')} width={960}>
      {retention.isError ? (
        <LoadError
          what={t('decisionRecord.loadWhat')}
          error={retention.error}
          onRetry={() => retention.refetch()}
        />
      ) : retention.data === undefined ? (
        <Stack gap="xs" aria-busy="true" aria-label={t('decisionRecord.loading')}>
          <Skeleton height={200} />
        </Stack>
      ) : (
        <>
          <RetentionForm retention={retention.data} />
          <ArchiveTable archives={retention.data.archives} />
        </>
      )}
    </Page>
  );
}
