import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  OWN_QUESTION_LIMITS,
  QUESTION_KINDS,
  QUESTION_STEPS,
  TEXT_KINDS,
  type QuestionKind,
} from '@portal/shared/own-questions/question-kinds';
import type { Question } from '@portal/shared/own-questions/question-schema';
import { OtherLanguages, type LocalTextField } from './other-languages.tsx';
import { STEP_LABELS } from './question-texts.ts';

type Choice = Extract<Question, { kind: 'one_choice' | 'several_choices' }>;
type Option = Choice['options'][number];

let counter = 0;
/** A new id, unique within the form (letters, digits and _ as the schema accepts). */
export const newId = (prefix: string): string => `${prefix}_${Date.now().toString(36)}${(counter++).toString(36)}`;

const twoOptions = (): Option[] => [
  { id: newId('o'), labelEn: '', labelHi: '' },
  { id: newId('o'), labelEn: '', labelHi: '' },
];

/** A blank question of a kind, keeping the texts, step and required of the one it replaces. */
export const questionOfKind = (kind: QuestionKind, from?: Question): Question => {
  const base = {
    id: from?.id ?? newId('q'),
    labelEn: from?.labelEn ?? '',
    labelHi: from?.labelHi ?? '',
    helpEn: from?.helpEn ?? '',
    helpHi: from?.helpHi ?? '',
    labelIn: from?.labelIn,
    helpIn: from?.helpIn,
    required: from?.required ?? false,
    step: from?.step ?? 'company',
    hideInBlindReview: TEXT_KINDS.includes(kind),
  };
  const options = from && 'options' in from ? from.options : twoOptions();
  switch (kind) {
    case 'long_text':
      return { ...base, kind, maxChars: OWN_QUESTION_LIMITS.longTextDefault };
    case 'whole_number':
      return { ...base, kind, min: null, max: null };
    case 'amount':
      return { ...base, kind, max: null };
    case 'one_choice':
    case 'several_choices':
      return { ...base, kind, options };
    default:
      return { ...base, kind } as Question;
  }
};

const orNull = (value: string | number): number | null => (typeof value === 'number' ? value : null);

