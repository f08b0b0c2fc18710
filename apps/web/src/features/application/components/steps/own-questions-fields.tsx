import type { ReactNode } from 'react';
import type { Question } from '@portal/shared/own-questions/question-schema';
import { OWN_QUESTION_LIMITS } from '@portal/shared/own-questions/question-kinds';
import { optionLabel, questionHelp, questionLabel } from '@portal/shared/own-questions/question-text';
import { PlainCheckbox } from '../../../../components/fields/plain-checkbox.tsx';
import { PlainRadioGroup } from '../../../../components/fields/plain-radio-group.tsx';
import { INPUT_CLASSES } from '../../../../components/fields/mantine-input-classes.ts';
import { PlainTextInput } from '../../../../components/fields/plain-text-input.tsx';
import { PlainTextarea } from '../../../../components/fields/plain-textarea.tsx';
import { useLocale } from '../../../../lib/i18n.ts';
import type { useStepForm } from '../../hooks/use-step-form.ts';
import type { OwnInput } from '../../lib/own-answers.ts';
import { WIZARD_TEXTS } from '../../lib/texts.ts';
import { ALERT_PROPS } from './field-props.ts';
import { AmountReading } from './amount-reading.tsx';

type Own = ReturnType<typeof useStepForm>['own'];

const YES = 'yes';
const NO = 'no';
const text = (value: OwnInput): string => (typeof value === 'string' ? value : '');

/** How many characters of how many: under a text answer. */
const counter = (value: OwnInput, max: number): string => `${text(value).length} / ${max}`;

/** One question with the input of its kind, its text in the founder's language (question-text.ts). */
const OwnQuestionField = ({ question: q, own, locale }: { question: Question; own: Own; locale: string }) => {
  const label = questionLabel(q, locale);
  const help = questionHelp(q, locale) || undefined;
  const value = own.answerOf(q.id);
  const error = own.errorOf(q.id);
  const common = { label, error, errorProps: ALERT_PROPS, disabled: own.readOnly, required: q.required, 'data-question': q.id };
  const set = (next: OwnInput) => own.setAnswer(q.id, next);
  switch (q.kind) {
    case 'short_text':
      return (
        <PlainTextInput
          {...common}
          description={[help, counter(value, OWN_QUESTION_LIMITS.shortTextMax)].filter(Boolean).join(' · ')}
          value={text(value)}
          onChange={(e) => set(e.currentTarget.value)}
        />
      );
    case 'long_text':
      return (
        <PlainTextarea
          {...common}
          description={[help, counter(value, q.maxChars)].filter(Boolean).join(' · ')}
          minRows={3}
          maxRows={10}
          value={text(value)}
          onChange={(e) => set(e.currentTarget.value)}
        />
      );
    case 'whole_number':
      return (
        <PlainTextInput
          {...common}
          description={help}
          inputMode="numeric"
          autoComplete="off"
          value={text(value)}
          onChange={(e) => set(e.currentTarget.value)}
        />
      );
    case 'amount':
      return (
        <div>
          <PlainTextInput
            {...common}
            description={help}
            inputMode="numeric"
            autoComplete="off"
            leftSection={<span aria-hidden>₹</span>}
            value={text(value)}
            onChange={(e) => set(e.currentTarget.value)}
          />
          <AmountReading id={`own-${q.id}-reading`} value={text(value)} />
        </div>
      );
    case 'date':
      return (
        <PlainTextInput
          {...common}
          description={help}
          type="date"
          value={text(value)}
          onChange={(e) => set(e.currentTarget.value)}
        />
      );
    case 'yes_no':
      return (
        <PlainRadioGroup
          label={<Required label={label} required={q.required} />}
          description={help}
          error={error}
          value={value === true ? YES : value === false ? NO : ''}
          onChange={(next) => set(next === YES)}
          options={[
            { value: YES, label: WIZARD_TEXTS.yes },
            { value: NO, label: WIZARD_TEXTS.no },
          ]}
          disabled={own.readOnly}
        />
      );
    case 'one_choice':
      return (
        <PlainRadioGroup
          label={<Required label={label} required={q.required} />}
          description={help}
          error={error}
          value={text(value)}
          onChange={set}
          options={q.options.map((o) => ({ value: o.id, label: optionLabel(o, locale) }))}
          disabled={own.readOnly}
        />
      );
    case 'several_choices': {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <SeveralChoices label={label} help={help} error={error} required={q.required}>
          {q.options.map((o) => (
            <PlainCheckbox
              key={o.id}
              label={optionLabel(o, locale)}
              checked={chosen.includes(o.id)}
              disabled={own.readOnly}
              onChange={(e) => set(e.currentTarget.checked ? [...chosen, o.id] : chosen.filter((id) => id !== o.id))}
            />
          ))}
        </SeveralChoices>
      );
    }
  }
};

/**
 * A choice question's label with the required asterisk, as the text inputs mark theirs (here, not in PlainRadioGroup:
 * that component is in the chunk every page loads, the sign-in page's budget included).
 */
const Required = ({ label, required }: { label: string; required: boolean }) => (
  <>
    {label}
    {required ? (
      <span className={INPUT_CLASSES.required} aria-hidden="true">
        {' *'}
      </span>
    ) : null}
  </>
);

/** A group of checkboxes under one question, its error said under them. */
const SeveralChoices = ({
  label,
  help,
  error,
  required,
  children,
}: {
  label: string;
  help?: string;
  error?: string;
  required: boolean;
  children: ReactNode;
}) => (
  <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 'var(--mantine-spacing-xs)' }}>
    <legend style={{ fontWeight: 500, fontSize: 'var(--mantine-font-size-sm)' }}>
      <Required label={label} required={required} />
    </legend>
    {help ? <p style={{ margin: 0, fontSize: 'var(--mantine-font-size-xs)' }}>{help}</p> : null}
    {children}
    {error ? (
      <p role="alert" style={{ margin: 0, color: 'var(--mantine-color-error)', fontSize: 'var(--mantine-font-size-xs)' }}>
        {error}
      </p>
    ) : null}
  </fieldset>
);

/**
 * The cohort's own questions of a step, after the spec's fields (docs/own-questions.md): each in the founder's
 * language with its kind's input; checked and saved with the step.
 */
export const OwnQuestionsFields = ({ own }: { own: Own }) => {
  const locale = useLocale();
  if (own.questions.length === 0) return null;
  return (
    <>
      {own.questions.map((q) => (
        <OwnQuestionField key={q.id} question={q} own={own} locale={locale} />
      ))}
    </>
  );
};
