import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { LOCALE_NAMES } from '@portal/shared/locales';
import { LOCAL_TEXT_LANGUAGES, type LocalTexts } from '@portal/shared/own-questions/question-text';

/** One of a question's texts (the question, its help, an option…) in the other languages. */
export interface LocalTextField {
  /** What the text is, in English: "Question", "Help text", "Option 2". */
  name: string;
  /** The English text, shown under the field so the translator sees what to translate. */
  english: string;
  max: number;
  texts: LocalTexts | undefined;
  onChange: (texts: LocalTexts) => void;
}

/**
 * A question's texts in the seven other languages (all optional), folded away until opened, each language named in
 * its own script. A blank text is dropped on save, and founders in that language read the fallback (English, or
 * Hindi in Marathi). The own questions' and the eligibility check's editors both use it.
 */
export const OtherLanguages = ({ fields }: { fields: readonly LocalTextField[] }) => {
  const written = LOCAL_TEXT_LANGUAGES.filter((language) => fields.some((f) => f.texts?.[language]));
  return (
    <details open={written.length > 0 || undefined}>
      <summary>
        Other languages (optional){written.length > 0 ? `: ${written.map((l) => LOCALE_NAMES[l]).join(', ')}` : ''}
      </summary>
      <Text size="xs" c="dimmed" my={4}>
        A founder using a language without a text here sees the English text (Marathi: the Hindi text).
      </Text>
      <Stack gap="md">
        {LOCAL_TEXT_LANGUAGES.map((language) => (
          <fieldset key={language} style={{ border: 0, padding: 0, margin: 0 }} data-testid={`texts-${language}`}>
            <legend>
              <Text size="sm" fw={600} lang={language}>
                {LOCALE_NAMES[language]}
              </Text>
            </legend>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {fields.map((field) => (
                <TextInput
                  key={field.name}
                  lang={language}
                  dir="auto"
                  label={`${field.name} in ${LOCALE_NAMES[language]}`}
                  description={field.english || undefined}
                  maxLength={field.max}
                  value={field.texts?.[language] ?? ''}
                  onChange={(e) => field.onChange({ ...field.texts, [language]: e.currentTarget.value })}
                />
              ))}
            </SimpleGrid>
          </fieldset>
        ))}
      </Stack>
    </details>
  );
};
