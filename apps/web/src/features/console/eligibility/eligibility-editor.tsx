import { useState } from 'react';
import { Alert, Button, Group, MultiSelect, Select, Stack, Table, Text, Title } from '@mantine/core';
import {
  checkEligibility,
  eligibilityListSchema,
  eligibilityMissingLocalTexts,
  type EligibilityAnswers,
  type EligibilityQuestion,
} from '@portal/shared/eligibility/eligibility-schema';
import { ruleSummary } from '@portal/shared/eligibility/eligibility-messages';
import { OWN_QUESTION_LIMITS } from '@portal/shared/own-questions/question-kinds';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useConsoleCheck, useSaveCheck, type ConsoleCheck } from './eligibility-api.ts';
import { EligibilityQuestionCard, eligibilityQuestionOfKind } from './eligibility-question-card.tsx';
import { MissingLanguages } from '../own-questions/missing-languages.tsx';
import { QuestionListEditorFrame, SaveProblems } from '../own-questions/question-list-editor-frame.tsx';
import { useQuestionListDraft } from '../own-questions/use-question-list-draft.ts';

const nextId = (list: readonly EligibilityQuestion[]): string => {
  let n = list.length + 1;
  while (list.some((q) => q.id === `q${n}`)) n += 1;
  return `q${n}`;
};

/** How many founders the check screened in, and out by each rule. */
const Counts = ({ check }: { check: ConsoleCheck }) => (
  <Stack gap="xs" data-testid="eligibility-counts">
    <Title order={3} size="h4">
      Screened so far
    </Title>
    <Text size="sm">
      {check.screenedIn} screened in, {check.screenedOut} screened out.
    </Text>
    {check.screenedOutByRule.length > 0 ? (
      <Table withTableBorder aria-label="Screened out by rule">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Rule</Table.Th>
            <Table.Th>Screened out</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {check.screenedOutByRule.map((row) => (
            <Table.Tr key={row.questionId} data-testid={`eligibility-count-${row.questionId}`}>
              <Table.Td>{row.rule}</Table.Td>
              <Table.Td>{row.count}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    ) : null}
  </Stack>
);

/** Answers an admin tries against the check as edited, with the same rule the founder's screening and the server use. */
const TryAnswers = ({ questions }: { questions: EligibilityQuestion[] }) => {
  const [answers, setAnswers] = useState<EligibilityAnswers>({});
  const outcome = checkEligibility(questions, answers);
  const failed = outcome.eligible ? undefined : questions.find((q) => q.id === outcome.questionId);
  return (
    <Stack gap="xs" data-testid="eligibility-try">
      <Title order={3} size="h4">
        Try answers
      </Title>
      {questions.map((q, i) =>
        q.kind === 'several_choices' ? (
          <MultiSelect
            key={q.id}
            label={`${i + 1}. ${q.labelEn}`}
            data={q.options.map((o) => ({ value: o.id, label: o.labelEn || o.id }))}
            value={Array.isArray(answers[q.id]) ? (answers[q.id] as string[]) : []}
            onChange={(value) => setAnswers((a) => ({ ...a, [q.id]: value }))}
          />
        ) : (
          <Select
            key={q.id}
            label={`${i + 1}. ${q.labelEn}`}
            data={
              q.kind === 'yes_no'
                ? [
                    { value: 'yes', label: 'Yes' },
                    { value: 'no', label: 'No' },
                  ]
                : q.options.map((o) => ({ value: o.id, label: o.labelEn || o.id }))
            }
            value={
              q.kind === 'yes_no'
                ? answers[q.id] === true
                  ? 'yes'
                  : answers[q.id] === false
                    ? 'no'
                    : null
                : ((answers[q.id] as string) ?? null)
            }
            onChange={(value) =>
              setAnswers((a) => ({ ...a, [q.id]: q.kind === 'yes_no' ? (value === null ? null : value === 'yes') : value }))
            }
          />
        ),
      )}
      <Text size="sm" fw={600} data-testid="eligibility-try-outcome">
        {failed ? `Screened out by question ${questions.indexOf(failed) + 1}: ${ruleSummary(failed)}` : 'Eligible'}
      </Text>
    </Stack>
  );
};

const CheckEditor = ({
  check,
  save,
  cohortName,
  onDone,
}: {
  check: ConsoleCheck;
  save: ReturnType<typeof useSaveCheck>;
  cohortName: string;
  onDone: () => void;
}) => {
  const { list, problem, change, submit } = useQuestionListDraft(eligibilityListSchema, check.questions, save);
  return (
    <QuestionListEditorFrame
      testId="eligibility-editor"
      title={`Eligibility: ${cohortName}`}
      onDone={onDone}
      intro={`Up to ${OWN_QUESTION_LIMITS.eligibilityMax} yes/no or choice questions, each with a rule, answered before an application starts. A founder whose answer fails a rule sees which one and why, in their language, with the support address; their answers are kept and no application is created. No questions: no check. Once the cohort has opened, every Hindi text is required.`}
      missingHindi={check.missingHindi}
      missingHindiTitle="Still without Hindi (the cohort cannot open until these are written)"
    >
      <MissingLanguages missing={eligibilityMissingLocalTexts(list)} />
      {list.map((question, index) => (
        <EligibilityQuestionCard
          key={question.id}
          question={question}
          index={index}
          onChange={(q) => change(list.map((x, i) => (i === index ? q : x)))}
          onRemove={() => change(list.filter((_, i) => i !== index))}
        />
      ))}
      <Group>
        <Button
          variant="light"
          disabled={list.length >= OWN_QUESTION_LIMITS.eligibilityMax}
          onClick={() =>
            change([
              ...list,
              eligibilityQuestionOfKind('yes_no', { id: nextId(list), labelEn: '', labelHi: '', reasonEn: '', reasonHi: '' }),
            ])
          }
        >
          Add eligibility question
        </Button>
        <Button onClick={submit} loading={save.isPending}>
          Save eligibility check
        </Button>
      </Group>
      <SaveProblems problem={problem} error={save.error} />
      {save.isSuccess ? (
        <Alert color="green" data-testid="eligibility-saved">
          Saved.
        </Alert>
      ) : null}
      {list.length > 0 ? <TryAnswers questions={list} /> : null}
      <Counts check={check} />
    </QuestionListEditorFrame>
  );
};

/**
 * A cohort's eligibility check (docs/own-questions.md, "Eligibility check"), for admins: add and remove questions
 * and their rules, try answers against them, and see how many founders were screened out by which rule.
 */
export const EligibilityEditor = ({
  cohortId,
  cohortName,
  onDone,
}: {
  cohortId: string;
  cohortName: string;
  onDone: () => void;
}) => {
  const check = useConsoleCheck(cohortId);
  const save = useSaveCheck(cohortId);
  if (!check.data) return <ErrorAlert error={check.error} />;
  return (
    <CheckEditor
      key={`${check.data.updatedAt}:${check.data.questions}`}
      check={check.data}
      save={save}
      cohortName={cohortName}
      onDone={onDone}
    />
  );
};
