import { Link } from 'react-router';
import { Avatar, Box, Group, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBell, IconChevronDown, IconHelpCircle, IconLayoutDashboard, IconMail, IconMoon, IconShieldLock } from '@tabler/icons-react';
import { isStaffRole } from '@portal/shared/review';
import type { ReactNode } from 'react';
import type { Preferences } from '../api/viewer.ts';
import { usePreferenceToggle } from '../hooks/use-preference-toggle.ts';
import { t } from '../../../lib/i18n.ts';

export interface AccountMenuProps {
  name: string;
  email: string;
  /** Undefined while the preferences load (or when they could not be loaded): the toggles are then disabled. */
  preferences: Preferences | undefined;
  /** Reviewers and admins get a link to the program team console. */
  role?: string;
}

const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('') || 'U';

interface ToggleItemProps {
  label: string;
  icon: ReactNode;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

/** A switch's look with no control inside: the menu item is the control (an input here is a nested interactive for axe). */
const SwitchLook = ({ on }: { on: boolean }) => (
  <Box
    component="span"
    aria-hidden
    data-checked={on || undefined}
    style={{ position: 'relative', display: 'inline-block', width: 34, height: 20, borderRadius: 10, background: on ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-5)', transition: 'background 150ms' }}
  >
    <Box component="span" style={{ position: 'absolute', top: 3, left: on ? 17 : 3, width: 14, height: 14, borderRadius: 7, background: 'var(--mantine-color-white)', transition: 'left 150ms' }} />
  </Box>
);

/** A toggle inside the menu: a menuitemcheckbox (announced as checked or not), drawn as a switch, not a tick. */
const ToggleItem = ({ label, icon, checked, disabled, onChange }: ToggleItemProps) => (
  <Menu.CheckboxItem
    checked={checked}
    onChange={onChange}
    disabled={disabled}
    styles={{ itemIndicator: { display: 'none' } }}
    rightSection={<SwitchLook on={checked} />}
  >
    <Group gap={10} wrap="nowrap">
      {icon}
      {label}
    </Group>
  </Menu.CheckboxItem>
);

/**
 * The account menu: who is signed in, the Notifications and Dark Mode toggles (saved to the account), and links
 * to email preferences (a page of its own, not a sign-out), privacy & security, help & support.
 */
export const AccountMenu = ({ name, email, preferences, role }: AccountMenuProps) => {
  const { toggle } = usePreferenceToggle();
  const displayName = name.trim() || t('User');
  // No initial-focus placeholder: a focusable role=presentation div inside role=menu fails axe (aria-required-children).
  return (
    <Menu position="bottom-end" width={260} shadow="md" alignItemsLabels="none" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        {/* Named by its content, not aria-label: axe wants the visible text inside the accessible name. */}
        <UnstyledButton mih={44} miw={44} style={{ display: 'flex', alignItems: 'center' }}>
          <VisuallyHidden>{t('Account menu for {name}', { name: displayName })}</VisuallyHidden>
          <Group gap="xs" wrap="nowrap" aria-hidden>
            <Avatar color="cyan" radius="xl" size={36}>
              {initialsOf(displayName)}
            </Avatar>
            <Text fw={600} size="sm" visibleFrom="sm" maw={180} truncate>
              {displayName}
            </Text>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={0} px="sm" py="xs">
          <Text fw={600} size="sm" truncate>
            {displayName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {email}
          </Text>
        </Stack>
        <Menu.Divider />
        <ToggleItem label={t('Notifications')} icon={<IconBell size={16} aria-hidden />} checked={preferences?.notifications ?? false} disabled={!preferences} onChange={(on) => toggle('notifications', on)} />
        <ToggleItem label={t('Dark Mode')} icon={<IconMoon size={16} aria-hidden />} checked={preferences?.darkMode ?? false} disabled={!preferences} onChange={(on) => toggle('darkMode', on)} />
        <Menu.Divider />
        {isStaffRole(role) ? (
          <Menu.Item component={Link} to="/console" leftSection={<IconLayoutDashboard size={16} aria-hidden />}>
            {t('Console')}
          </Menu.Item>
        ) : null}
        <Menu.Item component={Link} to="/account/preferences" leftSection={<IconMail size={16} aria-hidden />}>
          {t('Email Preferences')}
        </Menu.Item>
        <Menu.Item component={Link} to="/account/security" leftSection={<IconShieldLock size={16} aria-hidden />}>
          {t('Privacy & Security')}
        </Menu.Item>
        <Menu.Item component={Link} to="/account/help" leftSection={<IconHelpCircle size={16} aria-hidden />}>
          {t('Help & Support')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};
