import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Language, languages } from './languages';
import { namespaces, resources } from './resources';

/**
 * The UI's one i18next instance. It starts in the language remembered on this device (the signed-in
 * user's setting replaces it once known, see `use-user-language.ts`) and keeps `<html lang>` true
 * for screen readers and spell checkers.
 */
export const i18n = i18next.createInstance();

const rememberedLanguageKey = 'spora.language';

export function rememberedLanguage(): string | null {
  try {
    return localStorage.getItem(rememberedLanguageKey);
  } catch {
    return null;
  }
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(rememberedLanguageKey, language);
  } catch {
    // Storage can be off (private windows); the language then follows the account or the browser.
  }
}

export function initI18n(language: Language): void {
  i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: languages,
    ns: namespaces,
    defaultNS: 'common',
    // React escapes what it renders; escaping here too would show `&amp;` to people.
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  if (typeof document === 'undefined') return;
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (changed) => {
    document.documentElement.lang = changed;
  });
}
