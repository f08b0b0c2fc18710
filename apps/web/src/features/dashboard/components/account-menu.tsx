import { Link } from 'react-router';
import { VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconHelpCircle, IconLayoutDashboard, IconMail, IconMoon, IconShieldLock } from '@tabler/icons-react';
import { isStaffRole } from '@portal/shared/review/review';
import type { ReactNode } from 'react';
import type { Preferences } from '../api/viewer.ts';
import { usePreferenceToggle } from '../hooks/use-preference-toggle.ts';
import { useMenuDisclosure } from '../hooks/use-menu-disclosure.ts';
import { t } from '../../../lib/i18n.ts';
import classes from './account-menu.module.css';

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
  <button
    type="button"
    role="menuitemcheckbox"
    aria-checked={checked}
    aria-disabled={disabled || undefined}
    tabIndex={-1}
    className={classes.item}
    onClick={() => {
      if (!disabled) onChange(!checked);
    }}
  >
    {icon}
    <span className={classes.label}>{label}</span>
    <span className={classes.switch} aria-hidden data-checked={checked || undefined} />
  </button>
);

const LinkItem = ({ to, icon, label, onChosen }: { to: string; icon: ReactNode; label: string; onChosen: () => void }) => (
  <Link to={to} role="menuitem" tabIndex={-1} className={classes.item} onClick={onChosen}>
    {icon}
    <span className={classes.label}>{label}</span>
  </Link>
);

/**
 * The account menu: who is signed in, the Dark Mode toggle (saved to the account; the one preference a founder can
 * switch, packages/shared/src/account/email-preferences.ts), and links
 * to email preferences (a page of its own, not a sign-out), privacy & security, help & support. Plain elements
 * and CSS: it is on every signed-in page, so it carries no positioning or focus-trap library.
 */
export const AccountMenu = ({ name, email, preferences, role }: AccountMenuProps) => {
  const { toggle } = usePreferenceToggle();
  const { open, close, rootRef, buttonProps, menuProps } = useMenuDisclosure();
  const displayName = name.trim() || t('User');
  const chosen = () => close(false);
  return (
    <div ref={rootRef} className={classes.root}>
      {/* Named by its content, not aria-label: axe wants the visible text inside the accessible name. */}
      <button type="button" className={classes.trigger} {...buttonProps}>
        <VisuallyHidden>{t('Account menu for {name}', { name: displayName })}</VisuallyHidden>
        <span className={classes.avatar} aria-hidden>
          {initialsOf(displayName)}
        </span>
        <span className={classes.name} aria-hidden>
          {displayName}
        </span>
        <IconChevronDown size={16} aria-hidden />
      </button>
      {open ? (
        <div className={classes.dropdown} aria-label={displayName} {...menuProps}>
          <div className={classes.who} role="none">
            <div style={{ fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)' }}>{displayName}</div>
            <div style={{ fontSize: 'var(--mantine-font-size-xs)', color: 'var(--mantine-color-dimmed)' }}>{email}</div>
          </div>
          <div className={classes.divider} role="separator" />
          <ToggleItem
            label={t('Dark Mode')}
            icon={<IconMoon size={16} aria-hidden />}
            checked={preferences?.darkMode ?? false}
            disabled={!preferences}
            onChange={(on) => toggle('darkMode', on)}
          />
          <div className={classes.divider} role="separator" />
          {isStaffRole(role) ? (
            <LinkItem to="/console" icon={<IconLayoutDashboard size={16} aria-hidden />} label={t('Console')} onChosen={chosen} />
          ) : null}
          <LinkItem
            to="/account/preferences"
            icon={<IconMail size={16} aria-hidden />}
            label={t('Email Preferences')}
            onChosen={chosen}
          />
          <LinkItem
            to="/account/security"
            icon={<IconShieldLock size={16} aria-hidden />}
            label={t('Privacy & Security')}
            onChosen={chosen}
          />
          <LinkItem
            to="/account/help"
            icon={<IconHelpCircle size={16} aria-hidden />}
            label={t('Help & Support')}
            onChosen={chosen}
          />
        </div>
      ) : null}
    </div>
  );
};
