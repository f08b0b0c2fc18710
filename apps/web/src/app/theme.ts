import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** The portal's look: teal-cyan brand (the theme-color in index.html), system fonts, soft corners. */
export const theme = createTheme({
  primaryColor: 'cyan',
  // Shade 9 keeps white button text above WCAG AA's 4.5:1 on the light theme (shade 8 is about 4.35:1).
  primaryShade: { light: 9, dark: 6 },
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, sans-serif', fontWeight: '700' },
  cursorType: 'pointer',
});

/** Mantine's default dimmed grey is about 3.3:1 on white; gray-7 / dark-1 keep secondary text above 4.5:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
