import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../i18n/format';
import { formatCost } from '../usage/cost-format';
import type { Rehearsal } from './rehearsal-types';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="xs" data-testid={testId}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="lg" fw={600}>
        {value}
      </Text>
    </Paper>
  );
}

/** The rehearsal's figures: tokens (real spend), cost, and its calls by how they ran. */
export function RehearsalTotals({ totals }: { totals: Rehearsal['totals'] }) {
  const { t } = useTranslation('rehearsals');
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="xs">
      <Figure testId="total-input" label={t('totals.input')} value={formatNumber(totals.input_tokens)} />
      <Figure testId="total-output" label={t('totals.output')} value={formatNumber(totals.output_tokens)} />
      <Figure
        testId="total-cost"
        label={t('totals.cost')}
        value={formatCost(totals.cost, totals.cost === null ? 1 : 0)}
      />
      <Figure testId="total-ran" label={t('totals.ran')} value={formatNumber(totals.calls_ran)} />
      <Figure
        testId="total-simulated"
        label={t('totals.simulated')}
        value={formatNumber(totals.calls_simulated)}
      />
      <Figure
        testId="total-approval"
        label={t('totals.needingApproval')}
        value={formatNumber(totals.calls_needing_approval)}
      />
    </SimpleGrid>
  );
}
