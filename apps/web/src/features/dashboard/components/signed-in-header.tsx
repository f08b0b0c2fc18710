import { useState } from 'react';
import { Link } from 'react-router';
import { Box, Button, Container, Group } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Logo } from '../../../components/logo.tsx';
import { usePublicConfig } from '../../../lib/public-config.ts';
import type { Preferences } from '../api/viewer.ts';
import { AccountMenu } from './account-menu.tsx';
import { t } from '../../../lib/i18n.ts';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { saveAccountLanguage } from '../../../lib/language-api.ts';

export interface SignedInHeaderProps {
  name: string;
  email: string;
  preferences: Preferences | undefined;
  role?: string;
  onSignOut: () => Promise<void>;
}

/** The top bar of every signed-in page: logo (home), account menu and the Sign Out button. */
export const SignedInHeader = ({ name, email, preferences, role, onSignOut }: SignedInHeaderProps) => {
  const config = usePublicConfig();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async () => {
    setSigningOut(true);
    try {
      await onSignOut();
    } finally {
      setSigningOut(false);
    }
  };
  return (
    <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="lg" py="sm">
        <Group justify="space-between" wrap="nowrap">
          <Link to="/dashboard" style={{ color: 'inherit', textDecoration: 'none' }}>
            <Logo productName={config?.productName} size={36} nameVisibleFrom="xs" />
          </Link>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch compact onChosen={(locale) => void saveAccountLanguage(locale)} />
            <AccountMenu name={name} email={email} preferences={preferences} role={role} />
            <Button variant="default" leftSection={<IconLogout size={16} aria-hidden />} loading={signingOut} onClick={() => void signOut()}>
              {t('Sign Out')}
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  );
};
