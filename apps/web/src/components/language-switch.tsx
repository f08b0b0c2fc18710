import type { CSSProperties } from 'react';
import { LOCALES, LOCALE_NAMES, type Locale } from '@portal/shared/locales';
import { setLocale, useLocale } from '../lib/i18n.ts';

/* Styled as Mantine's Group (gap 4, no wrap) of UnstyledButtons would be, inline: no page loads a stylesheet for it. */
const SWITCH_STYLE: CSSProperties = {
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: 'calc(0.25rem * var(--mantine-scale))',
};
const OPTION_STYLE: CSSProperties = {
  appearance: 'none',
  border: 0,
  borderRadius: 4,
  padding: '0 calc(0.5rem * var(--mantine-scale))',
  minWidth: 'calc(2.75rem * var(--mantine-scale))',
  minHeight: 'calc(2.75rem * var(--mantine-scale))',
  backgroundColor: 'transparent',
  color: 'inherit',
  fontSize: 'var(--mantine-font-size-sm)',
  cursor: 'pointer',
  touchAction: 'manipulation',
};
const ACTIVE_STYLE: CSSProperties = { ...OPTION_STYLE, fontWeight: 700, textDecoration: 'underline' };
const INACTIVE_STYLE: CSSProperties = { ...OPTION_STYLE, fontWeight: 400, textDecoration: 'none' };

/**
 * English / हिन्दी, each named in its own script, on every founder page. `compact` (narrow headers) offers only
 * the language not in use. `onChosen` also stores the choice on the account when someone is signed in.
 * Plain buttons: the switch is in the first render of every page.
 */
export const LanguageSwitch = ({ onChosen, compact = false }: { onChosen?: (locale: Locale) => void; compact?: boolean }) => {
  const active = useLocale();
  const shown = compact ? LOCALES.filter((locale) => locale !== active) : LOCALES;
  return (
    <div style={SWITCH_STYLE} role="group" aria-label="Language / भाषा" data-testid="language-switch">
      {shown.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className="mantine-focus-auto"
          style={locale === active ? ACTIVE_STYLE : INACTIVE_STYLE}
          aria-pressed={locale === active}
          onClick={() => {
            void setLocale(locale);
            onChosen?.(locale);
          }}
        >
          {LOCALE_NAMES[locale]}
        </button>
      ))}
    </div>
  );
};
