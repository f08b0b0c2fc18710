import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { CONSOLE_PRIVACY_TEXTS } from '@portal/shared/privacy/privacy-messages';
import { Box, Button, Container, Group, Text } from '@mantine/core';
import { IconArrowLeft, IconLogout } from '@tabler/icons-react';
import { Logo } from '../../../components/logo.tsx';
import { ROLE_LABELS, roleOf } from '@portal/shared/review/review';
import { REVIEW_STAGE_TEXTS } from '@portal/shared/review/review-stages';
import type { ConsoleMeta } from '../api/console-types.ts';
import classes from './console-shell.module.css';
import { CohortSwitcher } from './cohort-switcher.tsx';
import { useConsoleCohort, withCohort } from '../lib/console-cohort.ts';

export interface ConsoleShellProps {
  productName: string | undefined;
  meta: ConsoleMeta | undefined;
  onSignOut: () => Promise<void>;
  children: ReactNode;
}

/** The console's frame: logo, the cohort switcher, the console's sections (keeping the cohort), the dashboard, Sign Out. */
export const ConsoleShell = ({ productName, meta, onSignOut, children }: ConsoleShellProps) => {
  const cohort = useConsoleCohort();
  const to = (path: string) => withCohort(path, cohort);
  return (
    <>
      <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="xl" py="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="sm" wrap="nowrap">
              <Link to="/console" style={{ color: 'inherit', textDecoration: 'none' }}>
                <Logo productName={productName ? `${productName} Console` : 'Console'} size={32} nameVisibleFrom="sm" />
              </Link>
              {meta ? (
                <Text size="xs" c="dimmed" visibleFrom="md">
                  {ROLE_LABELS[roleOf(meta.role)]}
                </Text>
              ) : null}
            </Group>
            <Group gap="xs" wrap="nowrap">
              <Button
                component={Link}
                to="/dashboard"
                variant="subtle"
                size="xs"
                leftSection={<IconArrowLeft size={14} aria-hidden />}
                visibleFrom="xs"
              >
                Dashboard
              </Button>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconLogout size={14} aria-hidden />}
                onClick={() => void onSignOut()}
              >
                Sign Out
              </Button>
            </Group>
          </Group>
          <Group mt="xs" gap="sm" align="flex-end" wrap="wrap">
            <CohortSwitcher />
          </Group>
          <Group component="nav" aria-label="Console" gap={4} mt="xs" wrap="wrap" className={classes.nav}>
            <NavLink to={to('/console')} end className={classes.link}>
              Overview
            </NavLink>
            <NavLink to={to('/console/applications')} className={classes.link}>
              Applications
            </NavLink>
            <NavLink to={to('/console/cohorts')} className={classes.link}>
              Cohorts
            </NavLink>
            <NavLink to={to('/console/messages')} className={classes.link}>
              Messages
            </NavLink>
            <NavLink to={to('/console/data-rights')} className={classes.link}>
              {CONSOLE_PRIVACY_TEXTS.NAV}
            </NavLink>
            <NavLink to={to('/console/reviews')} className={classes.link}>
              {REVIEW_STAGE_TEXTS.navMyReviews}
            </NavLink>
            {meta?.role === 'admin' ? (
              <NavLink to={to('/console/stages')} className={classes.link}>
                {REVIEW_STAGE_TEXTS.navStages}
              </NavLink>
            ) : null}
            {meta?.role === 'admin' ? (
              <NavLink to={to('/console/team')} className={classes.link}>
                Team &amp; roles
              </NavLink>
            ) : null}
            {meta?.role === 'admin' ? (
              <NavLink to={to('/console/in-progress')} className={classes.link}>
                In progress
              </NavLink>
            ) : null}
          </Group>
        </Container>
      </Box>
      <Container component="main" size="xl" py="lg">
        {children}
      </Container>
    </>
  );
};
