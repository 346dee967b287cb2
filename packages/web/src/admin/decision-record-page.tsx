import { Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../ui/load-error';
import { Page } from '../ui/page';
import { ArchiveTable } from './decision-record/archive-table';
import { RetentionForm } from './decision-record/retention-form';
import { retentionQuery } from './decision-record/retention-queries';

/** Administration → Decision record: the retention period, and what the retention job archived. */
export function DecisionRecordPage() {
  const retention = useQuery(retentionQuery);
  return (
    <Page title="Decision record" width={960}>
      {retention.isError ? (
        <LoadError
          what="the retention settings"
          error={retention.error}
          onRetry={() => retention.refetch()}
        />
      ) : retention.data === undefined ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading the retention settings">
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
