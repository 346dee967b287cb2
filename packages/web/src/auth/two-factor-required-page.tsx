import { Alert, Button, Group, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { TwoFactorCard } from '../settings/account/two-factor-card';
import { twoFactorQuery } from '../settings/account/two-factor-queries';
import { AuthCard } from '../ui/auth-card';
import { useSignOut } from './session';

/**
 * What someone sees whom the server's policy asks for two factors while they have none: why, the
 * enrolment itself, and, once it is done, the way on. Until then the API refuses everything else.
 */
export function TwoFactorRequiredPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const status = useQuery(twoFactorQuery);
  const signOut = useSignOut();
  const enrolled = status.data?.enabled === true;
  return (
    <AuthCard title={t('twoFactorRequired.title')} subtitle={t('twoFactorRequired.subtitle')}>
      <Alert color="blue" variant="light" icon={<IconShieldLock size={18} />}>
        {t('twoFactorRequired.explanation')}
      </Alert>
      <TwoFactorCard enrolOnly />
      {enrolled && <Text fz="sm">{t('twoFactorRequired.done')}</Text>}
      <Group justify="space-between">
        <Button
          variant="subtle"
          color="gray"
          loading={signOut.isPending}
          onClick={() => signOut.mutate(undefined, { onSettled: () => navigate({ to: '/sign-in' }) })}
        >
          {t('twoFactorRequired.signOut')}
        </Button>
        {enrolled && <Button onClick={() => navigate({ to: '/' })}>{t('twoFactorRequired.continue')}</Button>}
      </Group>
    </AuthCard>
  );
}
