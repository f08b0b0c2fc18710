import { Link } from 'react-router';
import { Avatar, Group, Menu, Stack, Switch, Text, UnstyledButton } from '@mantine/core';
import { IconBell, IconChevronDown, IconHelpCircle, IconLayoutDashboard, IconMail, IconMoon, IconShieldLock } from '@tabler/icons-react';
import { isStaffRole } from '@portal/shared/review';
import type { ReactNode } from 'react';
import type { Preferences } from '../api/viewer.ts';
import { usePreferenceToggle } from '../hooks/use-preference-toggle.ts';

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

/** A toggle inside the menu: a menuitemcheckbox (announced as checked or not), drawn as a switch, not a tick. */
const ToggleItem = ({ label, icon, checked, disabled, onChange }: ToggleItemProps) => (
  <Menu.CheckboxItem
    checked={checked}
    onChange={onChange}
    disabled={disabled}
    styles={{ itemIndicator: { display: 'none' } }}
    rightSection={<Switch checked={checked} readOnly tabIndex={-1} size="sm" aria-hidden style={{ pointerEvents: 'none' }} />}
  >
    <Group gap={10} wrap="nowrap">
      {icon}
      {label}
    </Group>
  </Menu.CheckboxItem>
);

/**
 * The account menu (spec §2, with DESIGN.md difference 5): who is signed in, the Notifications and Dark Mode
 * toggles (saved to the account), and links to email preferences, privacy & security, help & support.
 */
export const AccountMenu = ({ name, email, preferences, role }: AccountMenuProps) => {
  const { toggle } = usePreferenceToggle();
  const displayName = name.trim() || 'User';
  return (
    <Menu position="bottom-end" width={260} shadow="md" alignItemsLabels="none">
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${displayName}`}>
          <Group gap="xs" wrap="nowrap">
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
        <ToggleItem label="Notifications" icon={<IconBell size={16} aria-hidden />} checked={preferences?.notifications ?? false} disabled={!preferences} onChange={(on) => toggle('notifications', on)} />
        <ToggleItem label="Dark Mode" icon={<IconMoon size={16} aria-hidden />} checked={preferences?.darkMode ?? false} disabled={!preferences} onChange={(on) => toggle('darkMode', on)} />
        <Menu.Divider />
        {isStaffRole(role) ? (
          <Menu.Item component={Link} to="/console" leftSection={<IconLayoutDashboard size={16} aria-hidden />}>
            Console
          </Menu.Item>
        ) : null}
        <Menu.Item component={Link} to="/account/preferences" leftSection={<IconMail size={16} aria-hidden />}>
          Email Preferences
        </Menu.Item>
        <Menu.Item component={Link} to="/account/security" leftSection={<IconShieldLock size={16} aria-hidden />}>
          Privacy &amp; Security
        </Menu.Item>
        <Menu.Item component={Link} to="/account/help" leftSection={<IconHelpCircle size={16} aria-hidden />}>
          Help &amp; Support
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};
