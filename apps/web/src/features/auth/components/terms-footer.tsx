import { Link } from 'react-router';
import { Anchor } from '@mantine/core';
import classes from './terms-footer.module.css';
import { t } from '../../../lib/i18n.ts';

/** Terms of Service is a placeholder (no terms text yet); Privacy Policy opens the privacy notice (docs/decisions/005-data-rights.md). */
const PlaceholderLink = ({ children }: { children: string }) => (
  <Anchor href="#" inherit underline="always" onClick={(event) => event.preventDefault()}>
    {children}
  </Anchor>
);

export const TermsFooter = () => (
  <p className={classes.footer}>
    {t('By continuing, you agree to our')} <PlaceholderLink>{t('Terms of Service')}</PlaceholderLink> {t('and')}{' '}
    <Anchor component={Link} to="/privacy" inherit underline="always">
      {t('Privacy Policy')}
    </Anchor>
  </p>
);
