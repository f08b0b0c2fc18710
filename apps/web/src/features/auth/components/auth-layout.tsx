import type { ReactNode } from 'react';
import { Anchor, Container, Group, Paper } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { Logo } from '../../../components/logo.tsx';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { LandingPanel } from './landing-panel.tsx';
import classes from './auth-layout.module.css';
import { LanguageSwitch } from '../../../components/language-switch.tsx';

/**
 * The frame of / and /signup: the support link top right, the form card and the landing panel (left on wide
 * screens, below the form on phones; the form comes first in the document for keyboard and screen-reader users).
 */
export const AuthLayout = ({ children }: { children: ReactNode }) => {
  const config = usePublicConfig();
  return (
    <Container size="lg" py="md">
      <Group justify="space-between" wrap="nowrap" component="header" mb="lg" gap="sm">
        <Logo productName={config?.productName} size={36} />
        <Group gap="xs" wrap="wrap" justify="flex-end">
          <LanguageSwitch />
          {config ? (
            <Anchor href={`mailto:${config.supportEmail}`} size="sm" className={classes.support}>
              <IconMail size={18} aria-hidden />
              <span>{config.supportEmail}</span>
            </Anchor>
          ) : null}
        </Group>
      </Group>
      <main className={classes.columns}>
        <Paper withBorder shadow="sm" className={classes.card}>
          {children}
        </Paper>
        <div className={classes.landing}>
          <LandingPanel promoVideoUrl={config?.promoVideoUrl} />
        </div>
      </main>
    </Container>
  );
};
