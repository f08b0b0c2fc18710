import { createElement, type ChangeEvent } from 'react';
import { htmlConstraints } from '@portal/shared/application/html-constraints';
import { FIELD_LABELS, type ApplicationForm, type FieldKey } from '@portal/shared/application/application-fields';
import type { useStepForm } from '../../hooks/use-step-form.ts';
import classes from './native-select.module.css';

type StepFormState = ReturnType<typeof useStepForm>;
type FieldOf<V> = { [K in FieldKey]: ApplicationForm[K] extends V ? K : never }[FieldKey];

export const ALERT_PROPS = { role: 'alert' };

/** What every control of a wizard field says: its label, its shared rule as HTML, its error and whether it is locked. */
const common = (form: StepFormState, key: FieldKey) => ({
  label: FIELD_LABELS[key],
  ...htmlConstraints(key),
  error: form.errorOf(key),
  disabled: form.readOnly,
});

/** A text input or text area bound to a text field; `clean` filters what is typed before it is kept. */
export const textFieldProps = (
  form: StepFormState,
  key: FieldOf<string>,
  clean: (typed: string) => string = (typed) => typed,
) => ({
  ...common(form, key),
  value: form.values[key],
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => form.setValue(key, clean(e.currentTarget.value)),
});

interface SelectOption {
  value: string;
  label: string;
}

/**
 * A native select (the browser's own list: no popover code on the wizard's first load) bound to a field holding one
 * option's value, '' until one is chosen. The placeholder is the first option, shown while nothing is chosen and
 * never chosen itself. The options are plain <option> elements, not a component each (74 for the states) in the
 * step's first render on a slow phone.
 */
export const selectFieldProps = (
  form: StepFormState,
  key: FieldOf<string>,
  placeholder: string,
  options: readonly SelectOption[],
) => ({
  ...common(form, key),
  value: form.values[key] ?? '',
  children: [
    createElement('option', { key: '', value: '', disabled: true }, placeholder),
    ...options.map((option) => createElement('option', { key: option.value, value: option.value }, option.label)),
  ],
  className: classes.select,
  'data-blank': form.values[key] ? undefined : (true as const),
  onChange: (e: ChangeEvent<HTMLSelectElement>) => form.setValue(key, e.currentTarget.value),
});

/**
 * A text input for a number (a head count, a year): the number pad on a phone, no longer than its max, and what was
 * typed kept as typed. The shared schema reads it (Devanagari and other Indian digits as 0–9) and says what is wrong
 * with anything else, so nothing typed vanishes without a word.
 */
export const numberFieldProps = (form: StepFormState, key: 'foundersCount' | 'teamSize' | 'foundingYear') => {
  const { min: _min, max, ...props } = common(form, key);
  return {
    ...props,
    ...(max === undefined ? {} : { maxLength: String(max).length }),
    value: String(form.values[key] ?? ''),
    onChange: (e: ChangeEvent<HTMLInputElement>) => form.setValue(key, e.currentTarget.value),
    errorProps: ALERT_PROPS,
  };
};
