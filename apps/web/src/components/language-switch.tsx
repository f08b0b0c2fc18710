import type { CSSProperties } from 'react';
import { LANGUAGES, isLocale, type Locale } from '@portal/shared/locales';
import { t, useLocale } from '../lib/i18n.ts';
import { chooseLocale, usePendingLanguage } from '../lib/language-choice.ts';

/* Inline, sized as Mantine's small inputs are: no page loads a stylesheet for it. */
const SWITCH_STYLE: CSSProperties = {
  minHeight: 'calc(2.75rem * var(--mantine-scale))',
  maxWidth: '100%',
  padding: '0 calc(0.5rem * var(--mantine-scale))',
  border: '1px solid var(--mantine-color-default-border)',
  borderRadius: 'var(--mantine-radius-sm)',
  backgroundColor: 'var(--mantine-color-body)',
  color: 'inherit',
  fontFamily: 'inherit',
  fontSize: 'var(--mantine-font-size-sm)',
  cursor: 'pointer',
  touchAction: 'manipulation',
  // Sized by the chosen language's name, not by measuring every option: a select measures all its options' text in
  // its first layout, here names in eight scripts, each a fallback font to find and load before the page paints. At
  // least as wide as "English", the widest name (86 px at 360 px in Chromium), so it looks as before in every
  // language. Browsers without field-sizing measure the options as before.
  fieldSizing: 'content',
  minWidth: 'calc(5.375rem * var(--mantine-scale))',
};

/**
 * Every language of the portal (packages/shared/src/locales.ts), each named in its own script, in one native
 * select: one control however many languages there are, the phone's own picker to choose from, as wide as its
 * longest name. `onChosen` runs once the chosen language is shown (the signed-in header stores it on the account). It
 * shows the language the page is in: a choice still loading or waiting for the connection is said at the foot of the
 * screen (app/screen-foot.tsx).
 */
export const LanguageSwitch = ({ onChosen }: { onChosen?: (locale: Locale) => void }) => {
  const active = useLocale();
  // Renders again when a choice is pending, which puts the select back on the shown language: Preact's compat layer
  // leaves a controlled select on what was picked when the state it shows did not change.
  usePendingLanguage();
  const label = t('Language');
  return (
    <select
      className="mantine-focus-auto"
      style={SWITCH_STYLE}
      value={active}
      aria-label={label === 'Language' ? label : `${label} / Language`}
      data-testid="language-switch"
      onChange={(event) => {
        const locale = event.currentTarget.value;
        if (!isLocale(locale)) return;
        void chooseLocale(locale, onChosen);
      }}
    >
      {LANGUAGES.map((language) => (
        <option key={language.code} value={language.code} lang={language.code} dir={language.direction}>
          {language.name}
        </option>
      ))}
    </select>
  );
};
