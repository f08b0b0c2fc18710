import { SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { LOCALE_NAMES } from '@portal/shared/locales';
import { LOCAL_TEXT_LANGUAGES, type LocalTexts } from '@portal/shared/own-questions/question-text';

/** One of a question's texts (the question, its help, an option…) in the other languages. */
export interface LocalTextField {
  /** What the text is, in English: "Question", "Help text", "Option 2". */
  name: string;
  /** The English text, shown under the field so the translator sees what to translate. */
  english: string;
  max: number;
  /** A longer text (a message's body): several lines. */
  multiline?: boolean;
  texts: LocalTexts | undefined;
  onChange: (texts: LocalTexts) => void;
}

/**
 * A question's texts in the seven other languages (all optional), folded away until opened, each language named in
 * its own script. A blank text is dropped on save, and founders in that language read the fallback (English, or
 * Hindi in Marathi). The own questions', the eligibility check's and the team messages' editors use it.
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
              {fields.map((field) => {
                const props = {
                  lang: language,
                  dir: 'auto' as const,
                  label: `${field.name} in ${LOCALE_NAMES[language]}`,
                  description: field.english || undefined,
                  maxLength: field.max,
                  value: field.texts?.[language] ?? '',
                };
                return field.multiline ? (
                  <Textarea
                    key={field.name}
                    {...props}
                    autosize
                    minRows={3}
                    onChange={(e) => field.onChange({ ...field.texts, [language]: e.currentTarget.value })}
                  />
                ) : (
                  <TextInput
                    key={field.name}
                    {...props}
                    onChange={(e) => field.onChange({ ...field.texts, [language]: e.currentTarget.value })}
                  />
                );
              })}
            </SimpleGrid>
          </fieldset>
        ))}
      </Stack>
    </details>
  );
};
