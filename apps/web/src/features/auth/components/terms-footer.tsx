import { Link } from 'react-router';
import type { CSSProperties } from 'react';
import { Anchor } from '@mantine/core';
import { t } from '../../../lib/i18n.ts';

/** Terms of Service is a placeholder (no terms text yet); Privacy Policy opens the privacy notice (docs/decisions/005-data-rights.md). */
const PlaceholderLink = ({ children }: { children: string }) => (
  <Anchor href="#" inherit underline="always" onClick={(event) => event.preventDefault()}>
    {children}
  </Anchor>
);

/**
 * Styled as Mantine's Text (xs, dimmed, centred) would style it, as a plain element: one component fewer in the first
 * render, and inline so the sign-in page loads no stylesheet of its own for it.
 */
const FOOTER_STYLE: CSSProperties = {
  margin: 0,
  fontSize: 'var(--mantine-font-size-xs)',
  lineHeight: 'var(--mantine-line-height-xs)',
  color: 'var(--mantine-color-dimmed)',
  textAlign: 'center',
};

export const TermsFooter = () => (
  <p style={FOOTER_STYLE}>
    {t('By continuing, you agree to our')} <PlaceholderLink>{t('Terms of Service')}</PlaceholderLink> {t('and')}{' '}
    <Anchor component={Link} to="/privacy" inherit underline="always">
      {t('Privacy Policy')}
    </Anchor>
  </p>
);
