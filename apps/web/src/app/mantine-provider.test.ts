import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { mantineStaticCss } from '../../scripts/mantine-static-css.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/** The text of every <style data-mantine-styles> element MantineProvider renders for the portal's theme on :root. */
const providerStyles = (): string => {
  const html = renderToString(
    createElement(MantineProvider, { theme, cssVariablesResolver, cssVariablesSelector: ':root' }, null),
  );
  return [...html.matchAll(/<style data-mantine-styles[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
};

describe('the build-time Mantine stylesheet (app/mantine-provider.tsx)', () => {
  it('says what MantineProvider would put in the page for the portal theme', () => {
    const fromProvider = providerStyles();
    expect(fromProvider).toContain('--mantine-primary-color-filled');
    expect(mantineStaticCss(theme, cssVariablesResolver)).toBe(fromProvider);
  });

  it('keeps the dark scheme and the hidden/visible-from classes', () => {
    const css = mantineStaticCss(theme, cssVariablesResolver);
    expect(css).toContain(':root[data-mantine-color-scheme="dark"]');
    expect(css).toContain('--mantine-color-dimmed: var(--mantine-color-dark-1)');
    expect(css).toMatch(/\.mantine-visible-from-md \{display: none !important;\}/);
  });
});
