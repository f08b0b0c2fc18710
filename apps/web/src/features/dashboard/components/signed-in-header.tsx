import { useEffect, useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { PlainButton } from '../../../components/plain-button.tsx';
import { IconLogout } from '@tabler/icons-react';
import { Logo } from '../../../components/logo.tsx';
import { usePublicConfig } from '../../../lib/public-config.ts';
import type { Preferences } from '../api/viewer.ts';
import { AccountMenu } from './account-menu.tsx';
import { t } from '../../../lib/i18n.ts';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import classes from './signed-in-header.module.css';
import { saveAccountLanguage, sendUnsentAccountLanguage } from '../../../lib/language-api.ts';

export interface SignedInHeaderProps {
  name: string;
  email: string;
  preferences: Preferences | undefined;
  role?: string;
  onSignOut: () => Promise<void>;
}

/* Styled as Mantine's Container (lg, padding sm / md) and Groups would be, inline: the bar is in the first render of
   every signed-in page, and as components it was a dozen more of them. */
const BAR_STYLE: CSSProperties = {
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 'var(--mantine-spacing-md)',
  maxWidth: 'calc(71.25rem * var(--mantine-scale))',
  marginInline: 'auto',
  padding: 'var(--mantine-spacing-sm) var(--mantine-spacing-md)',
};
const ACTIONS_STYLE: CSSProperties = {
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: 'var(--mantine-spacing-xs)',
};

/** The logo is the way home: a 44 px tap target around the 36 px mark. */
const HOME_LINK_STYLE: CSSProperties = {
  color: 'inherit',
  textDecoration: 'none',
  display: 'flex',
  alignItems: 'center',
  minWidth: 44,
  minHeight: 44,
};

/** The top bar of every signed-in page: logo (home), the language, the account menu and the Sign Out button. */

export const SignedInHeader = ({ name, email, preferences, role, onSignOut }: SignedInHeaderProps) => {
  const config = usePublicConfig();
  const [signingOut, setSigningOut] = useState(false);
  // A language chosen here while the account could not be told (offline, then a reload): told now.
  useEffect(() => void sendUnsentAccountLanguage(), []);
  const signOut = async () => {
    setSigningOut(true);
    try {
      await onSignOut();
    } finally {
      setSigningOut(false);
    }
  };
  return (
    <header style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <div style={BAR_STYLE}>
        <Link to="/dashboard" style={HOME_LINK_STYLE}>
          <Logo productName={config?.productName} size={36} nameVisibleFrom="xs" />
        </Link>
        <div style={ACTIONS_STYLE}>
          <LanguageSwitch onChosen={(locale) => void saveAccountLanguage(locale)} />
          <AccountMenu name={name} email={email} preferences={preferences} role={role} />
          <PlainButton
            variant="default"
            leftSection={<IconLogout size={16} aria-hidden />}
            loading={signingOut}
            onClick={() => void signOut()}
          >
            <span className={classes.signOutWords}>{t('Sign Out')}</span>
          </PlainButton>
        </div>
      </div>
    </header>
  );
};
