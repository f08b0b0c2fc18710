import type { CSSProperties } from 'react';
import { TextLink } from '../../../components/text-link.tsx';
import { t } from '../../../lib/i18n.ts';

/** Terms of Service is a placeholder (no terms text yet); Privacy Policy opens the privacy notice (docs/decisions/005-data-rights.md). */
const PlaceholderLink = ({ children }: { children: string }) => (
  <TextLink href="#" underline="always" onClick={(event) => event.preventDefault()}>
    {children}
  </TextLink>
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
    <TextLink to="/privacy" underline="always">
      {t('Privacy Policy')}
    </TextLink>
  </p>
);
