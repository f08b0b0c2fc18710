import { useState } from 'react';
import { Alert, Button, Group, List, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LANGUAGES, type Locale } from '@portal/shared/locales';
import { OWN_QUESTION_LIMITS } from '@portal/shared/own-questions/question-kinds';
import { missingLocalTexts, questionListSchema, type Question } from '@portal/shared/own-questions/question-schema';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useCohortForm, useSaveCohortForm, type CohortForm } from './form-editor-api.ts';
import { QuestionCard, questionOfKind } from './question-card.tsx';
import { MissingLanguages } from './missing-languages.tsx';
import { FormPreview } from './question-preview.tsx';

/**
 * A cohort's own questions (docs/own-questions.md), for admins: add, edit, reorder and remove questions, with a
 * live preview at a phone's width. Saving checks the questions with the server's own schema; once the cohort has
 * opened, each save is a new version of the form.
 */
export const FormEditor = ({ cohortId, cohortName, onDone }: { cohortId: string; cohortName: string; onDone: () => void }) => {
  const form = useCohortForm(cohortId);
  const save = useSaveCohortForm(cohortId);
  const [language, setLanguage] = useState<Locale>('en');
  if (!form.data) return <ErrorAlert error={form.error} />;
  // A saved version starts the editor afresh from what the server stored.
  return (
    <QuestionsEditor
      key={`${form.data.version}:${form.data.questions}`}
      form={form.data}
      save={save}
      language={language}
      setLanguage={setLanguage}
      cohortName={cohortName}
      onDone={onDone}
    />
  );
};

const QuestionsEditor = ({
  form,
  save,
  language,
  setLanguage,
  cohortName,
  onDone,
}: {
  form: CohortForm;
  save: ReturnType<typeof useSaveCohortForm>;
  /** The preview's language, kept across saves. */
  language: Locale;
  setLanguage: (language: Locale) => void;
  cohortName: string;
  onDone: () => void;
}) => {
  const [list, setQuestions] = useState<Question[]>(() => questionListSchema.parse(JSON.parse(form.questions)));
  const [problem, setProblem] = useState<string | null>(null);
  const change = (next: Question[]) => (setQuestions(next), setProblem(null), save.reset());
  const move = (index: number, by: -1 | 1) => {
    const next = [...list];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    change(next);
  };
  const submit = () => {
    const parsed = questionListSchema.safeParse(list);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const at = typeof issue.path[0] === 'number' ? `Question ${issue.path[0] + 1}: ` : '';
      setProblem(`${at}${issue.message}`);
      return;
    }
    save.mutate(parsed.data);
  };
  return (
    <Paper withBorder p="md" data-testid="form-editor">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3">
            Questions: {cohortName}
          </Title>
          <Button variant="default" onClick={onDone}>
            Close
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          Your own questions come after the wizard step's own fields. Once the cohort has opened, saving makes a new version:
          drafts move to it keeping their answers, submitted applications keep the version they were submitted with.
          {` Saved version: ${form.version}.`}
        </Text>
        {form.missingHindi.length > 0 ? (
          <Alert color="orange" title="The cohort cannot open until these have their Hindi text" data-testid="missing-hindi">
            <List size="sm">
              {form.missingHindi.map((m) => (
                <List.Item key={m}>{m}</List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        <MissingLanguages missing={missingLocalTexts(list)} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="sm">
            {list.map((q, index) => (
              <QuestionCard
                key={q.id}
                question={q}
                index={index}
                count={list.length}
                onChange={(next) => change(list.map((old, i) => (i === index ? next : old)))}
                onMove={(by) => move(index, by)}
                onRemove={() => change(list.filter((_, i) => i !== index))}
              />
            ))}
            <Group>
              <Button
                variant="light"
                disabled={list.length >= OWN_QUESTION_LIMITS.questionsMax}
                onClick={() => change([...list, questionOfKind('yes_no')])}
              >
                Add question
              </Button>
              <Button onClick={submit} loading={save.isPending}>
                Save questions
              </Button>
            </Group>
            {problem ? (
              <Alert color="red" role="alert">
                {problem}
              </Alert>
            ) : null}
            <ErrorAlert error={save.error} />
            {save.isSuccess ? (
              <Text size="sm" c="green" role="status">
                Saved: version {save.data.version}.
              </Text>
            ) : null}
          </Stack>
          <Stack gap="sm">
            <NativeSelect
              label="Preview language"
              value={language}
              onChange={(e) => setLanguage(e.currentTarget.value as Locale)}
              data={LANGUAGES.map((l) => ({ value: l.code, label: l.name }))}
            />
            <FormPreview questions={list} language={language} />
          </Stack>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
};
