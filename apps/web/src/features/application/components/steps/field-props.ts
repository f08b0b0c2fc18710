import type { ChangeEvent } from 'react';
import type { FieldKey } from '@portal/shared/application-fields';
import { htmlConstraints } from '@portal/shared/html-constraints';
import { FIELD_LABELS, type ApplicationForm } from '@portal/shared/schemas/application';
import type { useStepForm } from '../../hooks/use-step-form.ts';

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

/** A TextInput or Textarea bound to a text field; `clean` filters what is typed before it is kept. */
export const textFieldProps = (form: StepFormState, key: FieldOf<string>, clean: (typed: string) => string = (typed) => typed) => ({
  ...common(form, key),
  value: form.values[key],
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => form.setValue(key, clean(e.currentTarget.value)),
});

/** A Select bound to a field holding one option's value ('' until one is chosen). */
export const selectFieldProps = (form: StepFormState, key: FieldOf<string>) => ({
  ...common(form, key),
  allowDeselect: false,
  value: form.values[key] || null,
  onChange: (value: string | null) => form.setValue(key, value ?? ''),
});

/** A NumberInput for a head count: whole, not negative, no spinner. */
export const countFieldProps = (form: StepFormState, key: 'foundersCount' | 'teamSize') => ({
  ...common(form, key),
  hideControls: true,
  allowNegative: false,
  allowDecimal: false,
  value: form.values[key] ?? '',
  onChange: (value: number | string) => form.setValue(key, value),
  errorProps: ALERT_PROPS,
});
