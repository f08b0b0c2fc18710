import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { COHORT_LIMITS, cohortInputSchema, LOCAL_NAME_LANGUAGES } from '@portal/shared/cohorts/cohort';
import { LOCALE_NAMES } from '@portal/shared/locales';
import { fromIstInputValue, istInputValue } from '@portal/shared/format/ist-time';
import { DEFAULT_REMINDER_OFFSETS, formatReminderTimes, parseReminderTimes } from '@portal/shared/reminders/reminder-schedule';
import { REMINDER_TIMES_HINT } from '@portal/shared/messages/console-message-texts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { t } from '../../../lib/i18n.ts';
import { useSaveCohort, type ConsoleCohort } from './cohorts-api.ts';

type Field = 'nameEn' | 'nameHi' | 'description' | 'opensAt' | 'closesAt' | 'reminderOffsets';

/**
 * Adds a cohort (no `cohort`) or edits one. Times are entered as IST wall clock (datetime-local read as +05:30)
 * and checked here with the server's own schema, its messages said in the reader's language.
 */
export const CohortForm = ({ cohort, onDone }: { cohort?: ConsoleCohort; onDone: () => void }) => {
  const [values, setValues] = useState<Record<Field, string>>({
    nameEn: cohort?.nameEn ?? '',
    nameHi: cohort?.nameHi ?? '',
    description: cohort?.description ?? '',
    opensAt: istInputValue(cohort?.opensAt),
    closesAt: istInputValue(cohort?.closesAt),
    reminderOffsets: formatReminderTimes(cohort?.reminderOffsets ?? DEFAULT_REMINDER_OFFSETS),
  });
  const [names, setNames] = useState<Record<string, string>>(
    Object.fromEntries((cohort?.names ?? []).map((entry) => [entry.language, entry.name])),
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [nameErrors, setNameErrors] = useState<Record<string, string>>({});
  const save = useSaveCohort();
  const set = (field: Field) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((all) => ({ ...all, [field]: value }));
  };
  const submit = () => {
    const reminderOffsets = parseReminderTimes(values.reminderOffsets);
    const parsed = cohortInputSchema.safeParse({
      ...values,
      opensAt: fromIstInputValue(values.opensAt),
      closesAt: fromIstInputValue(values.closesAt),
      reminderOffsets: reminderOffsets ?? [Number.NaN],
      names: LOCAL_NAME_LANGUAGES.map((language) => ({ language, name: names[language] ?? '' })),
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      const foundNames: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'names' && typeof issue.path[1] === 'number') {
          foundNames[LOCAL_NAME_LANGUAGES[issue.path[1]]!] ??= issue.message;
          continue;
        }
        const field = issue.path[0] as Field;
        found[field] ??= t(issue.message);
      }
      setErrors(found);
      setNameErrors(foundNames);
      return;
    }
    setErrors({});
    setNameErrors({});
    save.mutate({ cohortId: cohort?.id ?? null, input: parsed.data }, { onSuccess: onDone });
  };
  const title = cohort ? `Edit ${cohort.nameEn}` : 'New cohort';
  return (
    <Paper withBorder p="md" component="form" noValidate onSubmit={(e) => (e.preventDefault(), submit())} aria-label={title}>
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label="Name (English)"
            value={values.nameEn}
            onChange={set('nameEn')}
            maxLength={COHORT_LIMITS.nameMax}
            error={errors.nameEn}
            miw={220}
            required
          />
          <TextInput
            label="Name (Hindi)"
            lang="hi"
            value={values.nameHi}
            onChange={set('nameHi')}
            maxLength={COHORT_LIMITS.nameMax}
            error={errors.nameHi}
            miw={220}
            required
          />
        </Group>
        <details open={Object.keys(names).length > 0 || undefined}>
          <summary>Name in the other languages (optional)</summary>
          <Text size="xs" c="dimmed" my={4}>
            A founder using a language without a name here sees the English name (Marathi: the Hindi name).
          </Text>
          <Group grow align="flex-start" wrap="wrap">
            {LOCAL_NAME_LANGUAGES.map((language) => (
              <TextInput
                key={language}
                label={`Name in ${LOCALE_NAMES[language]}`}
                lang={language}
                dir="auto"
                value={names[language] ?? ''}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setNames((all) => ({ ...all, [language]: value }));
                }}
                maxLength={COHORT_LIMITS.nameMax}
                error={nameErrors[language]}
                miw={180}
              />
            ))}
          </Group>
        </details>
        <Textarea
          label="Description (optional)"
          value={values.description}
          onChange={set('description')}
          maxLength={COHORT_LIMITS.descriptionMax}
          error={errors.description}
          autosize
          minRows={2}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            type="datetime-local"
            label="Opens (IST)"
            description="India Standard Time, UTC+05:30"
            value={values.opensAt}
            onChange={set('opensAt')}
            error={errors.opensAt}
            miw={220}
            required
          />
          <TextInput
            type="datetime-local"
            label="Closes (IST)"
            description="India Standard Time, UTC+05:30"
            value={values.closesAt}
            onChange={set('closesAt')}
            error={errors.closesAt}
            miw={220}
            required
          />
        </Group>
        <TextInput
          label="Reminders before closing"
          description={REMINDER_TIMES_HINT}
          value={values.reminderOffsets}
          onChange={set('reminderOffsets')}
          error={errors.reminderOffsets}
          placeholder={formatReminderTimes(DEFAULT_REMINDER_OFFSETS)}
        />
        <ErrorAlert error={save.error ? new Error(t(save.error.message)) : null} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {cohort ? 'Save cohort' : 'Create cohort'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};
