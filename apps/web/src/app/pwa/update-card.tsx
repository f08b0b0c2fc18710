import { useState } from 'react';
import { APP_SHELL_MESSAGES } from '@portal/shared/texts/app-shell-messages';
import { reloadIntoUpdate } from './update-store.ts';

/*
 * Plain elements styled with the theme's variables, not Mantine components: the card loads on every page that
 * gets an update, and Mantine components shared with the sign-in page would be split into extra chunks of its
 * first load (its JS budget, docs/performance.md). It sits in the screen's foot (app/screen-foot.tsx), which keeps it
 * clear of the page and of a language's notice.
 */
const CARD = {
  boxSizing: 'border-box',
  width: 'calc(100% - 16px)',
  maxWidth: 480,
  margin: '8px auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  padding: 12,
  background: 'var(--mantine-color-body)',
  color: 'var(--mantine-color-text)',
  border: '1px solid var(--mantine-color-default-border)',
  borderRadius: 'var(--mantine-radius-md)',
  boxShadow: 'var(--mantine-shadow-md)',
} as const;
const BUTTON = {
  flexShrink: 0,
  minHeight: 44,
  padding: '0 18px',
  border: 0,
  borderRadius: 'var(--mantine-radius-md)',
  background: 'var(--mantine-primary-color-filled)',
  color: 'var(--mantine-color-white)',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
} as const;

/**
 * The offer of a new deployment. The page keeps running the version it started with until the founder reloads
 * (what they typed is kept on the device), so old and new chunks never mix.
 */
const UpdateCard = () => {
  const [reloading, setReloading] = useState(false);
  return (
    <div role="status" aria-live="polite" style={CARD}>
      <div>
        <div style={{ fontWeight: 700 }}>{APP_SHELL_MESSAGES.UPDATE_AVAILABLE}</div>
        <div style={{ fontSize: 'var(--mantine-font-size-sm)' }}>{APP_SHELL_MESSAGES.UPDATE_HINT}</div>
      </div>
      <button
        type="button"
        className="mantine-focus-auto"
        style={BUTTON}
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          void reloadIntoUpdate();
        }}
      >
        {APP_SHELL_MESSAGES.UPDATE_RELOAD}
      </button>
    </div>
  );
};

export default UpdateCard;
