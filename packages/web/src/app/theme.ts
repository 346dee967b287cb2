import { type CSSVariablesResolver, createTheme } from '@mantine/core';

/** Spora's look: Mantine's defaults with a teal accent and slightly rounder corners. */
export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  headings: { fontWeight: '650' },
  components: {
    Button: { defaultProps: { radius: 'md' } },
  },
});

/**
 * Mantine's default dimmed text (gray-6 on white) falls short of WCAG AA contrast; Spora's is one
 * step darker in the light theme, and its dark-theme counterpart one step lighter.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
