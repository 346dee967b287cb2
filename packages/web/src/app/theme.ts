import {
  type CSSVariablesResolver,
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';
import { i18n } from '../i18n/i18n';

/**
 * Text on coloured surfaces must reach WCAG AA contrast (4.5:1) in both themes, which Mantine's
 * defaults do not: light and subtle variants get text from the far ends of the colour's scale.
 */
// i18n-exempt: CSS values, not text
// Shade 9 alone is not dark enough on the tinted backgrounds for every colour (teal, orange).
const lightThemeText = (color: string) => `color-mix(in srgb, var(--mantine-color-${color}-9) 80%, black)`;

// i18n-exempt: CSS values, not text
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.color === 'dark') return colors;
  if (input.variant === 'light' || input.variant === 'subtle' || input.variant === 'outline') {
    const text =
      parsed.color === 'gray'
        ? 'light-dark(var(--mantine-color-gray-8), var(--mantine-color-dark-0))'
        : `light-dark(${lightThemeText(parsed.color)}, var(--mantine-color-${parsed.color}-2))`;
    return {
      ...colors,
      color: text,
      ...(input.variant === 'outline' ? { border: `1px solid ${text}` } : {}),
    };
  }
  // Mantine's hover shade is a lighter one, which white text no longer reads on: hover darker.
  if (
    input.variant === 'filled' &&
    parsed.color !== 'gray' &&
    colors.color !== 'var(--mantine-color-black)'
  ) {
    return { ...colors, hover: `color-mix(in srgb, ${colors.background} 85%, black)` };
  }
  return colors;
};

/** Spora's look: Mantine's defaults with a deep teal accent and slightly rounder corners. */
export const theme = createTheme({
  primaryColor: 'teal',
  // Filled surfaces use the darkest shade, and text on them turns dark where the colour is light.
  primaryShade: { light: 9, dark: 9 },
  autoContrast: true,
  // Sections, dialogs and menus open without motion for people whose system asks for less.
  respectReducedMotion: true,
  luminanceThreshold: 0.175,
  variantColorResolver,
  defaultRadius: 'md',
  // i18n-exempt: font names
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  // i18n-exempt: font names
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  headings: { fontWeight: '650' },
  // Mantine's close buttons are icon-only with no name of their own; screen readers need one. The
  // names are looked up as each one is drawn, so they follow the language.
  components: {
    Modal: {
      defaultProps: () => ({ closeButtonProps: { 'aria-label': i18n.t('common:theme.closeDialog') } }),
    },
    Drawer: { defaultProps: () => ({ closeButtonProps: { 'aria-label': i18n.t('common:theme.close') } }) },
    Notification: {
      defaultProps: () => ({
        closeButtonProps: { 'aria-label': i18n.t('common:theme.dismissNotification') },
      }),
    },
  },
});

/**
 * Mantine's default dimmed text (gray-6 on white) falls short of WCAG AA contrast; Spora's is one
 * step darker in the light theme, and its dark-theme counterpart one step lighter. So does its
 * error red in both themes: field errors use red-8 on light (5.8:1) and red-4 on dark (6.7:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
