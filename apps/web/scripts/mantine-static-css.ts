import {
  DEFAULT_THEME,
  convertCssVariables,
  deepMerge,
  defaultCssVariablesResolver,
  em,
  keys,
  mergeMantineTheme,
  px,
  type CSSVariablesResolver,
  type ConvertCSSVariablesInput,
  type MantineThemeOverride,
} from '@mantine/core';
import type { Plugin } from 'vite';
import type * as ThemeModule from '../src/app/theme.ts';

/**
 * The text MantineProvider with `cssVariablesSelector=":root"` would put in its <style> elements: the same variables,
 * the same deduplication (no `:host` selectors: the portal has no shadow DOM). Mantine does not export the two steps
 * (removeDefaultVariables, MantineClasses), so they are written here; app/mantine-provider.test.ts holds them equal.
 */
export const mantineStaticCss = (override: MantineThemeOverride, resolver: CSSVariablesResolver): string => {
  const theme = mergeMantineTheme(DEFAULT_THEME, override);
  const merged = deepMerge(defaultCssVariablesResolver(theme), resolver(theme)) as ConvertCSSVariablesInput;
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (ours: Record<string, string>, theirs: Record<string, string>) =>
    Object.fromEntries(Object.entries(ours).filter(([name, value]) => theirs[name] !== value));
  const variables = convertCssVariables(
    {
      variables: changed(merged.variables, defaults.variables),
      light: changed(merged.light, defaults.light),
      dark: changed(merged.dark, defaults.dark),
    },
    ':root',
  );
  // MantineProvider's global classes: hiddenFrom / visibleFrom at each breakpoint.
  const classes = keys(theme.breakpoints)
    .map((breakpoint) => {
      const size = theme.breakpoints[breakpoint]!;
      const value = px(size) as number;
      const below = size.includes('px') ? `${value - 0.1}px` : em(value - 0.1);
      const from = size.includes('px') ? `${value}px` : em(value);
      return `@media (max-width: ${below}) {.mantine-visible-from-${breakpoint} {display: none !important;}}@media (min-width: ${from}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`;
    })
    .join('');
  return `${variables}${classes}`;
};

const MANTINE_STATIC_CSS_MODULE = 'virtual:mantine-static-css';
const RESOLVED = `\0${MANTINE_STATIC_CSS_MODULE}`;

/**
 * The theme's CSS variables and Mantine's global classes, computed at build time and exported as a string
 * (src/app/mantine-provider.tsx puts it in a <style> element, as MantineProvider does): MantineProvider computes them
 * in the page's first render (getCSSColorVariables and its resolver were about a fifth of that render in a CPU profile
 * of the sign-in page), though they only change with the theme. A string in the code rather than a stylesheet: the
 * sign-in page's CSS budget has no room for its 1.1 KB, and before the code runs only the boot mark shows.
 */
export const mantineStaticStyles = (themeModule: string): Plugin => ({
  name: 'portal-mantine-static-css',
  resolveId: (id) => (id === MANTINE_STATIC_CSS_MODULE ? RESOLVED : undefined),
  async load(id) {
    if (id !== RESOLVED) return undefined;
    this.addWatchFile(themeModule);
    const { theme, cssVariablesResolver } = (await import(themeModule)) as typeof ThemeModule;
    return `export default ${JSON.stringify(mantineStaticCss(theme, cssVariablesResolver))};`;
  },
});
