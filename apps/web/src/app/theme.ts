import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** The portal's look: teal-cyan brand (the theme-color in index.html), system fonts, soft corners. */
export const theme = createTheme({
  primaryColor: 'cyan',
  // Shade 9 keeps white button text above WCAG AA's 4.5:1 in both schemes (shade 8 is about 4.35:1, the dark
  // scheme's former shade 6, #15AABF, about 2.8:1).
  primaryShade: { light: 9, dark: 9 },
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, sans-serif', fontWeight: '700' },
  cursorType: 'pointer',
});

const COLORS = ['gray', 'red', 'pink', 'grape', 'violet', 'indigo', 'blue', 'cyan', 'teal', 'green', 'lime', 'yellow', 'orange'];

/** Filled orange (the offline banner, a pending language's notice) a tenth darker in both schemes: white on orange-9 is 4.29:1. */
const ORANGE_FILLED = 'color-mix(in srgb, var(--mantine-color-orange-9), black 10%)';

/**
 * Mantine's default dimmed grey is about 3.3:1 on white; gray-7 / dark-1 keep secondary text above 4.5:1.
 * On the light theme also (axe, e2e/a11y.spec.ts): error text in red-9 (red-6 is 3.3:1), 'light' badges and alerts
 * with their text darkened (green-9 on its tint is 3.8:1), and filled buttons that stay dark on hover (cyan-8 is 4.3:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-orange-filled': ORANGE_FILLED,
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-primary-color-filled-hover': 'color-mix(in srgb, var(--mantine-color-cyan-9), black 15%)',
    '--mantine-color-cyan-filled-hover': 'color-mix(in srgb, var(--mantine-color-cyan-9), black 15%)',
    ...Object.fromEntries(
      COLORS.map((c) => [`--mantine-color-${c}-light-color`, `color-mix(in srgb, var(--mantine-color-${c}-9), black 30%)`]),
    ),
  },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)', '--mantine-color-orange-filled': ORANGE_FILLED },
});