const OptionsEditor = ({ question, onChange }: { question: Choice; onChange: (q: Question) => void }) => {
  const setOption = (index: number, patch: Partial<Option>) =>
    onChange({ ...question, options: question.options.map((o, i) => (i === index ? { ...o, ...patch } : o)) });
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Options
      </Text>
      {question.options.map((option, index) => (
        <Group key={option.id} gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={`Option ${index + 1} (English)`}
            value={option.labelEn}
            onChange={(e) => setOption(index, { labelEn: e.currentTarget.value })}
          />
          <TextInput
            style={{ flex: 1 }}
            label={`Option ${index + 1} (Hindi)`}
            lang="hi"
            value={option.labelHi}
            onChange={(e) => setOption(index, { labelHi: e.currentTarget.value })}
          />
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={`Remove option ${index + 1}`}
            disabled={question.options.length <= 2}
            onClick={() => onChange({ ...question, options: question.options.filter((_, i) => i !== index) })}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          size="xs"
          variant="light"
          disabled={question.options.length >= OWN_QUESTION_LIMITS.optionsMax}
          onClick={() => onChange({ ...question, options: [...question.options, { id: newId('o'), labelEn: '', labelHi: '' }] })}
        >
          Add option
        </Button>
      </Group>
    </Stack>
  );
};

/** The question's texts a founder reads, for the "Other languages" part: the question, its help, its options. */
const localTextFields = (q: Question, onChange: (q: Question) => void): LocalTextField[] => [
  {
    name: 'Question',
    english: q.labelEn,
    max: OWN_QUESTION_LIMITS.labelMax,
    texts: q.labelIn,
    onChange: (labelIn) => onChange({ ...q, labelIn }),
  },
  {
    name: 'Help text',
    english: q.helpEn,
    max: OWN_QUESTION_LIMITS.helpMax,
    texts: q.helpIn,
    onChange: (helpIn) => onChange({ ...q, helpIn }),
  },
  ...(q.kind === 'one_choice' || q.kind === 'several_choices'
    ? q.options.map((option, index): LocalTextField => ({
        name: `Option ${index + 1}`,
        english: option.labelEn,
        max: OWN_QUESTION_LIMITS.optionLabelMax,
        texts: option.labelIn,
        onChange: (labelIn) => onChange({ ...q, options: q.options.map((o, i) => (i === index ? { ...o, labelIn } : o)) }),
      }))
    : []),
];

/** One question in the console's form editor: its kind, texts in English, Hindi and the other languages, step, limits and options. */
export const QuestionCard = ({
  question: q,
  index,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  question: Question;
  index: number;
  count: number;
  onChange: (q: Question) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) => {
  const set = (patch: Partial<Question>) => onChange({ ...q, ...patch } as Question);
  return (
    <Paper withBorder p="md" data-testid={`question-${index + 1}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>Question {index + 1}</Text>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              disabled={index === 0}
              onClick={() => onMove(-1)}
              aria-label={`Move question ${index + 1} up`}
            >
              Up
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={index === count - 1}
              onClick={() => onMove(1)}
              aria-label={`Move question ${index + 1} down`}
            >
              Down
            </Button>
            <Button size="xs" variant="light" color="red" onClick={onRemove} aria-label={`Remove question ${index + 1}`}>
              Remove
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Kind"
            data={QUESTION_KINDS.map((k) => ({ value: k.kind, label: k.label }))}
            value={q.kind}
            allowDeselect={false}
            onChange={(kind) => kind && onChange(questionOfKind(kind as QuestionKind, q))}
          />
          <Select
            label="Wizard step"
            description="Shown after the step's own fields"
            data={QUESTION_STEPS.map((step) => ({ value: step, label: STEP_LABELS[step] }))}
            value={q.step}
            allowDeselect={false}
            onChange={(step) => step && set({ step: step as Question['step'] })}
          />
          <TextInput
            label="Question (English)"
            required
            value={q.labelEn}
            onChange={(e) => set({ labelEn: e.currentTarget.value })}
          />
          <TextInput
            label="Question (Hindi)"
            lang="hi"
            value={q.labelHi}
            onChange={(e) => set({ labelHi: e.currentTarget.value })}
          />
          <TextInput label="Help text (English)" value={q.helpEn} onChange={(e) => set({ helpEn: e.currentTarget.value })} />
          <TextInput
            label="Help text (Hindi)"
            lang="hi"
            value={q.helpHi}
            onChange={(e) => set({ helpHi: e.currentTarget.value })}
          />
        </SimpleGrid>
        {q.kind === 'long_text' ? (
          <NumberInput
            label="Character limit"
            min={1}
            max={OWN_QUESTION_LIMITS.longTextCeiling}
            value={q.maxChars}
            onChange={(v) => set({ maxChars: orNull(v) ?? OWN_QUESTION_LIMITS.longTextDefault } as Partial<Question>)}
          />
        ) : null}
        {q.kind === 'whole_number' ? (
          <SimpleGrid cols={2}>
            <NumberInput
              label="Smallest"
              allowDecimal={false}
              value={q.min ?? ''}
              onChange={(v) => set({ min: orNull(v) } as Partial<Question>)}
            />
            <NumberInput
              label="Largest"
              allowDecimal={false}
              value={q.max ?? ''}
              onChange={(v) => set({ max: orNull(v) } as Partial<Question>)}
            />
          </SimpleGrid>
        ) : null}
        {q.kind === 'amount' ? (
          <NumberInput
            label="Largest amount (₹, optional)"
            allowDecimal={false}
            min={0}
            thousandSeparator=","
            thousandsGroupStyle="lakh"
            value={q.max ?? ''}
            onChange={(v) => set({ max: orNull(v) } as Partial<Question>)}
          />
        ) : null}
        {q.kind === 'one_choice' || q.kind === 'several_choices' ? <OptionsEditor question={q} onChange={onChange} /> : null}
        <OtherLanguages fields={localTextFields(q, onChange)} />
        <Group gap="lg">
          <Checkbox label="Required" checked={q.required} onChange={(e) => set({ required: e.currentTarget.checked })} />
          <Switch
            label="Hide in blind review"
            checked={q.hideInBlindReview}
            onChange={(e) => set({ hideInBlindReview: e.currentTarget.checked })}
          />
        </Group>
      </Stack>
    </Paper>
  );
};
