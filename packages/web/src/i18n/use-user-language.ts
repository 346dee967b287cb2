import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/session';
import { i18n, rememberedLanguage, rememberLanguage } from './i18n';
import { browserLanguage, isLanguage, type Language } from './languages';

/**
 * The language the UI speaks: the signed-in user's setting, else their browser's; signed out, the
 * one last used on this device (so the sign-in page greets them as the app did). Returns it, so the
 * app can draw itself again when it changes.
 */
export function useUserLanguage(): Language {
  const user = useSession();
  const { i18n: current } = useTranslation();
  const remembered = rememberedLanguage();
  const wanted: Language =
    user === null
      ? isLanguage(remembered)
        ? remembered
        : (browserLanguage() ?? 'en')
      : (user.language ?? browserLanguage() ?? 'en');
  useEffect(() => {
    if (i18n.language !== wanted) void i18n.changeLanguage(wanted);
    if (user !== null) rememberLanguage(wanted);
  }, [wanted, user]);
  return isLanguage(current.language) ? current.language : 'en';
}
