import { useState, type JSX } from 'react';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconGitCompare } from '@tabler/icons-react';
import { FIELD_LABELS, fieldText, type FieldKey } from '@portal/shared/application/application-fields';
import { questionOfField, type FieldConflict, type FieldValue, type MergeValue } from '@portal/shared/application/field-merge';
import { documentLanguage } from '@portal/shared/locales';
import type { Question } from '@portal/shared/own-questions/question-schema';
import { questionLabel } from '@portal/shared/own-questions/question-text';
import { t, useLocale } from '../../../lib/i18n.ts';
import { WIZARD_TEXTS } from '../lib/texts.ts';
import { MUTED } from '../lib/tones.ts';
import { asInput } from '../lib/own-answers.ts';
import { ownAnswerText } from '../lib/own-review.ts';
import { relativeTime } from './saved-by.tsx';

/** A value as the review shows it (Yes/No, a sector's name, rupees), or "(empty)". */
const shown = (field: FieldKey, value: FieldValue): string => {
  const text = fieldText(field, { [field]: value }, { yes: WIZARD_TEXTS.yes, no: WIZARD_TEXTS.no });
  return text || (value === null || value === '' ? t('(empty)') : String(value));
};

/** What a conflict is about, in the founder's language: a field's label, or one of the cohort's own questions. */
const aboutOf = (
  conflict: FieldConflict,
  questions: readonly Question[],
  locale: string,
): { label: string; show: (value: MergeValue) => string } => {
  const id = questionOfField(conflict.field);
  const question = id === null ? undefined : questions.find((q) => q.id === id);
  if (question) {
    return {
      label: questionLabel(question, locale),
      show: (value) => {
        const text = ownAnswerText(question, asInput(value), locale);
        return text === '—' ? t('(empty)') : text;
      },
    };
  }
  const field = conflict.field as FieldKey;
  return { label: FIELD_LABELS[field] ?? conflict.field, show: (value) => shown(field, value as FieldValue) };
};

interface Props {
  conflicts: FieldConflict[];
  /** The cohort's own questions of the application's form version: an answer's conflict is named by its question. */
  questions?: readonly Question[];
  choose: (field: string, choice: 'mine' | 'theirs') => Promise<unknown>;
}

/**
 * The fields a save could not write because someone else saved them first (docs/co-founders.md): both values, who
 * wrote the stored one and when, and the founder's choice. Nothing is written until they choose.
 */
export const ConflictPanel = ({ conflicts, questions = [], choose }: Props): JSX.Element | null => {
  const locale = useLocale();
  const lang = documentLanguage(locale).lang;
  const [busy, setBusy] = useState<string | null>(null);
  const pick = (field: string, choice: 'mine' | 'theirs') => {
    setBusy(field);
    void choose(field, choice).finally(() => setBusy(null));
  };
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconGitCompare size={18} aria-hidden />}
      title={t('Changed in two places: choose which to keep')}
      data-testid="conflict-panel"
    >
      <Stack gap="sm">
        {conflicts.map((conflict) => {
          const field = conflict.field;
          const about = aboutOf(conflict, questions, locale);
          const saved =
            conflict.storedBy && conflict.storedAt
              ? t('Saved by {name}, {time}', { name: conflict.storedBy, time: relativeTime(conflict.storedAt, lang) })
              : t('Saved earlier');
          return (
            <Paper key={field} withBorder p="sm" data-testid={`conflict-${field}`}>
              <Text fw={600} mb="xs">
                {about.label}
              </Text>
              <Stack gap="xs">
                <div>
                  <Text size="sm" c={MUTED}>
                    {saved}
                  </Text>
                  <Text data-testid="conflict-stored" style={{ overflowWrap: 'anywhere' }}>
                    {about.show(conflict.stored)}
                  </Text>
                </div>
                <div>
                  <Text size="sm" c={MUTED}>
                    {t('Yours, not saved')}
                  </Text>
                  <Text data-testid="conflict-yours" style={{ overflowWrap: 'anywhere' }}>
                    {about.show(conflict.yours)}
                  </Text>
                </div>
                <Group gap="xs">
                  <Button size="sm" variant="default" disabled={busy !== null} onClick={() => pick(field, 'theirs')}>
                    {t('Keep the saved one')}
                  </Button>
                  <Button size="sm" loading={busy === field} disabled={busy !== null} onClick={() => pick(field, 'mine')}>
                    {t('Keep mine')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Alert>
  );
};
