import type { CSSProperties } from 'react';
import { Logo } from '../../../components/logo.tsx';
import { usePublicConfig } from '../../../lib/public-config.ts';

/*
 * Styled as Mantine's Stack (gap 6, centred), Title (h1 at h2's size) and Text (dimmed) would style them, as plain
 * elements: fewer components in the sign-in and sign-up pages' first render, and inline so those pages load no
 * stylesheet of their own for it.
 */
const HEADING_STYLE: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 'calc(0.375rem * var(--mantine-scale))',
  textAlign: 'center',
};
const TITLE_STYLE: CSSProperties = {
  margin: 0,
  fontFamily: 'var(--mantine-font-family-headings)',
  fontWeight: 'var(--mantine-h2-font-weight)',
  fontSize: 'var(--mantine-h2-font-size)',
  lineHeight: 'var(--mantine-h2-line-height)',
  textWrap: 'var(--mantine-heading-text-wrap)' as CSSProperties['textWrap'],
};
const TAGLINE_STYLE: CSSProperties = { margin: 0, color: 'var(--mantine-color-dimmed)' };

/** The logo, the page's title and a line naming the product (kept in place, hidden, until the config arrives). */
export const AuthHeading = ({ title, tagline }: { title: string; tagline: (productName: string) => string }) => {
  const config = usePublicConfig();
  return (
    <div style={HEADING_STYLE}>
      <Logo size={48} />
      <h1 style={TITLE_STYLE}>{title}</h1>
      <p style={{ ...TAGLINE_STYLE, visibility: config ? 'visible' : 'hidden' }}>{tagline(config?.productName ?? '')}</p>
    </div>
  );
};
