import { useCurrentUser } from '../auth/session';
import { Page } from '../ui/page';
import { EmailVerificationCard } from './account/email-verification-card';
import { PasswordForm } from './account/password-form';
import { ProfileForm } from './account/profile-form';

/** Settings → Account: the person's profile and their password, and a reminder to confirm an unconfirmed address. */
export function AccountPage() {
  const user = useCurrentUser();
  return (
    <Page title="Account" width={960}>
      {!user.email_verified && <EmailVerificationCard email={user.email} />}
      <ProfileForm key={user.id} user={user} />
      <PasswordForm />
    </Page>
  );
}
