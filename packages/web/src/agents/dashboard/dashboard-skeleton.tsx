import { Card, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The shape of the agent grid while it loads. */
export function DashboardSkeleton() {
  const { t } = useTranslation('agents');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label={t('dashboard.loading')}>
      {[0, 1, 2, 3, 4, 5].map((index) => (
        <Card key={index} withBorder radius="lg" padding="md">
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap">
              <Skeleton h={44} w={44} radius="md" />
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton h={14} w="60%" />
                <Skeleton h={10} w="35%" />
              </Stack>
            </Group>
            <Skeleton h={10} />
            <Skeleton h={10} w="80%" />
            <Skeleton h={18} w={70} radius="xl" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
