import { useCurrentUser } from '../auth/session';
import { Page } from '../ui/page';
import { PasswordForm } from './account/password-form';
import { ProfileForm } from './account/profile-form';

/** Settings → Account: the person's profile and their password. */
export function AccountPage() {
  const user = useCurrentUser();
  return (
    <Page title="Account" width={960}>
      <ProfileForm key={user.id} user={user} />
      <PasswordForm />
    </Page>
  );
}
