import { Card, Code, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DecisionRecordArchive } from './retention-queries';

// i18n-exempt: the archive's days are shown as ISO dates, as the archive files name them.
const day = (iso: string) => iso.slice(0, 10);

/** The ranges the retention job archived, oldest first. */
export function ArchiveTable({ archives }: { archives: readonly DecisionRecordArchive[] }) {
  const { t } = useTranslation('admin');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="archives-heading">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="archives-heading">
          {t('decisionRecord.archives.title')}
        </Title>
        {archives.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('decisionRecord.archives.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer
            minWidth={640}
            // Narrower than the table it scrolls sideways: keyboard users reach it too.
            scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-labelledby': 'archives-heading' } }}
          >
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('decisionRecord.archives.sequences')}</Table.Th>
                  <Table.Th>{t('decisionRecord.archives.decisions')}</Table.Th>
                  <Table.Th>{t('decisionRecord.archives.decided')}</Table.Th>
                  <Table.Th>{t('decisionRecord.archives.archived')}</Table.Th>
                  <Table.Th>{t('decisionRecord.archives.copy')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {archives.map((archive) => (
                  <Table.Tr key={archive.id}>
                    <Table.Td>
                      {archive.first_sequence}–{archive.last_sequence}
                    </Table.Td>
                    <Table.Td>{archive.row_count}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {t('decisionRecord.archives.decidedRange', {
                        first: day(archive.first_decided_at),
                        last: day(archive.last_decided_at),
                      })}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(archive.archived_at)}</Table.Td>
                    <Table.Td>
                      {archive.export_file === null ? (
                        <Text fz="sm" c="dimmed">
                          {t('decisionRecord.archives.noCopy')}
                        </Text>
                      ) : (
                        // A path has few places to break; without these it ran past the card's edge.
                        <Code style={{ overflowWrap: 'anywhere' }}>{archive.export_file}</Code>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
