import { Checkbox, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { documentLanguage, type Locale } from '@portal/shared/locales';
import { ownQuestionMessages } from '@portal/shared/own-questions/own-question-messages';
import type { Question } from '@portal/shared/own-questions/question-schema';
import { optionLabel, questionHelp, questionLabel } from '@portal/shared/own-questions/question-text';
import { STEP_LABELS } from './question-texts.ts';
import classes from './form-editor.module.css';

/**
 * One question as a founder in a language would see it, with the founders' fallback where the team wrote no text in
 * it (the console's live preview; nothing is saved).
 */
const PreviewQuestion = ({ question: q, language }: { question: Question; language: Locale }) => {
  const label = questionLabel(q, language);
  const description = questionHelp(q, language) || undefined;
  const say = ownQuestionMessages(language);
  switch (q.kind) {
    case 'long_text':
      return (
        <Textarea label={label} description={description} required={q.required} maxLength={q.maxChars} autosize minRows={3} />
      );
    case 'yes_no':
      return (
        <Radio.Group label={label} description={description} withAsterisk={q.required}>
          <Stack gap={6} mt={6}>
            <Radio value="yes" label={say.YES} />
            <Radio value="no" label={say.NO} />
          </Stack>
        </Radio.Group>
      );
    case 'one_choice':
      return (
        <Radio.Group label={label} description={description} withAsterisk={q.required}>
          <Stack gap={6} mt={6}>
            {q.options.map((o) => (
              <Radio key={o.id} value={o.id} label={optionLabel(o, language)} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'several_choices':
      return (
        <Checkbox.Group label={label} description={description} withAsterisk={q.required}>
          <Stack gap={6} mt={6}>
            {q.options.map((o) => (
              <Checkbox key={o.id} value={o.id} label={optionLabel(o, language)} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'date':
      return <TextInput type="date" label={label} description={description} required={q.required} />;
    case 'whole_number':
    case 'amount':
      return <TextInput inputMode="numeric" label={label} description={description} required={q.required} />;
    default:
      return <TextInput label={label} description={description} required={q.required} />;
  }
};

/** The form's questions at a phone's width (360 px), step by step, as founders see them after each step's own fields. */
export const FormPreview = ({ questions, language }: { questions: readonly Question[]; language: Locale }) => (
  <div className={classes.phone} data-testid="form-preview" {...documentLanguage(language)}>
    {questions.length === 0 ? <Text c="dimmed">No questions yet.</Text> : null}
    {[...new Set(questions.map((q) => q.step))].map((step) => (
      <Stack key={step} gap="sm" mb="md">
        <Text size="xs" c="dimmed" tt="uppercase">
          {STEP_LABELS[step]}
        </Text>
        {questions
          .filter((q) => q.step === step)
          .map((q) => (
            <PreviewQuestion key={q.id} question={q} language={language} />
          ))}
      </Stack>
    ))}
  </div>
);
