import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SporaMark } from './spora-mark';

/** The centred card that sign-in and first-run setup share. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-body)">
      <Stack w="100%" maw={420} gap="lg">
        <Group gap="xs" justify="center">
          <SporaMark size={32} />
          <Text fw={700} fz="xl">
            {'Spora' /* i18n-exempt: the product's name */}
          </Text>
        </Group>
        <Paper withBorder shadow="sm" p="xl" radius="lg">
          <Stack gap="md">
            <div>
              <Title order={1} fz="h3">
                {title}
              </Title>
              {subtitle !== undefined && (
                <Text c="dimmed" fz="sm" mt={4}>
                  {subtitle}
                </Text>
              )}
            </div>
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
}
