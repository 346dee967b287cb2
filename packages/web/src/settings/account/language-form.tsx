import { Card, Select, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../api/api-types';
import { api, unwrap } from '../../api/client';
import { sessionQueryKey } from '../../auth/session';
import { i18n } from '../../i18n/i18n';
import { browserLanguage, isLanguage, type Language, languageNames, languages } from '../../i18n/languages';

const followBrowser = 'browser';

/** The language the person reads Spora in: one of the UI's, or whatever their browser asks for. Saved on change. */
export function LanguageForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: async (language: Language | null) =>
      (await unwrap(api.PATCH('/api/v1/auth/account', { body: { language } }))).user,
    onSuccess: async (updated) => {
      // Switched first, so that the confirmation already speaks the chosen language.
      await i18n.changeLanguage(updated.language ?? browserLanguage() ?? 'en');
      queryClient.setQueryData(sessionQueryKey, updated);
      notifications.show({ color: 'teal', message: i18n.t('settings:account.language.saved') });
    },
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });
  const browser = browserLanguage();
  const options = [
    {
      value: followBrowser,
      label: t('account.language.followBrowser', {
        language: languageNames[browser ?? 'en'],
      }),
    },
    ...languages.map((language) => ({ value: language, label: languageNames[language] })),
  ];

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="language-heading">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="language-heading">
          {t('account.language.title')}
        </Title>
        <Select
          label={t('account.language.label')}
          description={t('account.language.description')}
          data={options}
          value={user.language ?? followBrowser}
          onChange={(value) => {
            if (value === null) return;
            save.mutate(isLanguage(value) ? value : null);
          }}
          allowDeselect={false}
          disabled={save.isPending}
          maw={420}
        />
      </Stack>
    </Card>
  );
}
