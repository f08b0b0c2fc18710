import { Group, UnstyledButton } from '@mantine/core';
import { LOCALES, LOCALE_NAMES, type Locale } from '@portal/shared/locales';
import { setLocale, useLocale } from '../lib/i18n.ts';

/**
 * English / हिन्दी, each named in its own script, on every founder page. `compact` (narrow headers) offers only
 * the language not in use. `onChosen` also stores the choice on the account when someone is signed in.
 */
export const LanguageSwitch = ({ onChosen, compact = false }: { onChosen?: (locale: Locale) => void; compact?: boolean }) => {
  const active = useLocale();
  const shown = compact ? LOCALES.filter((locale) => locale !== active) : LOCALES;
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label="Language / भाषा" data-testid="language-switch">
      {shown.map((locale) => (
        <UnstyledButton
          key={locale}
          lang={locale}
          aria-pressed={locale === active}
          onClick={() => {
            void setLocale(locale);
            onChosen?.(locale);
          }}
          px={8}
          mih={44}
          miw={44}
          fz="sm"
          fw={locale === active ? 700 : 400}
          td={locale === active ? 'underline' : undefined}
          style={{ borderRadius: 4 }}
        >
          {LOCALE_NAMES[locale]}
        </UnstyledButton>
      ))}
    </Group>
  );
};
