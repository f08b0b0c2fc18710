import { useMemo, type ReactNode } from 'react';
import {
  MantineContext,
  MantineThemeProvider,
  useProviderColorScheme,
  type MantineColorSchemeManager,
  type MantineThemeOverride,
} from '@mantine/core';
import mantineStaticCss from 'virtual:mantine-static-css';

const rootElement = () => document.documentElement;

/**
 * MantineProvider with its <style> elements (the theme's CSS variables, the global classes) made from app/theme.ts at
 * build time (scripts/mantine-static-css.ts), so the first render of every page does not compute them. Everything
 * else is MantineProvider's own (its context and theme provider, the colour scheme on <html>);
 * app/mantine-provider.test.ts checks that the text is what MantineProvider's elements would hold.
 */
export const PortalMantineProvider = ({
  theme,
  colorSchemeManager,
  children,
}: {
  theme: MantineThemeOverride;
  colorSchemeManager: MantineColorSchemeManager;
  children: ReactNode;
}) => {
  const { colorScheme, setColorScheme, clearColorScheme } = useProviderColorScheme({
    defaultColorScheme: 'light',
    forceColorScheme: undefined,
    manager: colorSchemeManager,
    getRootElement: rootElement,
  });
  const context = useMemo(
    () => ({
      colorScheme,
      setColorScheme,
      clearColorScheme,
      getRootElement: rootElement,
      classNamesPrefix: 'mantine',
      cssVariablesSelector: ':root',
      withStaticClasses: true,
    }),
    [colorScheme, setColorScheme, clearColorScheme],
  );
  return (
    <MantineContext value={context}>
      <MantineThemeProvider theme={theme}>
        <style data-mantine-styles dangerouslySetInnerHTML={{ __html: mantineStaticCss }} />
        {children}
      </MantineThemeProvider>
    </MantineContext>
  );
};
