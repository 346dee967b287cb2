import { Card, Code, Stack, Table, Text, Title } from '@mantine/core';
import type { DecisionRecordArchive } from './retention-queries';

const day = (iso: string) => iso.slice(0, 10);

/** The ranges the retention job archived, oldest first. */
export function ArchiveTable({ archives }: { archives: readonly DecisionRecordArchive[] }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="archives-heading">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="archives-heading">
          Archived ranges
        </Title>
        {archives.length === 0 ? (
          <Text fz="sm" c="dimmed">
            Nothing has been archived: every decision is in the record.
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
                  <Table.Th>Sequences</Table.Th>
                  <Table.Th>Decisions</Table.Th>
                  <Table.Th>Decided</Table.Th>
                  <Table.Th>Archived</Table.Th>
                  <Table.Th>Copy</Table.Th>
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
                      {day(archive.first_decided_at)} to {day(archive.last_decided_at)}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(archive.archived_at)}</Table.Td>
                    <Table.Td>
                      {archive.export_file === null ? (
                        <Text fz="sm" c="dimmed">
                          none
                        </Text>
                      ) : (
                        <Code>{archive.export_file}</Code>
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
