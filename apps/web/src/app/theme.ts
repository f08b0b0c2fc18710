import { createTheme } from '@mantine/core';

/** The portal's look: teal-cyan brand (the theme-color in index.html), system fonts, soft corners. */
export const theme = createTheme({
  primaryColor: 'cyan',
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, sans-serif', fontWeight: '700' },
  cursorType: 'pointer',
});
