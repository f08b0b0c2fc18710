import { Text } from '@mantine/core';
import { documentLanguage } from '@portal/shared/locales';
import { t, useLocale } from '../../../lib/i18n.ts';
import { MUTED } from '../lib/tones.ts';
import type { Team } from './team-api.ts';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "10 minutes ago" in the founder's language (the browser's own words for it); "now" under a minute. */
export const relativeTime = (iso: string, lang: string, now = Date.now()): string => {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  for (const [unit, size] of UNITS) if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  return format.format(0, 'second');
};

/** "Saved by Asha, 10 minutes ago" under a step's title, once a team has more than one member. */
export const SavedBy = ({ team, step }: { team: Team; step: string }) => {
  const locale = useLocale();
  const save = team.stepSaves.find((s) => s.step === step);
  if (!save || team.members.length < 2) return null;
  return (
    <Text size="sm" c={MUTED} data-testid="saved-by">
      {t('Saved by {name}, {time}', { name: save.name, time: relativeTime(save.savedAt, documentLanguage(locale).lang) })}
    </Text>
  );
};
