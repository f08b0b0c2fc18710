import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { PAGER_CONTROL_LABELS } from '@portal/shared/review/review';
import { Pager } from './pager.tsx';

const render = (pages: number) =>
  renderToString(
    createElement(MantineProvider, null, createElement(Pager, { pages, value: 2, onChange: () => {}, withEdges: true })),
  );

describe('Pager', () => {
  it('names every control: screen readers have no text in their icons (axe button-name)', () => {
    const html = render(3);
    for (const label of Object.values(PAGER_CONTROL_LABELS)) expect(html).toContain(`aria-label="${label}"`);
    const buttons = [...html.matchAll(/<button[^>]*>([\s\S]*?)<\/button>/g)];
    expect(buttons.length).toBeGreaterThanOrEqual(7);
    for (const [button, inner] of buttons)
      expect(button.includes('aria-label=') || /\d/.test(inner!.replace(/<[^>]*>/g, '')), button).toBe(true);
  });

  it('shows nothing for a list that fits on one page', () => {
    expect(render(1)).not.toContain('<button');
  });
});
