import { Alert, Button, Card, Group, NumberInput, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { twoFactorQuery } from '../../settings/account/two-factor-queries';
import { AnchorLink } from '../../ui/links';
import {
  type SecurityPolicy,
  type TwoFactorRequirement,
  useSaveSecurityPolicy,
} from './security-log-queries';

const minimumDays = 30;
const maximumDays = 3650;
const requirements: readonly TwoFactorRequirement[] = ['off', 'administrators', 'everyone'];

/**
 * Who must sign in with two factors, and how long the log keeps events. An administrator without a
 * factor of their own is warned before a rule that would cover them: it would shut them out too.
 */
export function SecurityPolicyCard({ policy }: { policy: Required<SecurityPolicy> }) {
  const { t } = useTranslation('admin');
  const [requirement, setRequirement] = useState<TwoFactorRequirement>(policy.two_factor_required);
  const [days, setDays] = useState<number | string>(policy.security_log_retention_days);
  const ownFactor = useQuery(twoFactorQuery);
  const save = useSaveSecurityPolicy();
  const outOfRange =
    typeof days !== 'number' || !Number.isInteger(days) || days < minimumDays || days > maximumDays;
  const coversMe = requirement !== 'off' && ownFactor.data?.enabled === false;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (outOfRange) return;
    save.mutate(
      { two_factor_required: requirement, security_log_retention_days: Number(days) },
      { onSuccess: () => notifications.show({ color: 'teal', message: t('securityLog.policy.saved') }) },
    );
  };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="security-policy-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="h4" id="security-policy-heading">
            {t('securityLog.policy.title')}
          </Title>
          <Stack gap={4}>
            <Text fz="sm" fw={500} id="two-factor-requirement-label">
              {t('securityLog.policy.twoFactorLabel')}
            </Text>
            <SegmentedControl
              aria-labelledby="two-factor-requirement-label"
              value={requirement}
              onChange={(value) => setRequirement(value as TwoFactorRequirement)}
              data={requirements.map((value) => ({
                value,
                label: t(`securityLog.values.requirements.${value}`),
              }))}
              style={{ alignSelf: 'flex-start' }}
            />
            <Text fz="xs" c="dimmed">
              {t('securityLog.policy.twoFactorDescription')}
            </Text>
          </Stack>
          {coversMe && (
            <Alert
              color="yellow"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title={t('securityLog.policy.selfWarning.title')}
            >
              {t('securityLog.policy.selfWarning.message')}{' '}
              <AnchorLink to="/settings/account">{t('securityLog.policy.selfWarning.link')}</AnchorLink>
            </Alert>
          )}
          <NumberInput
            label={t('securityLog.policy.retentionLabel')}
            description={t('securityLog.policy.retentionDescription')}
            min={minimumDays}
            max={maximumDays}
            allowDecimal={false}
            value={days}
            onChange={setDays}
            error={outOfRange ? t('securityLog.policy.outOfRange') : save.error?.message}
            w={260}
          />
          <Group>
            <Button type="submit" loading={save.isPending} disabled={outOfRange}>
              {t('securityLog.policy.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
