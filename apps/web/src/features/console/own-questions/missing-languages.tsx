import { Alert, List, Text } from '@mantine/core';
import { LOCALE_NAMES } from '@portal/shared/locales';
import type { MissingLocalTexts } from '@portal/shared/own-questions/question-text';

/**
 * For information only: each other language with the questions (by English text) not yet written in it. Founders in
 * it read the fallback; only Hindi blocks opening (that list is the orange one above).
 */
export const MissingLanguages = ({ missing }: { missing: MissingLocalTexts }) =>
  missing.length > 0 ? (
    <Alert color="blue" title="Not yet written in every language (optional)" data-testid="missing-languages">
      <Text size="sm" mb={4}>
        Founders in these languages read the English text (Marathi: the Hindi text) where yours is missing. Add it under “Other
        languages” of each question.
      </Text>
      <List size="sm">
        {missing.map((m) => (
          <List.Item key={m.language}>
            <span lang={m.language}>{LOCALE_NAMES[m.language]}</span>: {m.questions.map((label) => `“${label}”`).join(', ')}
          </List.Item>
        ))}
      </List>
    </Alert>
  ) : null;
