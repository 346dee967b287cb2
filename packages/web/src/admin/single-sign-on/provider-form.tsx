import {
  Alert,
  Button,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { apiFieldError } from '../../ui/field-errors';
import { type SsoProvider, type SsoProviderBody, useSaveSsoProvider } from './sso-queries';

interface Draft {
  slug: string;
  displayName: string;
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  emailClaim: string;
  groupsClaim: string;
  adminGroups: string[];
  syncTeams: boolean;
  allowAccountCreation: boolean;
  enabled: boolean;
}

function draftOf(provider: SsoProvider | null): Draft {
  return {
    slug: provider?.slug ?? '',
    displayName: provider?.display_name ?? '',
    issuerUrl: provider?.issuer_url ?? '',
    clientId: provider?.client_id ?? '',
    clientSecret: '',
    // i18n-exempt: OpenID Connect scope and claim names
    scopes: provider?.scopes ?? 'openid email profile',
    // i18n-exempt: OpenID Connect claim name
    emailClaim: provider?.email_claim ?? 'email',
    groupsClaim: provider?.groups_claim ?? '',
    adminGroups: provider?.admin_groups ?? [],
    syncTeams: provider?.sync_teams ?? false,
    allowAccountCreation: provider?.allow_account_creation ?? false,
    enabled: provider?.enabled ?? true,
  };
}

/** Adds or changes a provider; the client secret is write-only, and kept when left empty. */
export function ProviderForm({ provider, onDone }: { provider: SsoProvider | null; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState<Draft>(() => draftOf(provider));
  const save = useSaveSsoProvider();
  const edit = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: SsoProviderBody = {
      slug: draft.slug.trim(),
      display_name: draft.displayName.trim(),
      issuer_url: draft.issuerUrl.trim(),
      client_id: draft.clientId.trim(),
      ...(draft.clientSecret !== '' && { client_secret: draft.clientSecret }),
      scopes: draft.scopes,
      email_claim: draft.emailClaim.trim(),
      groups_claim: draft.groupsClaim.trim() === '' ? null : draft.groupsClaim.trim(),
      admin_groups: draft.adminGroups,
      sync_teams: draft.syncTeams,
      allow_account_creation: draft.allowAccountCreation,
      enabled: draft.enabled,
    };
    save.mutate({ id: provider?.id ?? null, body }, { onSuccess: onDone });
  };
  const fieldError = (field: string) => apiFieldError(save.error, field);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('sso.form.displayName')}
            required
            value={draft.displayName}
            onChange={(event) => edit({ displayName: event.currentTarget.value })}
            error={fieldError('display_name')}
          />
          <TextInput
            label={t('sso.form.slug')}
            description={t('sso.form.slugHint')}
            required
            value={draft.slug}
            onChange={(event) => edit({ slug: event.currentTarget.value.toLowerCase() })}
            error={fieldError('slug')}
          />
        </SimpleGrid>
        <TextInput
          label={t('sso.form.issuerUrl')}
          description={t('sso.form.issuerUrlHint')}
          required
          value={draft.issuerUrl}
          onChange={(event) => edit({ issuerUrl: event.currentTarget.value })}
          error={fieldError('issuer_url')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('sso.form.clientId')}
            required
            value={draft.clientId}
            onChange={(event) => edit({ clientId: event.currentTarget.value })}
            error={fieldError('client_id')}
          />
          <PasswordInput
            label={t('sso.form.clientSecret')}
            description={provider?.has_client_secret ? t('sso.form.clientSecretKept') : undefined}
            autoComplete="off"
            value={draft.clientSecret}
            onChange={(event) => edit({ clientSecret: event.currentTarget.value })}
            error={fieldError('client_secret')}
          />
        </SimpleGrid>
        <TextInput
          label={t('sso.form.scopes')}
          value={draft.scopes}
          onChange={(event) => edit({ scopes: event.currentTarget.value })}
          error={fieldError('scopes')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('sso.form.emailClaim')}
            value={draft.emailClaim}
            onChange={(event) => edit({ emailClaim: event.currentTarget.value })}
            error={fieldError('email_claim')}
          />
          <TextInput
            label={t('sso.form.groupsClaim')}
            description={t('sso.form.groupsClaimHint')}
            value={draft.groupsClaim}
            onChange={(event) => edit({ groupsClaim: event.currentTarget.value })}
            error={fieldError('groups_claim')}
          />
        </SimpleGrid>
        <TagsInput
          label={t('sso.form.adminGroups')}
          description={t('sso.form.adminGroupsHint')}
          value={draft.adminGroups}
          onChange={(adminGroups) => edit({ adminGroups })}
        />
        <Switch
          label={t('sso.form.syncTeams')}
          description={t('sso.form.syncTeamsHint')}
          checked={draft.syncTeams}
          onChange={(event) => edit({ syncTeams: event.currentTarget.checked })}
        />
        <Switch
          label={t('sso.form.allowAccountCreation')}
          checked={draft.allowAccountCreation}
          onChange={(event) => edit({ allowAccountCreation: event.currentTarget.checked })}
        />
        <Switch
          label={t('sso.form.enabled')}
          checked={draft.enabled}
          onChange={(event) => edit({ enabled: event.currentTarget.checked })}
        />
        {save.isError && (
          <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} />} title={t('sso.form.failed')}>
            {isApiError(save.error, 'OIDC_SLUG_TAKEN') ? t('sso.form.slugTaken') : save.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('sso.form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('sso.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
