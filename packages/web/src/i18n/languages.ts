/** The languages the UI is written in; the first is the fallback for a missing text. */
export const languages = ['en', 'de'] as const;

export type Language = (typeof languages)[number];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** Each language named in itself, as a language menu shows it to someone who cannot read the rest. */
// i18n-exempt: each language is named in itself
export const languageNames: Readonly<Record<Language, string>> = {
  en: 'English',
  de: 'Deutsch',
};

/** The first of the browser's preferred languages that the UI is written in. */
export function browserLanguage(preferred: readonly string[] = navigator.languages): Language | null {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return null;
}
