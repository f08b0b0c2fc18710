import { useState } from 'react';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { LANGUAGES, type Locale } from '@portal/shared/locales';
import { OWN_QUESTION_LIMITS } from '@portal/shared/own-questions/question-kinds';
import { missingLocalTexts, questionListSchema } from '@portal/shared/own-questions/question-schema';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useCohortForm, useSaveCohortForm, type CohortForm } from './form-editor-api.ts';
import { QuestionCard, questionOfKind } from './question-card.tsx';
import { MissingLanguages } from './missing-languages.tsx';
import { FormPreview } from './question-preview.tsx';
import { QuestionListEditorFrame, SaveProblems } from './question-list-editor-frame.tsx';
import { useQuestionListDraft } from './use-question-list-draft.ts';

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
  const { list, problem, change, submit } = useQuestionListDraft(questionListSchema, form.questions, save);
  const move = (index: number, by: -1 | 1) => {
    const next = [...list];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    change(next);
  };
  return (
    <QuestionListEditorFrame
      testId="form-editor"
      title={`Questions: ${cohortName}`}
      onDone={onDone}
      intro={`Your own questions come after the wizard step's own fields. Once the cohort has opened, saving makes a new version: drafts move to it keeping their answers, submitted applications keep the version they were submitted with. Saved version: ${form.version}.`}
      missingHindi={form.missingHindi}
      missingHindiTitle="The cohort cannot open until these have their Hindi text"
    >
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
          <SaveProblems problem={problem} error={save.error} />
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
    </QuestionListEditorFrame>
  );
};
