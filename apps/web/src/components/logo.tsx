import type { CSSProperties } from 'react';
import favicon from '../../public/favicon.svg?raw';
import { t } from '../lib/i18n.ts';

/** The letters of the mark as outlines, not text: text would have the page look up and load a font for three letters. */
const LETTERS = /<path fill="#fff" d="([^"]+)"/.exec(favicon)?.[1];

/* Styled as Mantine's Group (gap xs, no wrap) and Text (bold, lg) would be, inline: no page loads a stylesheet for it. */
const LOGO_STYLE: CSSProperties = { display: 'flex', flexWrap: 'nowrap', alignItems: 'center', gap: 'var(--mantine-spacing-xs)' };
const MARK_STYLE: CSSProperties = { flex: 'none' };
const NAME_STYLE: CSSProperties = {
  margin: 0,
  fontSize: 'var(--mantine-font-size-lg)',
  lineHeight: 'var(--mantine-line-height-lg)',
  fontWeight: 700,
};

/**
 * The WHY club mark (the same drawing as /favicon.svg), with the product name beside it when given.
 * `nameVisibleFrom` hides the name below a breakpoint (narrow headers keep only the mark), with Mantine's own
 * visible-from classes. Plain elements: the logo is in the first render of every page.
 */
export const Logo = ({
  productName,
  size = 40,
  nameVisibleFrom,
}: {
  productName?: string;
  size?: number;
  nameVisibleFrom?: 'xs' | 'sm' | 'md';
}) => (
  <div style={LOGO_STYLE}>
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      style={MARK_STYLE}
      role="img"
      aria-label={productName && !nameVisibleFrom ? undefined : t('{name} logo', { name: productName ?? 'WHY Club' })}
      aria-hidden={productName && !nameVisibleFrom ? true : undefined}
    >
      <rect width="64" height="64" rx="14" fill="#0b7285" />
      <path fill="#fff" d={LETTERS} />
    </svg>
    {productName ? (
      <p style={NAME_STYLE} className={nameVisibleFrom ? `mantine-visible-from-${nameVisibleFrom}` : undefined}>
        {productName}
      </p>
    ) : null}
  </div>
);
