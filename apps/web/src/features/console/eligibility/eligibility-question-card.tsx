import { ActionIcon, Button, Checkbox, Group, Paper, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { OWN_QUESTION_LIMITS } from '@portal/shared/own-questions/question-kinds';
import {
  ELIGIBILITY_QUESTION_KINDS,
  type EligibilityQuestion,
  type EligibilityQuestionKind,
} from '@portal/shared/eligibility/eligibility-schema';
import { OtherLanguages, type LocalTextField } from '../own-questions/other-languages.tsx';

const KIND_LABELS: Record<EligibilityQuestionKind, string> = {
  yes_no: 'Yes / No',
  one_choice: 'One choice',
  several_choices: 'Several choices',
};

/** A fresh question of a kind, keeping the texts already written. */
export const eligibilityQuestionOfKind = (
  kind: EligibilityQuestionKind,
  from: Pick<EligibilityQuestion, 'id' | 'labelEn' | 'labelHi' | 'reasonEn' | 'reasonHi' | 'labelIn' | 'reasonIn'>,
): EligibilityQuestion =>
  kind === 'yes_no'
    ? { kind, ...from, mustBe: true }
    : {
        kind,
        ...from,
        options: [
          { id: 'o1', labelEn: '', labelHi: '' },
          { id: 'o2', labelEn: '', labelHi: '' },
        ],
        oneOf: ['o1'],
      };

const nextOptionId = (ids: readonly string[]): string => {
  let n = ids.length + 1;
  while (ids.includes(`o${n}`)) n += 1;
  return `o${n}`;
};

/** The question's texts a founder reads, for the "Other languages" part: the question, the reason, the options. */
const localTextFields = (
  q: EligibilityQuestion,
  n: number,
  onChange: (question: EligibilityQuestion) => void,
): LocalTextField[] => [
  {
    name: `Question ${n}`,
    english: q.labelEn,
    max: OWN_QUESTION_LIMITS.labelMax,
    texts: q.labelIn,
    onChange: (labelIn) => onChange({ ...q, labelIn }),
  },
  {
    name: `Reason for question ${n}`,
    english: q.reasonEn,
    max: OWN_QUESTION_LIMITS.helpMax,
    texts: q.reasonIn,
    onChange: (reasonIn) => onChange({ ...q, reasonIn }),
  },
  ...(q.kind === 'yes_no'
    ? []
    : q.options.map((option, index): LocalTextField => ({
        name: `Option ${index + 1} of question ${n}`,
        english: option.labelEn,
        max: OWN_QUESTION_LIMITS.optionLabelMax,
        texts: option.labelIn,
        onChange: (labelIn) => onChange({ ...q, options: q.options.map((o, i) => (i === index ? { ...o, labelIn } : o)) }),
      }))),
];

/**
 * One eligibility question on the console: its kind, texts in English, Hindi and the other languages, the reason
 * shown on refusal, and its rule.
 */
export const EligibilityQuestionCard = ({
  question,
  index,
  onChange,
  onRemove,
}: {
  question: EligibilityQuestion;
  index: number;
  onChange: (question: EligibilityQuestion) => void;
  onRemove: () => void;
}) => {
  const text = (key: 'labelEn' | 'labelHi' | 'reasonEn' | 'reasonHi') => ({
    value: question[key],
    onChange: (event: { currentTarget: { value: string } }) => onChange({ ...question, [key]: event.currentTarget.value }),
  });
  const n = index + 1;
  return (
    <Paper withBorder p="sm" data-testid={`eligibility-card-${index}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Select
            label={`Question ${n}: kind`}
            data={ELIGIBILITY_QUESTION_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
            value={question.kind}
            allowDeselect={false}
            onChange={(kind) => kind && onChange(eligibilityQuestionOfKind(kind as EligibilityQuestionKind, question))}
          />
          <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={`Remove question ${n}`}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <TextInput label={`Question ${n} in English`} maxLength={OWN_QUESTION_LIMITS.labelMax} {...text('labelEn')} />
        <TextInput label={`Question ${n} in Hindi`} lang="hi" maxLength={OWN_QUESTION_LIMITS.labelMax} {...text('labelHi')} />
        <TextInput
          label={`Why (shown when refused), English: question ${n}`}
          maxLength={OWN_QUESTION_LIMITS.helpMax}
          {...text('reasonEn')}
        />
        <TextInput
          label={`Why (shown when refused), Hindi: question ${n}`}
          lang="hi"
          maxLength={OWN_QUESTION_LIMITS.helpMax}
          {...text('reasonHi')}
        />
        {question.kind === 'yes_no' ? (
          <div>
            <Text size="sm" fw={500}>
              Rule
            </Text>
            <SegmentedControl
              aria-label={`Rule of question ${n}`}
              data={[
                { value: 'yes', label: 'Must be Yes' },
                { value: 'no', label: 'Must be No' },
              ]}
              value={question.mustBe ? 'yes' : 'no'}
              onChange={(value) => onChange({ ...question, mustBe: value === 'yes' })}
            />
          </div>
        ) : (
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              Options (tick those that pass: the answer must be {question.kind === 'one_choice' ? 'one of' : 'include one of'}{' '}
              them)
            </Text>
            {question.options.map((option, o) => (
              <Group key={option.id} gap="xs" wrap="nowrap" align="flex-end">
                <Checkbox
                  aria-label={`Option ${o + 1} of question ${n} passes`}
                  checked={question.oneOf.includes(option.id)}
                  onChange={(event) =>
                    onChange({
                      ...question,
                      oneOf: event.currentTarget.checked
                        ? question.options.map((x) => x.id).filter((id) => id === option.id || question.oneOf.includes(id))
                        : question.oneOf.filter((id) => id !== option.id),
                    })
                  }
                  mb={8}
                />
                <TextInput
                  label={`Option ${o + 1} in English`}
                  value={option.labelEn}
                  onChange={(event) =>
                    onChange({
                      ...question,
                      options: question.options.map((x) =>
                        x.id === option.id ? { ...x, labelEn: event.currentTarget.value } : x,
                      ),
                    })
                  }
                />
                <TextInput
                  label={`Option ${o + 1} in Hindi`}
                  lang="hi"
                  value={option.labelHi}
                  onChange={(event) =>
                    onChange({
                      ...question,
                      options: question.options.map((x) =>
                        x.id === option.id ? { ...x, labelHi: event.currentTarget.value } : x,
                      ),
                    })
                  }
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mb={6}
                  aria-label={`Remove option ${o + 1} of question ${n}`}
                  onClick={() =>
                    onChange({
                      ...question,
                      options: question.options.filter((x) => x.id !== option.id),
                      oneOf: question.oneOf.filter((id) => id !== option.id),
                    })
                  }
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            <div>
              <Button
                size="xs"
                variant="light"
                disabled={question.options.length >= OWN_QUESTION_LIMITS.optionsMax}
                onClick={() =>
                  onChange({
                    ...question,
                    options: [
                      ...question.options,
                      { id: nextOptionId(question.options.map((x) => x.id)), labelEn: '', labelHi: '' },
                    ],
                  })
                }
              >
                Add option
              </Button>
            </div>
          </Stack>
        )}
        <OtherLanguages fields={localTextFields(question, n, onChange)} />
      </Stack>
    </Paper>
  );
};
