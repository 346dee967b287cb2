import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../auth/session';
import { Page } from '../ui/page';
import { EmailVerificationCard } from './account/email-verification-card';
import { LanguageForm } from './account/language-form';
import { PasswordForm } from './account/password-form';
import { ProfileForm } from './account/profile-form';
import { TwoFactorCard } from './account/two-factor-card';

/** Settings → Account: the person's profile, their password and two-factor sign-in, and a reminder to confirm an unconfirmed address. */
export function AccountPage() {
  const { t } = useTranslation('settings');
  const user = useCurrentUser();
  return (
    <Page title={t('account.title')} width={960}>
      {!user.email_verified && <EmailVerificationCard email={user.email} />}
      <ProfileForm key={user.id} user={user} />
      <LanguageForm user={user} />
      <PasswordForm />
      <TwoFactorCard />
    </Page>
  );
}
