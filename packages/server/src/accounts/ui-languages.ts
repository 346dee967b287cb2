/** The languages the web UI is written in (its catalogues); a user may choose one or follow the browser. */
export const uiLanguages = ['en', 'de'] as const;

export type UiLanguage = (typeof uiLanguages)[number];

export const isUiLanguage = (value: unknown): value is UiLanguage =>
  typeof value === 'string' && (uiLanguages as readonly string[]).includes(value);
