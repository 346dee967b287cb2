import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { useUserLanguage } from '../i18n/use-user-language';
import { queryClient } from './query-client';
import { router } from './router';
import { cssVariablesResolver, theme } from './theme';

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
        <Notifications position="top-right" limit={4} />
        <QueryClientProvider client={queryClient}>
          <LocalizedRouter />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}

/** The app in the user's language; a change of language draws every screen again, dates and numbers too. */
function LocalizedRouter() {
  const language = useUserLanguage();
  return <RouterProvider key={language} router={router} />;
}
