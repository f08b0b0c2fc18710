import type { CSSProperties } from 'react';
import { APP_SHELL_MESSAGES } from '@portal/shared/texts/app-shell-messages';
import { LOCALE_NAMES } from '@portal/shared/locales';
import { t } from '../lib/i18n.ts';
import { cancelWaitingLocale, type PendingLanguage } from '../lib/language-choice.ts';
import { PlainButton } from './plain-button.tsx';

/* At the foot of the screen (app/screen-foot.tsx): the switch sits in a crowded header row with no room beneath it at
   360 px. Inline, as the switch is: no page loads a stylesheet for it. */
const NOTICE_STYLE: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 'var(--mantine-spacing-sm)',
  padding: 'var(--mantine-spacing-xs) var(--mantine-spacing-md)',
  backgroundColor: 'var(--mantine-color-orange-filled)',
  color: 'var(--mantine-color-white)',
  fontSize: 'var(--mantine-font-size-sm)',
};

/**
 * A language chosen and not shown yet (lib/language-choice.ts): loading, or waiting for the connection with Cancel to
 * keep the page's language. Said in the language the page is in, the chosen one named in its own script.
 */
export const LanguagePendingNotice = ({ locale, state }: Pick<PendingLanguage, 'locale' | 'state'>) => {
  const name = LOCALE_NAMES[locale];
  return (
    <div role="status" style={NOTICE_STYLE} data-testid={`language-${state}`}>
      <span style={{ flex: 1 }}>
        {state === 'loading' ? APP_SHELL_MESSAGES.languageLoading(name) : APP_SHELL_MESSAGES.languageWaits(name)}
      </span>
      {state === 'waiting' ? (
        <PlainButton variant="default" onClick={cancelWaitingLocale}>
          {t('Cancel')}
        </PlainButton>
      ) : null}
    </div>
  );
};
